import type { App } from '@supabase/lite';
import type { OpenDatabase } from './database.ts';

const apiRoles = `'anon', 'authenticated', 'service_role'`;

/**
 * The schemas whose privileges the migrations decide: `public`, and `private`, whose tables no
 * API role may touch unless a migration grants it (hosted Supabase gives no default privileges
 * there).
 */
const decidedSchemas = `'public', 'private'`;

// Table-, sequence- and column-level privileges the API roles hold there, as GRANT statements.
const grantsAsSql = `
select format('grant %s on %s %I.%I to %I;', a.privilege_type,
              case when c.relkind = 'S' then 'sequence' else 'table' end,
              n.nspname, c.relname, r.rolname) as statement
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  cross join lateral aclexplode(c.relacl) a
  join pg_roles r on r.oid = a.grantee
 where n.nspname in (${decidedSchemas}) and c.relkind in ('r', 'v', 'm', 'p', 'S')
   and r.rolname in (${apiRoles})
union all
select format('grant %s (%I) on %I.%I to %I;', a.privilege_type, att.attname, n.nspname, c.relname, r.rolname)
  from pg_attribute att
  join pg_class c on c.oid = att.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  cross join lateral aclexplode(att.attacl) a
  join pg_roles r on r.oid = a.grantee
 where n.nspname in (${decidedSchemas}) and not att.attisdropped and r.rolname in (${apiRoles})
`;

/**
 * The first request @supabase/lite serves on a connection grants ALL on every table and
 * sequence of each schema that has a table with row level security (public, and private,
 * where the notification outbox has it), and makes that the schemas' default for new ones,
 * which would void the migrations' least-privilege grants locally (a denied write would then
 * answer 204 instead of 401/403, and the API roles could read private tables in SQL). This
 * serves one request before the API opens, then puts the migrations' grants back, so the
 * local stack enforces grants as hosted Supabase does.
 */
export async function keepMigrationGrants(
  app: App,
  database: OpenDatabase,
  publishableKey: string,
): Promise<void> {
  const grants = await database.query<{ statement: string }>(grantsAsSql);
  const warmUp = await app.fetch(
    new Request('http://localhost/rest/v1/lawyer_directory?select=id&limit=1', {
      headers: { apikey: publishableKey },
    }),
    { peerAddress: null },
  );
  await warmUp.body?.cancel();
  const roles = 'anon, authenticated, service_role';
  await database.runTransaction(
    [
      `revoke all on all tables in schema public from ${roles};`,
      `revoke all on all tables in schema private from ${roles};`,
      `revoke all on all sequences in schema private from ${roles};`,
      `alter default privileges in schema private revoke all on tables from ${roles};`,
      `alter default privileges in schema private revoke all on sequences from ${roles};`,
      ...grants.map((grant) => grant.statement),
    ].join('\n'),
  );
}
