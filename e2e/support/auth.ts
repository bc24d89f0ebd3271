/**
 * Signed-in pages without going through the sign-in UI: a seeded demo account signs in with
 * supabase-js (the key and URL the site's config.json names), and the session is placed where
 * the page's supabase-js client looks for it (localStorage `sb-<host>-auth-token`). For tests
 * whose subject is not signing in (dashboards as a place to go).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { createClient, type Session } from '@supabase/supabase-js';
import ws from 'ws';
import { demoAccounts, demoPassword } from '@nyaya/local-supabase';
import { shellOrigin } from './apps.ts';
import { fetchRuntimeConfig } from './runtime-config.ts';

export type DemoAccount = (typeof demoAccounts)[number];
export type DemoEmail = DemoAccount['email'];

/** supabase-js's default storage key for a project URL. */
export function authStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

export async function signInWithPassword(
  email: string,
  password = demoPassword,
): Promise<{ session: Session; supabaseUrl: string }> {
  const { supabase } = await fetchRuntimeConfig(shellOrigin);
  const client = createClient(supabase.url, supabase.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) {
    throw new Error(`Could not sign in as ${email}: ${error?.message ?? 'no session'}`);
  }
  return { session: data.session, supabaseUrl: supabase.url };
}

/**
 * Every document `target` loads starts signed in as `email` when no session is stored yet
 * (a session the page refreshed is kept).
 */
export async function startSignedIn(
  target: Page | BrowserContext,
  email: DemoEmail,
): Promise<Session> {
  const { session, supabaseUrl } = await signInWithPassword(email);
  await target.addInitScript(
    ({ key, value }) => {
      try {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
      } catch {
        // opaque origins (about:blank) have no storage
      }
    },
    { key: authStorageKey(supabaseUrl), value: JSON.stringify(session) },
  );
  return session;
}
