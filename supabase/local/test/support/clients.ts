import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import ws from 'ws';
import type { Database, DatabaseClient } from '../../src/types/database.ts';
import { fixturePassword, type FixtureUser } from './fixtures.ts';

export const env = () => inject('env');

function client(key: string, accessToken?: string): DatabaseClient {
  return createClient<Database>(env().apiUrl, key, {
    // Node 20 has no global WebSocket; supabase-js needs one even when realtime is unused.
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : undefined,
  });
}

/**
 * The same client without the generated types, for code that addresses any relation alike or
 * sends on purpose what the types rule out (bad input, writes into read-only views).
 */
export const untyped = (client: DatabaseClient): SupabaseClient => client;

/** A visitor: the publishable key and no session. */
export const anonClient = () => client(env().publishableKey);

/** The service role: bypasses RLS, as reviewers' tools do. */
export const serviceClient = () => client(env().secretKey);

const tokens = new Map<string, Promise<string>>();

/** A client signed in as `user` through the auth API (sessions are cached per file). */
export async function signedInClient(user: FixtureUser): Promise<DatabaseClient> {
  let token = tokens.get(user.email);
  if (!token) {
    token = (async () => {
      const { data, error } = await anonClient().auth.signInWithPassword({
        email: user.email,
        password: fixturePassword,
      });
      if (error || !data.session) throw new Error(`Sign-in failed for ${user.email}: ${error?.message}`);
      return data.session.access_token;
    })();
    tokens.set(user.email, token);
  }
  return client(env().publishableKey, await token);
}

/** A unique Indian mobile number, so rate limits never couple two tests. */
export function uniqueMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}
