import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { create } from 'zustand';
import type { UserRole } from '../domain/types';
import { getSupabaseClient } from '../supabase/client';
import { displayNameFromMetadata, roleFromMetadata } from './roles';

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

/**
 * Keeps useAuthStore in step with supabase-js: reads the initial session, then follows
 * INITIAL_SESSION, SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED and
 * MFA_CHALLENGE_VERIFIED. Call once per page (the shell, or a remote's dev host).
 * Returns the unsubscribe.
 */
export function startAuthListener(auth: AuthSessionSource = getSupabaseClient().auth): () => void {
  let stopped = false;

  // Every event carries the current session (null after sign-out), so one rule covers all.
  // No supabase call may run inside this callback: auth-js holds its lock while it runs.
  const {
    data: { subscription },
  } = auth.onAuthStateChange((_event, session) => {
    if (!stopped) useAuthStore.setState(authStateFromSession(session));
  });

  void auth.getSession().then(
    ({ data }) => {
      // An event may already have told us something newer.
      if (!stopped && useAuthStore.getState().status === 'loading') {
        useAuthStore.setState(authStateFromSession(data.session));
      }
    },
    () => {
      if (!stopped && useAuthStore.getState().status === 'loading') {
        useAuthStore.setState(authStateFromSession(null));
      }
    },
  );

  return () => {
    stopped = true;
    subscription.unsubscribe();
  };
}

/** Back to 'loading' with no user (tests, or a dev host switching users). */
export function resetAuthStore(): void {
  useAuthStore.setState(loadingState, true);
}
