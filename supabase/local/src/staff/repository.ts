/**
 * What the staff tool reads and writes, through the API with the service role: the operator
 * functions grant_staff_capability, revoke_staff_capability and list_staff, and new accounts
 * through the auth admin API (docs/product/users-and-roles.md: staff accounts are created only
 * by this tool). Every function throws ApiCallError when the API answers with an error.
 */
import type { PostgrestSingleResponse } from '@supabase/supabase-js';
import postgres from 'postgres';
import { loadConfig } from '../config.ts';
import { ApiCallError } from '../reviewer/errors.ts';
import type { DatabaseClient } from '../types/database.ts';
import { capabilities, type Capability } from './args.ts';

export interface StaffMember {
  userId: string;
  email: string;
  fullName: string | null;
  capabilities: Capability[];
}

function check<T>(action: string, result: PostgrestSingleResponse<T>): T {
  if (result.error) {
    throw new ApiCallError(action, {
      error: result.error,
      status: result.status,
      statusText: result.statusText,
    });
  }
  return result.data;
}

function capabilitiesOf(values: readonly string[] | null): Capability[] {
  return capabilities.filter((capability) => values?.includes(capability));
}

export async function listStaff(client: DatabaseClient): Promise<StaffMember[]> {
  const rows = check('calling list_staff', await client.rpc('list_staff'));
  return rows.map((row) => ({
    userId: row.user_id,
    email: row.email,
    fullName: row.full_name,
    capabilities: capabilitiesOf(row.capabilities),
  }));
}

export async function grantCapability(
  client: DatabaseClient,
  userId: string,
  capability: Capability,
): Promise<void> {
  check(
    'calling grant_staff_capability',
    await client.rpc('grant_staff_capability', { user_id: userId, capability }),
  );
}

export async function revokeCapability(
  client: DatabaseClient,
  userId: string,
  capability: Capability,
): Promise<void> {
  check(
    'calling revoke_staff_capability',
    await client.rpc('revoke_staff_capability', { user_id: userId, capability }),
  );
}

/** The auth admin API is not there: @supabase/lite (the local stack) does not serve it. */
export class NoAdminApiError extends Error {
  override readonly name = 'NoAdminApiError';
}

/**
 * Creates an account with this e-mail, confirmed and without a password (a staff account is
 * not a client: the role in the metadata stays the default). Hosted Supabase creates it
 * through the auth admin API; answers NoAdminApiError where that API is missing.
 */
export async function createAccountThroughAdminApi(
  client: DatabaseClient,
  email: string,
  fullName: string | null,
): Promise<string> {
  const { data, error } = await client.auth.admin.createUser({
    email,
    email_confirm: true,
    user_metadata: fullName === null ? {} : { full_name: fullName },
  });
  if (error) {
    const status = error.status ?? 0;
    // lite has no /auth/v1/admin: it answers as for a user endpoint without a session.
    if (
      status === 404 ||
      (status === 401 && /bearer|no_authorization/i.test(`${error.message} ${error.code ?? ''}`))
    ) {
      throw new NoAdminApiError(error.message);
    }
    throw new ApiCallError('creating the account (auth admin API)', {
      error: { message: error.message, code: error.code ?? null },
      status,
    });
  }
  return data.user.id;
}

/**
 * The local stack's stand-in for the admin API's createUser: the account written into the
 * stack's own database as supabase/seed.sql writes the demo accounts (confirmed, no
 * password, an e-mail identity). Only for the stack on this machine: DATABASE_URL on
 * PostgreSQL, else the PGlite server on SUPABASE_DB_PORT.
 */
export async function createAccountInLocalDatabase(
  email: string,
  fullName: string | null,
  env: Record<string, string | undefined>,
): Promise<string> {
  const config = loadConfig(env);
  const url =
    config.databaseUrl ??
    `postgres://postgres:postgres@${config.apiHost === '0.0.0.0' ? '127.0.0.1' : config.apiHost}:${config.dbPort}/postgres`;
  const sql = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    return await sql.begin(async (tx) => {
      const [user] = await tx<{ id: string }[]>`
        insert into auth.users (
          id, aud, role, email, encrypted_password, email_confirmed_at,
          confirmation_token, recovery_token, email_change_token_new, email_change_token_current,
          email_change, phone_change, phone_change_token, reauthentication_token,
          raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
        values (
          gen_random_uuid(), 'authenticated', 'authenticated', ${email}, null, now(),
          '', '', '', '', '', '', '', '',
          jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email')),
          ${fullName === null ? sql.json({}) : sql.json({ full_name: fullName })},
          now(), now())
        returning id`;
      const id = user!.id;
      await tx`
        insert into auth.identities (id, user_id, provider, provider_id, identity_data, created_at, updated_at)
        values (${id}, ${id}, 'email', ${id},
          jsonb_build_object('sub', ${id}::text, 'email', ${email}::text, 'email_verified', true),
          now(), now())`;
      return id;
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * Sends the password-reset e-mail of the site's "Forgot password" flow, linking to the
 * site's /reset-password page (shared-platform's RESET_PASSWORD_PATH).
 */
export async function sendPasswordReset(
  client: DatabaseClient,
  email: string,
  siteOrigin: string,
): Promise<void> {
  const { error } = await client.auth.resetPasswordForEmail(email, {
    redirectTo: `${siteOrigin}/reset-password`,
  });
  if (error) {
    throw new ApiCallError('sending the password-reset e-mail', {
      error: { message: error.message, code: error.code ?? null },
      status: error.status ?? 0,
    });
  }
}
