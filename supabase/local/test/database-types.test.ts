/**
 * @nyaya/db's `Database` types and constraint names are generated from the migrations
 * (`pnpm db:types`) and committed. A migration changed without regenerating them fails here.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { migrationsDir } from '../src/paths.ts';
import { compareDatabaseTypes } from '../src/types/compare.ts';
import {
  constraintNamesFile,
  databaseTypesFile,
  generateDatabaseFiles,
  readCommittedConstraintNames,
  readCommittedDatabaseTypes,
  typeSchemas,
  type GeneratedFiles,
} from '../src/types/generate.ts';

const generation = { timeout: 120_000 };
const postgresServer = process.env.TEST_DATABASE_URL || null;

function compareWithCommitted(generated: GeneratedFiles) {
  const types = compareDatabaseTypes(readCommittedDatabaseTypes(), generated.types, {
    file: databaseTypesFile,
  });
  const constraints = compareDatabaseTypes(readCommittedConstraintNames(), generated.constraints, {
    file: constraintNamesFile,
  });
  return { types, constraints };
}

function expectUpToDate({ types, constraints }: ReturnType<typeof compareWithCommitted>) {
  expect(types.upToDate, `${types.message}\n\n${types.diff}`).toBe(true);
  expect(constraints.upToDate, `${constraints.message}\n\n${constraints.diff}`).toBe(true);
}

describe('the generated database types', () => {
  it("cover the schemas the Supabase CLI includes by default: public and config.toml's API schemas", () => {
    const config = loadConfig();
    expect(typeSchemas(config)).toEqual(['public']);
    const withGraphql = { ...config, api: { schemas: ['graphql_public', 'public'] } };
    expect(typeSchemas(withGraphql)).toEqual(['public', 'graphql_public']);
  });

  it(
    'are committed as the migrations produce them, with the constraint names',
    generation,
    async () => {
      expectUpToDate(compareWithCommitted(await generateDatabaseFiles()));
    },
  );

  it.runIf(postgresServer)('come out the same on PostgreSQL as on PGlite', generation, async () => {
    expectUpToDate(
      compareWithCommitted(await generateDatabaseFiles({ serverUrl: postgresServer })),
    );
  });

  it(
    'are reported stale when a migration changes the schema or its constraints',
    generation,
    async () => {
      const scratch = mkdtempSync(join(tmpdir(), 'nyaya-migrations-'));
      try {
        cpSync(migrationsDir, scratch, { recursive: true });
        writeFileSync(
          join(scratch, '29991231000000_complaint_resolution.sql'),
          [
            'alter table public.complaints add column resolution text',
            '  constraint resolution_at_most_2000_chars check (char_length(resolution) <= 2000);',
            'alter table public.complaints drop constraint complaint_text_at_most_5000_chars;',
            '',
          ].join('\n'),
        );
        const { types, constraints } = compareWithCommitted(
          await generateDatabaseFiles({ migrationsDir: scratch }),
        );
        expect(types.upToDate).toBe(false);
        expect(types.message).toContain('Run `pnpm db:types`');
        expect(types.diff).toContain('+          resolution: string | null;');
        expect(constraints.upToDate).toBe(false);
        expect(constraints.message).toContain(constraintNamesFile);
        expect(constraints.diff).toContain("-      'complaint_text_at_most_5000_chars',");
        expect(constraints.diff).toContain("+      'resolution_at_most_2000_chars',");
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    },
  );
});
