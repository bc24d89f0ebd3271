/**
 * shared-platform's `Database` types are generated from the migrations (`pnpm db:types`) and
 * committed. A migration changed without regenerating them fails here.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { migrationsDir } from '../src/paths.ts';
import { compareDatabaseTypes } from '../src/types/compare.ts';
import {
  databaseTypesFile,
  generateDatabaseTypes,
  readCommittedDatabaseTypes,
  typeSchemas,
} from '../src/types/generate.ts';

const generation = { timeout: 120_000 };
const postgresServer = process.env.TEST_DATABASE_URL || null;

function compareWithCommitted(generated: string) {
  return compareDatabaseTypes(readCommittedDatabaseTypes(), generated, { file: databaseTypesFile });
}

describe('the generated database types', () => {
  it("cover the schemas the Supabase CLI includes by default: public and config.toml's API schemas", () => {
    const config = loadConfig();
    expect(typeSchemas(config)).toEqual(['public']);
    const withGraphql = { ...config, api: { schemas: ['graphql_public', 'public'] } };
    expect(typeSchemas(withGraphql)).toEqual(['public', 'graphql_public']);
  });

  it('are committed as the migrations produce them', generation, async () => {
    const result = compareWithCommitted(await generateDatabaseTypes());
    expect(result.upToDate, `${result.message}\n\n${result.diff}`).toBe(true);
  });

  it.runIf(postgresServer)('come out the same on PostgreSQL as on PGlite', generation, async () => {
    const result = compareWithCommitted(await generateDatabaseTypes({ serverUrl: postgresServer }));
    expect(result.upToDate, `${result.message}\n\n${result.diff}`).toBe(true);
  });

  it('are reported stale when a migration changes the schema', generation, async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'nyaya-migrations-'));
    try {
      cpSync(migrationsDir, scratch, { recursive: true });
      writeFileSync(
        join(scratch, '29991231000000_complaint_resolution.sql'),
        'alter table public.complaints add column resolution text;\n',
      );
      const result = compareWithCommitted(await generateDatabaseTypes({ migrationsDir: scratch }));
      expect(result.upToDate).toBe(false);
      expect(result.message).toContain('Run `pnpm db:types`');
      expect(result.diff).toContain('+          resolution: string | null;');
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
