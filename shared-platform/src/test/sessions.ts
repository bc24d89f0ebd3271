import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import type { AuthSessionSource } from '../auth/store';

/** A session as supabase-js hands it over, with the given user metadata. */
export function fakeSession(metadata: Record<string, unknown> = {}, id = 'user-1'): Session {
  return {
    access_token: `access-${id}`,
    refresh_token: `refresh-${id}`,
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user: {
      id,
      email: `${id}@nyaya.test`,
      aud: 'authenticated',
      app_metadata: {},
      user_metadata: metadata,
      created_at: '2026-11-21T00:00:00Z',
    },
  } as Session;
}

/** A stand-in for supabase.auth that lets a test emit auth events. */
export function fakeAuthSource(initialSession: Session | null = null) {
  let listener: ((event: AuthChangeEvent, session: Session | null) => void) | null = null;
  let resolveInitial!: (session: Session | null) => void;
  const initial = new Promise<Session | null>((resolve) => (resolveInitial = resolve));
  let unsubscribed = false;

  const source: AuthSessionSource = {
    getSession: async () => ({ data: { session: await initial }, error: null }),
    onAuthStateChange(callback) {
      listener = callback;
      return { data: { subscription: { unsubscribe: () => (unsubscribed = true) } } };
    },
  };
  return {
    source,
    resolveInitialSession: () => resolveInitial(initialSession),
    emit(event: AuthChangeEvent, session: Session | null) {
      if (!listener) throw new Error('no listener subscribed');
      listener(event, session);
    },
    get unsubscribed() {
      return unsubscribed;
    },
  };
}
