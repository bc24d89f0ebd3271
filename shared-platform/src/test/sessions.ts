import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import type { AuthSessionSource } from '../auth/store';

export { fakeSession } from '../testing/render-with-providers';

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
