/**
 * A database of a test file's own, for what the shared stack's API cannot show: SQL run as an
 * API role with request settings no client of the stack can send (an IPv6 client address),
 * and a migration applied on top of rows stored before it. PGlite keeps it in a temporary
 * directory, so a later connection or a stack started on it sees the same data; a PostgreSQL
 * run makes a scratch database on TEST_DATABASE_URL's server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type OpenDatabase } from '../../src/database.ts';
import { listMigrations, type MigrationFile } from '../../src/migrations.ts';
import { createScratchDatabase, dropScratchDatabase } from '../../src/scratch-database.ts';
import { createApp, prepareDatabase } from '../../src/stack.ts';
import { env } from './clients.ts';

export interface OwnDatabase {
  /** The loadConfig variables that name this database, for a stack started on it. */
  readonly location: { SUPABASE_DATA_DIR: string; DATABASE_URL: string };
  /**
   * Connects, and brings the database to `migrations` (default: all of supabase/migrations)
   * as a stack's start does. Close the connection when done.
   */
  open(migrations?: MigrationFile[]): Promise<OpenDatabase>;
  /** Deletes the database; close every connection and stack on it first. */
  remove(): Promise<void>;
}

export async function createOwnDatabase(prefix: string): Promise<OwnDatabase> {
  const adminUrl = env().databaseKind === 'postgres' ? process.env.TEST_DATABASE_URL || null : null;
  if (env().databaseKind === 'postgres' && !adminUrl)
    throw new Error('A PostgreSQL run needs TEST_DATABASE_URL for a scratch database');
  const databaseUrl = adminUrl ? await createScratchDatabase(adminUrl, prefix) : null;
  const dataDir = databaseUrl ? null : mkdtempSync(join(tmpdir(), `${prefix}-`));
  const location = { SUPABASE_DATA_DIR: dataDir ?? ':memory:', DATABASE_URL: databaseUrl ?? '' };

  return {
    location,
    async open(migrations = listMigrations()) {
      const config = loadConfig(location);
      const database = await openDatabase(config);
      try {
        await prepareDatabase(createApp(config, database), database, migrations);
      } catch (error) {
        await database.connection.close();
        throw error;
      }
      return database;
    },
    async remove() {
      if (adminUrl && databaseUrl) await dropScratchDatabase(adminUrl, databaseUrl);
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A string as an SQL literal. */
export function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * Runs `statements` in one transaction as PostgREST runs a request: as `role`, with the JWT's
 * role claim and the request's headers (lower-case names) in the settings SQL reads.
 */
export function runAsRequest(
  database: OpenDatabase,
  options: { role: 'anon'; headers: Record<string, string> },
  statements: string,
): Promise<void> {
  const claims = JSON.stringify({ role: options.role });
  return database.runTransaction(`
    set local role ${options.role};
    select set_config('request.jwt.claims', ${literal(claims)}, true),
           set_config('request.jwt.claim.role', ${literal(options.role)}, true),
           set_config('request.headers', ${literal(JSON.stringify(options.headers))}, true);
    ${statements}
  `);
}
