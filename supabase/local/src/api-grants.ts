import type { App } from '@supabase/lite';
import type { OpenDatabase } from './database.ts';

const apiRoles = `'anon', 'authenticated', 'service_role'`;

// Table- and column-level privileges the API roles hold in `public`, as GRANT statements.
const grantsAsSql = `
select format('grant %s on %I.%I to %I;', a.privilege_type, n.nspname, c.relname, r.rolname) as statement
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  cross join lateral aclexplode(c.relacl) a
  join pg_roles r on r.oid = a.grantee
 where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p') and r.rolname in (${apiRoles})
union all
select format('grant %s (%I) on %I.%I to %I;', a.privilege_type, att.attname, n.nspname, c.relname, r.rolname)
  from pg_attribute att
  join pg_class c on c.oid = att.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  cross join lateral aclexplode(att.attacl) a
  join pg_roles r on r.oid = a.grantee
 where n.nspname = 'public' and not att.attisdropped and r.rolname in (${apiRoles})
`;

/**
 * The first request @supabase/lite serves on a connection grants ALL on every table in
 * `public` to the API roles, which would void the migrations' least-privilege grants
 * locally (a denied write would then answer 204 instead of 401/403). This serves one
 * request before the API opens, then puts the migrations' grants back, so the local stack
 * enforces grants as hosted Supabase does.
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
  await database.runTransaction(
    [
      'revoke all on all tables in schema public from anon, authenticated, service_role;',
      ...grants.map((grant) => grant.statement),
    ].join('\n'),
  );
}
