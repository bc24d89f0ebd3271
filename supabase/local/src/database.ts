import type { Connection } from '@supabase/lite';
import { createPgliteConnection } from '@supabase/lite/pglite';
import { createPostgresConnection } from '@supabase/lite/postgres';
import type { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { mkdirSync } from 'node:fs';

export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenDatabase {
  connection: Connection;
  kind: DatabaseKind;
  /** The embedded database (PGlite only), for tools that serve it over the wire. */
  pglite: PGlite | null;
  /** Where the data lives, for the start-up banner (never includes a password). */
  location: string;
  /**
   * Runs a multi-statement SQL script on the driver itself, so errors keep their
   * Postgres message, detail and position (the connection's exec hides them).
   */
  runScript(sql: string): Promise<void>;
  /** Runs a script in one transaction: all of it, or none of it. */
  runTransaction(sql: string): Promise<void>;
  query<Row>(sql: string): Promise<Row[]>;
}

export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string | null;
}): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const connection = createPostgresConnection({
      url: options.databaseUrl,
      postgresOptions: {
        // Notices (e.g. "extension already exists") are expected on restarts.
        onnotice: () => {},
        // lite's auth layer hands json/jsonb values over already encoded; encoding them
        // again would store user metadata as a JSON string, and triggers reading
        // raw_user_meta_data ->> 'full_name' would find nothing.
        types: {
          json: { to: 114, from: [114], serialize: encodeJsonOnce, parse: JSON.parse },
          jsonb: { to: 3802, from: [3802], serialize: encodeJsonOnce, parse: JSON.parse },
        },
      },
    });
    const driver = connection.driver;
    return {
      connection,
      kind: 'postgres',
      pglite: null,
      location: redactPassword(options.databaseUrl),
      runScript: async (sql) => {
        await driver.unsafe(sql).simple();
      },
      runTransaction: async (sql) => {
        await driver.begin((transaction) => transaction.unsafe(sql).simple());
      },
      query: async <Row>(sql: string) => (await driver.unsafe(sql)) as unknown as Row[],
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const connection = await createPgliteConnection({
    url: options.dataDir ?? undefined,
    pgliteOptions: { extensions: { pg_trgm } },
  });
  const driver = connection.driver;
  return {
    connection,
    kind: 'pglite',
    pglite: driver,
    location: options.dataDir ?? 'memory',
    runScript: async (sql) => {
      await driver.exec(sql);
    },
    runTransaction: async (sql) => {
      await driver.transaction((transaction) => transaction.exec(sql));
    },
    query: async <Row>(sql: string) => (await driver.query<Row>(sql)).rows,
  };
}

function encodeJsonOnce(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The URL with its password, if any, as *** (for banners and logs). */
export function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}

/**
 * The API roles a hosted Supabase project has from the start, with its access to the
 * auth helpers (auth.uid(), auth.role()). Migrations grant to these roles, so they must
 * exist before the first migration runs.
 */
export const apiRolesSql = `
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;
grant usage on schema auth to anon, authenticated, service_role;
grant execute on all functions in schema auth to anon, authenticated, service_role;
`;
