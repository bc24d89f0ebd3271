import { describe, expect, it } from 'vitest';
import { compareDatabaseTypes } from './compare.ts';

const file = 'db/src/database.types.ts';

const committed = `export type Database = {
  public: {
    Tables: {
      complaints: {
        Row: {
          email: string;
          id: string;
        };
      };
    };
  };
};
`;

describe('compareDatabaseTypes', () => {
  it('passes when the committed file is exactly what the migrations produce', () => {
    expect(compareDatabaseTypes(committed, committed, { file })).toEqual({
      upToDate: true,
      message: '',
      diff: '',
    });
  });

  it('fails on any difference, says what to run, and shows the change as a diff', () => {
    const generated = committed.replace(
      'id: string;',
      'id: string;\n          note: string | null;',
    );
    const result = compareDatabaseTypes(committed, generated, { file });
    expect(result.upToDate).toBe(false);
    expect(result.message).toBe(
      `${file} does not match what supabase/migrations produce. ` +
        'Run `pnpm db:types` and commit the result.',
    );
    expect(result.diff.split('\n')).toEqual([
      `--- ${file} (committed)`,
      `+++ ${file} (from the migrations)`,
      '@@ -6,4 +6,5 @@',
      '           email: string;',
      '           id: string;',
      '+          note: string | null;',
      '         };',
      '       };',
    ]);
  });

  it('fails on a hand edit, even one that only changes formatting', () => {
    const edited = committed.replace('email: string;', 'email: string; // checked by the form');
    expect(compareDatabaseTypes(edited, committed, { file }).upToDate).toBe(false);
    expect(compareDatabaseTypes(`${committed}\n`, committed, { file }).upToDate).toBe(false);
  });

  it('fails when the file is missing', () => {
    const result = compareDatabaseTypes(null, committed, { file });
    expect(result.upToDate).toBe(false);
    expect(result.message).toMatch(/database\.types\.ts is missing.*Run `pnpm db:types`/);
  });

  it('keeps the diff short', () => {
    const many = (prefix: string) =>
      Array.from({ length: 100 }, (_, i) => `${prefix}${i}`).join('\n\n\n\n\n') + '\n';
    const result = compareDatabaseTypes(many('old'), many('new'), { file, maxDiffLines: 10 });
    const lines = result.diff.split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[10]).toMatch(/^… \d+ more diff line\(s\)$/);
  });
});
