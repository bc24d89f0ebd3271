import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getRuntimeConfig } from '../config/runtimeConfigStore';

let client: SupabaseClient | null = null;
let clientFor = '';

/**
 * The page's one supabase-js client, created on first use from the runtime config.
 * Only repository and auth-api modules of this package may call it (DESIGN 7).
 */
export function getSupabaseClient(): SupabaseClient {
  const { url, anonKey } = getRuntimeConfig().supabase;
  const key = `${url}\n${anonKey}`;
  if (!client || clientFor !== key) {
    client = createClient(url, anonKey, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        // The e-mail confirmation and Google redirects return tokens in the URL fragment
        // (#access_token=...), which only the implicit flow reads.
        flowType: 'implicit',
      },
    });
    clientFor = key;
  }
  return client;
}
