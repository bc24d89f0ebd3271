import type { Context, MiddlewareHandler } from 'hono';
import type { OpenDatabase } from './database.ts';

/** How a column takes a JSON value. */
type ColumnKind = 'text' | 'list' | 'json' | 'other';

/** Columns of the API's relations: relation name → column name → kind. */
type Relations = Map<string, Map<string, ColumnKind>>;

const columnsSql = `
select c.relname as relation,
       a.attname as column,
       case
         when t.typname in ('json', 'jsonb') then 'json'
         when t.typcategory = 'A' then 'list'
         when t.typcategory = 'S' then 'text'
         else 'other'
       end as kind
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_type t on t.oid = a.atttypid
 where n.nspname = 'public'
   and c.relkind in ('r', 'p', 'v', 'm', 'f')
   and a.attnum > 0
   and not a.attisdropped`;

/**
 * The named parameters of the API's functions, as the columns of a relation called
 * `rpc/<function>`. A parameter that overloads of one function type differently is left to
 * the database.
 */
const parametersSql = `
select 'rpc/' || relation as relation, "column",
       case when count(distinct kind) = 1 then min(kind) else 'other' end as kind
  from (
    select p.proname::text as relation,
           a.name as "column",
           case
             when t.typname in ('json', 'jsonb') then 'json'
             when t.typcategory = 'A' then 'list'
             when t.typcategory = 'S' then 'text'
             else 'other'
           end as kind
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      cross join lateral unnest(
        coalesce(p.proallargtypes, p.proargtypes::oid[]),
        p.proargnames,
        coalesce(p.proargmodes::text[], array_fill('i'::text, array[p.pronargs::int]))
      ) as a(type, name, mode)
      join pg_type t on t.oid = a.type
     where n.nspname = 'public'
       and a.mode in ('i', 'b')
       and coalesce(a.name, '') <> ''
  ) as parameters
 group by relation, "column"`;

async function readRelations(database: OpenDatabase): Promise<Relations> {
  const rows = await database.query<{ relation: string; column: string; kind: ColumnKind }>(
    `${columnsSql} union all ${parametersSql}`,
  );
  const relations: Relations = new Map();
  for (const { relation, column, kind } of rows) {
    if (!relations.has(relation)) relations.set(relation, new Map());
    relations.get(relation)!.set(column, kind);
  }
  return relations;
}

const isObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const jsonType = (value: unknown) => (Array.isArray(value) ? 'a JSON array' : 'a JSON object');

/** What is wrong with `value` for a column of this kind, or null if the database may decide. */
function mismatch(kind: ColumnKind | undefined, value: unknown): string | null {
  if (value === null || kind === undefined || kind === 'json') return null;
  if (kind === 'list') {
    if (isObject(value)) return 'takes a list of values, not a JSON object';
    const objects = Array.isArray(value) && value.flat(Infinity).some(isObject);
    return objects ? 'takes a list of values, not JSON objects' : null;
  }
  if (typeof value === 'object') {
    return kind === 'text'
      ? `takes text, not ${jsonType(value)}`
      : `takes one value, not ${jsonType(value)}`;
  }
  if (kind === 'text' && typeof value === 'boolean') return `takes text, not ${value}`;
  return null;
}

function invalidValue(
  context: Context,
  relation: string,
  column: string,
  problem: string,
): Response {
  const rpc = /^rpc\/(.+)$/.exec(relation)?.[1];
  const body = {
    code: '22P02',
    message: rpc
      ? `Parameter "${column}" of ${rpc} ${problem}.`
      : `Column "${column}" of ${relation} ${problem}.`,
    details: null,
    hint: null,
  };
  // Answered before the API routes, which add CORS headers themselves.
  return context.json(body, 400, { 'access-control-allow-origin': '*' });
}

/**
 * A JSON array, object or boolean written into a text column, or passed to a function's text
 * parameter, makes @supabase/lite answer
 * `500 Invalid input for string type` on PGlite and store `x` or `[object Object]` on
 * PostgreSQL. The stack answers 400 instead, with PostgREST's code for a value a column's type
 * cannot take (22P02) and a sentence naming the column. (PostgREST itself would store the
 * value's JSON text, '["x"]', in a text column, and answer 22P02 for other types.)
 */
export function jsonValuesMatchColumnTypes(database: OpenDatabase): MiddlewareHandler {
  let relations: Promise<Relations> | null = null;
  const columnsOf = async (relation: string) => {
    relations ??= readRelations(database);
    let columns = (await relations).get(relation);
    if (!columns) {
      // A relation created since the last look (PostgREST would reload its schema cache).
      relations = readRelations(database);
      columns = (await relations).get(relation);
    }
    return columns;
  };

  return async (context, next) => {
    if (!['POST', 'PATCH', 'PUT'].includes(context.req.method)) return next();
    // A table or view, or `rpc/<function>`: a function's arguments are checked as columns.
    const relation = /^\/rest\/v1\/((?:rpc\/)?[^/]+)$/.exec(new URL(context.req.url).pathname)?.[1];
    const profile = context.req.header('content-profile') ?? 'public';
    const contentType = context.req.header('content-type') ?? 'application/json';
    if (!relation || profile !== 'public' || !contentType.includes('json')) return next();

    const body: unknown = await context.req.raw
      .clone()
      .json()
      .catch(() => undefined);
    const rows = (Array.isArray(body) ? body : [body]).filter(isObject) as Record<
      string,
      unknown
    >[];
    if (rows.length === 0) return next();

    const name = decodeURIComponent(relation);
    const columns = await columnsOf(name);
    if (!columns) return next();
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        const problem = mismatch(columns.get(column), value);
        if (problem) return invalidValue(context, name, column, problem);
      }
    }
    return next();
  };
}
