import { PENDING_USER_TYPE_KEY } from './api';

/**
 * URL parameters with which the auth server sends the browser back to the site. auth-js reads
 * hash and query alike: the implicit flow (ours) returns `#access_token=` or `#error=`;
 * `code` is the PKCE return, checked only to be safe.
 */
const AUTH_REDIRECT_PARAMS = ['access_token', 'error', 'error_description', 'error_code', 'code'];

type ReadableStorage = Pick<Storage, 'getItem'>;

export interface SessionHintSources {
  /** supabase-js's storage key for the project (supabase/storageKey.ts). */
  storageKey: string;
  /** localStorage, or null where the browser refuses it (then supabase-js persists nothing). */
  storage: ReadableStorage | null;
  location: Pick<Location, 'hash' | 'search'>;
}

/**
 * Whether this page can have a session, decided without supabase-js: a session it stored, an
 * auth redirect in the URL, or a Google sign-in on its way back. False means signed out for
 * sure, which most first-time visitors are.
 */
export function mayHaveSession({ storageKey, storage, location }: SessionHintSources): boolean {
  return (
    hasAuthRedirectParams(location) ||
    sessionStorageKeys(storageKey).some((key) => readItem(storage, key) !== null) ||
    readItem(storage, PENDING_USER_TYPE_KEY) !== null
  );
}

/**
 * The localStorage entries in which supabase-js keeps a session: the session itself, and the
 * user when auth-js stores it apart (`-user`). auth-js does not chunk localStorage values
 * (chunking is @supabase/ssr's, for cookies). Its `-code-verifier` entries belong to a PKCE
 * sign-in, which can only complete with `?code=` in the URL (checked above); counting them
 * would let a stale verifier load supabase-js on every visit.
 */
export function sessionStorageKeys(storageKey: string): string[] {
  return [storageKey, `${storageKey}-user`];
}

export function hasAuthRedirectParams({
  hash,
  search,
}: Pick<Location, 'hash' | 'search'>): boolean {
  const fromHash = new URLSearchParams(hash.replace(/^#/, ''));
  const fromQuery = new URLSearchParams(search);
  return AUTH_REDIRECT_PARAMS.some((name) => fromHash.has(name) || fromQuery.has(name));
}

/** The page's localStorage, or null where reading it throws (blocked storage, opaque origins). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readItem(storage: ReadableStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
