import type { Connection } from '@supabase/lite';
import { sql, type Kysely } from 'kysely';
import type { OpenDatabase } from './database.ts';

/** `name=value` pairs each API role carries from `alter role … set`, e.g. statement_timeout. */
export type RoleSettings = ReadonlyMap<string, readonly (readonly [string, string])[]>;

interface RequestContext {
  auth?: { role?: string };
}

/** The hook @supabase/lite (0.10, pinned) calls to switch a request's transaction to its role. */
interface SessionContextHook {
  applyJwtSessionContext(
    executor: Kysely<unknown>,
    context: RequestContext,
    switchRole: boolean,
  ): Promise<void>;
}

const roleSettingsSql = `
select r.rolname as role, s.setconfig as settings
  from pg_db_role_setting s
  join pg_roles r on r.oid = s.setrole
 where r.rolname in ('anon', 'authenticated', 'service_role')
   and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
 order by s.setdatabase`;

export async function readRoleSettings(database: OpenDatabase): Promise<RoleSettings> {
  const rows = await database.query<{ role: string; settings: string[] }>(roleSettingsSql);
  const settings = new Map<string, [string, string][]>();
  for (const row of rows) {
    const pairs = row.settings.map((entry): [string, string] => {
      const at = entry.indexOf('=');
      return [entry.slice(0, at), entry.slice(at + 1)];
    });
    settings.set(row.role, [...(settings.get(row.role) ?? []), ...pairs]);
  }
  return settings;
}

/**
 * PostgREST applies the impersonated role's settings (`alter role anon set
 * statement_timeout = '3s'`) to each request's transaction, and hosted Supabase's statement
 * timeouts rest on that. @supabase/lite switches role with `SET LOCAL ROLE`, which loads no
 * role settings, so the stack applies them itself, right after lite has set the role.
 * (PGlite accepts the settings but does not enforce statement_timeout; see ADR 0016.)
 */
export function applyRoleSettingsPerRequest(connection: Connection, settings: RoleSettings): void {
  const hook = connection as unknown as SessionContextHook;
  if (typeof hook.applyJwtSessionContext !== 'function') {
    throw new Error(
      '@supabase/lite no longer exposes applyJwtSessionContext; role settings such as ' +
        'statement_timeout would not apply. Check src/role-settings.ts against the new version.',
    );
  }
  const switchRole = hook.applyJwtSessionContext.bind(hook);
  hook.applyJwtSessionContext = async (executor, context, switchesRole) => {
    await switchRole(executor, context, switchesRole);
    if (!switchesRole) return;
    for (const [name, value] of settings.get(context.auth?.role || 'anon') ?? []) {
      await sql`select set_config(${name}, ${value}, true)`.execute(executor);
    }
  };
}
