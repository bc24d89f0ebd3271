import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@nyaya/db';
import { getRuntimeConfig } from '../config/runtimeConfigStore';
import { reportError } from '../observability/sentry';
import { DataError } from './DataError';
import { authStorageKey } from './storageKey';

/** The page's supabase-js client, typed by the generated `Database` types. */
export type DatabaseClient = SupabaseClient<Database>;

type ClientListener = (client: DatabaseClient) => void;

interface ClientEntry {
  /** The url and key the client was made for; a new config means a new client. */
  backend: string;
  client: Promise<DatabaseClient>;
}

let entry: ClientEntry | null = null;
let created: DatabaseClient | null = null;
const listeners = new Set<ClientListener>();

/**
 * The page's one supabase-js client, created on first use from the runtime config (and again
 * if the config names another backend). supabase-js is imported here, dynamically, so a page
 * that never talks to the backend never downloads it; as a Module Federation shared singleton
 * it is still one instance per page. Concurrent callers share one client.
 * Only a feature's `api/` modules and this package's auth module call it (docs/adr/0010; lint).
 */
export async function loadSupabaseClient(): Promise<DatabaseClient> {
  const { url, anonKey } = getRuntimeConfig().supabase;
  const backend = `${url}\n${anonKey}`;
  if (!entry || entry.backend !== backend) {
    const next: ClientEntry = {
      backend,
      client: createClientFor(url, anonKey, () => entry === next),
    };
    entry = next;
    created = null;
    // A failed chunk load must not stick: the next caller tries again.
    next.client.catch(() => {
      if (entry === next) entry = null;
    });
  }
  return entry.client;
}

async function createClientFor(
  url: string,
  anonKey: string,
  isCurrent: () => boolean,
): Promise<DatabaseClient> {
  const { createClient } = await importSupabaseJs();
  const client = createClient<Database>(url, anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      storageKey: authStorageKey(url),
      // The e-mail confirmation and Google redirects return tokens in the URL fragment
      // (#access_token=...), which only the implicit flow reads.
      flowType: 'implicit',
    },
  });
  // A client whose config was replaced while supabase-js loaded is handed to its callers
  // only; the page follows the current one.
  if (isCurrent()) {
    created = client;
    // A failing listener must not fail the load: the next caller would make a second client.
    for (const listener of listeners) {
      try {
        listener(client);
      } catch (error) {
        reportError(error, { during: 'followSupabaseClient' });
      }
    }
  }
  return client;
}

async function importSupabaseJs(): Promise<typeof import('@supabase/supabase-js')> {
  try {
    return await import('@supabase/supabase-js');
  } catch (error) {
    // For the user a chunk that cannot load is the backend not answering; callers promise
    // DataError (status 0: nothing answered).
    throw new DataError('The backend client could not be loaded.', {
      reason: 'network',
      status: 0,
      cause: error,
    });
  }
}

/**
 * Calls `listener` with the page's client if one exists, and with every client created from
 * now on, before any caller of loadSupabaseClient() receives it (so the auth store sees every
 * auth event). Does not create a client. Returns the unsubscribe.
 */
export function followSupabaseClient(listener: ClientListener): () => void {
  listeners.add(listener);
  if (created) listener(created);
  return () => {
    listeners.delete(listener);
  };
}
