import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '@nyaya/db';
import { getRuntimeConfig } from '@nyaya/shared-platform';

/** A PostgREST client for the public schema, typed by the generated `Database` types. */
export type PublicDirectoryClient = PostgrestClient<Database>;

let cached: { backend: string; client: PublicDirectoryClient } | null = null;

/**
 * The client of the directory's public reads (ADR 0017). The directory is the same for everyone,
 * so it reads as the anonymous role with the publishable key, exactly the headers supabase-js
 * sends before anyone signs in, through postgrest-js alone: supabase-js would bring auth,
 * realtime and storage (57 KB gzip) to a page that only reads. Rebuilt when the runtime config
 * names another backend.
 */
export function publicDirectoryClient(): PublicDirectoryClient {
  const { url, anonKey } = getRuntimeConfig().supabase;
  const backend = `${url}\n${anonKey}`;
  if (cached?.backend !== backend) {
    const client = new PostgrestClient<Database>(new URL('rest/v1', withSlash(url)).href, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    });
    cached = { backend, client };
    return client;
  }
  return cached.client;
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);
