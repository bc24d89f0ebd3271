import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { create } from 'zustand';
import type { UserRole } from './roles';
import { getRuntimeConfig, hasRuntimeConfig } from '../config/runtimeConfigStore';
import { followSupabaseClient, loadSupabaseClient } from '../supabase/client';
import { authStorageKey } from '../supabase/storageKey';
import { displayNameFromMetadata, roleFromMetadata } from './roles';
import { browserStorage, mayHaveSession, sessionStorageKeys } from './sessionHints';

export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

/**
 * The signed-in user as the UI sees it. `role` is for routing and labels only: the database
 * decides permissions (users can edit their own metadata).
 */
export interface AuthState {
  status: AuthStatus;
  session: Session | null;
  user: User | null;
  role: UserRole | null;
  displayName: string | null;
}

const loadingState: AuthState = {
  status: 'loading',
  session: null,
  user: null,
  role: null,
  displayName: null,
};

export const useAuthStore = create<AuthState>()(() => loadingState);

/** The state for a session, or signed out for none. */
export function authStateFromSession(session: Session | null): AuthState {
  if (!session) {
    return { status: 'signedOut', session: null, user: null, role: null, displayName: null };
  }
  const metadata = session.user.user_metadata;
  return {
    status: 'signedIn',
    session,
    user: session.user,
    role: roleFromMetadata(metadata),
    displayName: displayNameFromMetadata(metadata),
  };
}

/** The part of supabase-js auth the listener uses (injectable for tests and dev hosts). */
export interface AuthSessionSource {
  getSession(): Promise<{ data: { session: Session | null }; error: unknown }>;
  onAuthStateChange(callback: (event: AuthChangeEvent, session: Session | null) => void): {
    data: { subscription: { unsubscribe(): void } };
  };
}

type Subscription = { unsubscribe(): void };
type IsStopped = () => boolean;

/**
 * Keeps useAuthStore in step with supabase-js: reads the initial session, then follows
 * INITIAL_SESSION, SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED and
 * MFA_CHALLENGE_VERIFIED. Call once per page (the shell, or a remote's dev host), after
 * setRuntimeConfig(). Returns the unsubscribe.
 *
 * Without `auth`, supabase-js is loaded only if the page can have a session (sessionHints.ts);
 * otherwise the store is signed out at once and the client is followed from whenever something
 * else creates it (a sign-in, a repository), or another tab stores a session.
 */
export function startAuthListener(auth?: AuthSessionSource): () => void {
  return auth ? followSource(auth) : followLazyClient();
}

function followSource(auth: AuthSessionSource): () => void {
  let stopped = false;
  const isStopped = () => stopped;
  const subscription = listen(auth, isStopped);
  readInitialSession(auth, isStopped);
  return () => {
    stopped = true;
    subscription.unsubscribe();
  };
}

function followLazyClient(): () => void {
  // Throws before anything is set up if the config is not loaded yet.
  const storageKey = authStorageKey(getRuntimeConfig().supabase.url);
  let stopped = false;
  const isStopped = () => stopped;
  let subscription: Subscription | null = null;
  // Whether this page has (or is getting) a client; until then nothing can be signed in.
  let usesClient = false;

  const stopFollowing = followSupabaseClient((client) => {
    usesClient = true;
    subscription?.unsubscribe();
    subscription = listen(client.auth, isStopped);
  });

  const location = window.location;
  if (usesClient || mayHaveSession({ storageKey, storage: browserStorage(), location })) {
    usesClient = true;
    void loadSupabaseClient().then(
      (client) => readInitialSession(client.auth, isStopped),
      () => settleInitialSession(null, isStopped),
    );
  } else {
    useAuthStore.setState(authStateFromSession(null));
  }

  // supabase-js tells its other tabs about a new session only when they have a client too; a
  // tab that never loaded it learns from localStorage instead.
  const onStorage = (event: StorageEvent) => {
    if (stopped || !hasRuntimeConfig()) return;
    const keys = sessionStorageKeys(authStorageKey(getRuntimeConfig().supabase.url));
    // `key` is null when another tab cleared localStorage.
    if (event.key !== null && !keys.includes(event.key)) return;
    if (event.newValue === null && !usesClient) return;
    usesClient = true;
    void loadSupabaseClient()
      .then((client) => client.auth.getSession())
      .then(
        ({ data }) => {
          if (!stopped) useAuthStore.setState(authStateFromSession(data.session));
        },
        // Nothing to follow without supabase-js; the next change tries again.
        () => undefined,
      );
  };
  window.addEventListener('storage', onStorage);

  return () => {
    stopped = true;
    subscription?.unsubscribe();
    stopFollowing();
    window.removeEventListener('storage', onStorage);
  };
}

function listen(auth: AuthSessionSource, isStopped: IsStopped): Subscription {
  // Every event carries the current session (null after sign-out), so one rule covers all.
  // No supabase call may run inside this callback: auth-js holds its lock while it runs.
  const {
    data: { subscription },
  } = auth.onAuthStateChange((_event, session) => {
    if (!isStopped()) useAuthStore.setState(authStateFromSession(session));
  });
  return subscription;
}

function readInitialSession(auth: AuthSessionSource, isStopped: IsStopped): void {
  void auth.getSession().then(
    ({ data }) => settleInitialSession(data.session, isStopped),
    () => settleInitialSession(null, isStopped),
  );
}

function settleInitialSession(session: Session | null, isStopped: IsStopped): void {
  // An event may already have told us something newer.
  if (!isStopped() && useAuthStore.getState().status === 'loading') {
    useAuthStore.setState(authStateFromSession(session));
  }
}

/** Back to 'loading' with no user (tests, or a dev host switching users). */
export function resetAuthStore(): void {
  useAuthStore.setState(loadingState, true);
}
