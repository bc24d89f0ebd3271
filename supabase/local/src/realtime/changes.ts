import { sql, type Kysely } from 'kysely';
import type { OpenDatabase } from '../database.ts';

/**
 * Row changes of the tables in the publication `supabase_realtime`, read from the database
 * itself, so writes through the API, through security-definer functions and over the database
 * port (the notification worker) are all seen, on PGlite and on PostgreSQL alike.
 *
 * Hosted Realtime reads the write-ahead log; PGlite has no replication, so the stack puts a
 * row trigger on each published table that sends the change's primary key with NOTIFY (sent
 * on commit, never for a rolled-back write). Only the key travels: each subscriber then reads
 * the row itself, under its own role and claims (see ./server.ts).
 */

/** The NOTIFY channel the capture trigger sends on. */
export const changeChannel = 'nyaya_local_realtime';
const captureSchema = 'nyaya_local_realtime';
const triggerName = 'nyaya_local_realtime_capture';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

export interface Change {
  schema: string;
  table: string;
  type: ChangeType;
  /** The new row's primary key (INSERT, UPDATE), column → value as jsonb gives it. */
  keys: Record<string, unknown> | null;
  /** The old row's primary key (UPDATE, DELETE). */
  oldKeys: Record<string, unknown> | null;
  /** When the change was made, ISO 8601 in UTC. */
  commitTimestamp: string;
  /**
   * The whole new row as it was written (INSERT, UPDATE), when it fit in the notification;
   * it decides the subscriptions' filters. Never sent to a subscriber as it is.
   */
  row: Record<string, unknown> | null;
}

export interface PublishedTable {
  schema: string;
  table: string;
  primaryKey: string[];
  /** Every column with its type name, as hosted Realtime lists them in `columns`. */
  columns: { name: string; type: string }[];
}

const captureFunctionSql = [
  `create schema if not exists ${captureSchema}`,
  `create or replace function ${captureSchema}.capture() returns trigger
language plpgsql set search_path = '' as $$
declare
  new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  new_keys jsonb;
  old_keys jsonb;
  payload jsonb;
  key text;
begin
  foreach key in array tg_argv loop
    if new_row is not null then
      new_keys := coalesce(new_keys, '{}'::jsonb) || jsonb_build_object(key, new_row -> key);
    end if;
    if old_row is not null then
      old_keys := coalesce(old_keys, '{}'::jsonb) || jsonb_build_object(key, old_row -> key);
    end if;
  end loop;
  payload := jsonb_build_object(
    'schema', tg_table_schema, 'table', tg_table_name, 'type', tg_op,
    'keys', new_keys, 'old_keys', old_keys, 'row', new_row,
    'at', to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'));
  -- NOTIFY takes under 8000 bytes: a larger row is read back by its key instead.
  if octet_length(payload::text) > 7500 then
    payload := payload - 'row';
  end if;
  perform pg_notify('${changeChannel}', payload::text);
  return null;
end
$$`,
  `revoke all on function ${captureSchema}.capture() from public`,
];

const publishedTablesSql = `
select n.nspname as schema, c.relname as "table",
       coalesce((select array_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
                   from pg_index i
                   join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
                  where i.indrelid = c.oid and i.indisprimary), '{}') as primary_key,
       (select jsonb_agg(jsonb_build_object('name', a.attname, 'type', t.typname) order by a.attnum)
          from pg_attribute a join pg_type t on t.oid = a.atttypid
         where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns
  from pg_publication_tables p
  join pg_namespace n on n.nspname = p.schemaname
  join pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
 where p.pubname = 'supabase_realtime'`;

const capturedTablesSql = `
select n.nspname as schema, c.relname as "table"
  from pg_trigger t
  join pg_class c on c.oid = t.tgrelid
  join pg_namespace n on n.oid = c.relnamespace
 where t.tgname = '${triggerName}'`;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteLiteral = (value: string) => `'${value.replaceAll("'", "''")}'`;
export const qualified = (schema: string, table: string) =>
  `${quoteIdent(schema)}.${quoteIdent(table)}`;

interface PublishedRow {
  schema: string;
  table: string;
  primary_key: string[] | string;
  columns: { name: string; type: string }[] | string;
}

export interface ChangeFeed {
  /**
   * The published tables, re-read from the catalog, with a capture trigger on each (and none
   * left on a table no longer published). Runs at start and whenever a subscription names a
   * table, so a table published by a later migration is picked up without a restart.
   */
  refresh(): Promise<Map<string, PublishedTable>>;
  tables(): Map<string, PublishedTable>;
  stop(): Promise<void>;
}

/** Starts listening; `onChange` gets each committed change, in commit order. */
export async function startChangeFeed(
  database: OpenDatabase,
  onChange: (change: Change) => void,
): Promise<ChangeFeed> {
  const kysely = database.connection.kysely as Kysely<unknown>;
  let published = new Map<string, PublishedTable>();
  let refreshing: Promise<Map<string, PublishedTable>> | null = null;

  // One statement at a time: the connection prepares each statement it sends.
  for (const statement of captureFunctionSql) await sql.raw(statement).execute(kysely);

  const refreshNow = async () => {
    const rows = (await sql.raw<PublishedRow>(publishedTablesSql).execute(kysely)).rows;
    const next = new Map<string, PublishedTable>();
    for (const row of rows) {
      const primaryKey =
        typeof row.primary_key === 'string' ? parseArray(row.primary_key) : row.primary_key;
      const columns = typeof row.columns === 'string' ? JSON.parse(row.columns) : row.columns;
      next.set(`${row.schema}.${row.table}`, {
        schema: row.schema,
        table: row.table,
        primaryKey,
        columns: columns ?? [],
      });
    }
    const captured = (
      await sql.raw<{ schema: string; table: string }>(capturedTablesSql).execute(kysely)
    ).rows;
    const capturedNames = new Set(captured.map((row) => `${row.schema}.${row.table}`));
    const statements: string[] = [];
    for (const row of captured) {
      if (!next.has(`${row.schema}.${row.table}`)) {
        statements.push(`drop trigger ${triggerName} on ${qualified(row.schema, row.table)}`);
      }
    }
    for (const [name, table] of next) {
      // A table without a primary key cannot be re-read per subscriber; it is not streamed.
      // A table already captured keeps its trigger: no DDL (and no table lock) on every join.
      if (table.primaryKey.length === 0 || capturedNames.has(name)) continue;
      const keys = table.primaryKey.map(quoteLiteral).join(', ');
      statements.push(
        `create trigger ${triggerName} after insert or update or delete on ${qualified(table.schema, table.table)} ` +
          `for each row execute function ${captureSchema}.capture(${keys})`,
      );
    }
    for (const statement of statements) await sql.raw(statement).execute(kysely);
    published = next;
    return next;
  };

  const refresh = () => {
    // Concurrent joins share one refresh.
    refreshing ??= refreshNow().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  await refresh();

  const deliver = (payload: string | undefined) => {
    if (!payload) return;
    try {
      const parsed = JSON.parse(payload) as {
        schema: string;
        table: string;
        type: ChangeType;
        keys: Record<string, unknown> | null;
        old_keys: Record<string, unknown> | null;
        row?: Record<string, unknown> | null;
        at: string;
      };
      onChange({
        schema: parsed.schema,
        table: parsed.table,
        type: parsed.type,
        keys: parsed.keys,
        oldKeys: parsed.old_keys,
        commitTimestamp: parsed.at,
        row: parsed.row ?? null,
      });
    } catch {
      // Not a change this stack sent; nothing to deliver.
    }
  };

  let unlisten: () => Promise<void>;
  if (database.pglite) {
    unlisten = await database.pglite.listen(changeChannel, deliver);
  } else {
    const driver = database.connection.driver as {
      listen(
        channel: string,
        onNotify: (payload: string) => void,
      ): Promise<{ unlisten(): Promise<void> }>;
    };
    const listening = await driver.listen(changeChannel, deliver);
    unlisten = () => listening.unlisten();
  }

  return {
    refresh,
    tables: () => published,
    stop: async () => {
      await unlisten().catch(() => {});
    },
  };
}

/** A PostgreSQL array literal of names (`{id,room_id}`), as a driver may hand it over. */
function parseArray(text: string): string[] {
  const inner = text.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map((item) => item.replace(/^"(.*)"$/, '$1'));
}
