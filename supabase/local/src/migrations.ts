import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { OpenDatabase } from './database.ts';
import { migrationsDir } from './paths.ts';

export interface MigrationFile {
  version: string;
  name: string;
  path: string;
}

const migrationFileName = /^(\d{14})_(\w+)\.sql$/;

/** Supabase CLI naming: `<14-digit timestamp>_<name>.sql`, applied in version order. */
export function listMigrations(dir = migrationsDir): MigrationFile[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = migrationFileName.exec(file);
      if (!match) {
        throw new Error(`Migration file "${file}" must be named <14-digit timestamp>_<name>.sql`);
      }
      return { version: match[1]!, name: match[2]!, path: join(dir, file) };
    })
    .sort((a, b) => a.version.localeCompare(b.version));
}

// Same history table as the Supabase CLI, so a database can move between the two.
const historyTableSql = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null
);
`;

function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

export async function appliedVersions(db: OpenDatabase): Promise<Set<string>> {
  await db.runScript(historyTableSql);
  const rows = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  return new Set(rows.map((row) => row.version));
}

/**
 * Applies migrations not yet recorded, each in its own transaction together with its
 * history row, so a failing migration leaves no half-applied state behind.
 */
export async function applyPendingMigrations(
  db: OpenDatabase,
  files = listMigrations(),
): Promise<MigrationFile[]> {
  const applied = await appliedVersions(db);
  const pending = files.filter((file) => !applied.has(file.version));
  for (const file of pending) {
    const sql = readFileSync(file.path, 'utf8');
    try {
      await db.runTransaction(
        `${sql}\n;insert into supabase_migrations.schema_migrations (version, name, statements)` +
          ` values (${literal(file.version)}, ${literal(file.name)}, array[${literal(sql)}]);`,
      );
    } catch (error) {
      throw new Error(`Migration ${basename(file.path)} failed: ${describe(error)}`, {
        cause: error,
      });
    }
  }
  return pending;
}

/**
 * Runs each seed file once per database, recorded like the Supabase CLI does, so a
 * restart never seeds twice and a failed seed is retried on the next start.
 */
export async function runPendingSeedFiles(db: OpenDatabase, paths: string[]): Promise<string[]> {
  const seeded = new Set(
    (await db.query<{ path: string }>('select path from supabase_migrations.seed_files')).map(
      (row) => row.path,
    ),
  );
  const pending = paths.filter((path) => !seeded.has(basename(path)));
  for (const path of pending) {
    const sql = readFileSync(path, 'utf8');
    const hash = createHash('sha256').update(sql).digest('hex');
    try {
      await db.runTransaction(
        `${sql}\n;insert into supabase_migrations.seed_files (path, hash)` +
          ` values (${literal(basename(path))}, ${literal(hash)});`,
      );
    } catch (error) {
      throw new Error(`Seed ${basename(path)} failed: ${describe(error)}`, { cause: error });
    }
  }
  return pending.map((path) => basename(path));
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { detail, hint } = error as { detail?: string; hint?: string };
  return [error.message, detail && `detail: ${detail}`, hint && `hint: ${hint}`]
    .filter(Boolean)
    .join('; ');
}
