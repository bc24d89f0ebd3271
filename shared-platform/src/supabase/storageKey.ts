/**
 * Where supabase-js keeps a project's session in localStorage: its default key,
 * `sb-<first label of the host>-auth-token` (@supabase/supabase-js SupabaseClient constructor).
 * The client is created with this key explicitly, so the start-up check that decides whether
 * supabase-js is needed at all (auth/sessionHints.ts) and the client can never disagree, and
 * sessions stored under the default key stay valid.
 */
export function authStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}
