import { useAuthStore, useOverlays, type AuthStatus } from '@nyaya/shared-platform';
import { useCallback } from 'react';

/**
 * Runs `action` for a signed-in user; a visitor gets the shell's login dialog instead. While the
 * session is still being read it waits rather than guess: a signed-in user is never asked to log
 * in.
 */
export function useWhenSignedIn(action: () => void): () => void {
  return useCallback(() => {
    const decide = (status: AuthStatus) => {
      if (status === 'signedIn') action();
      else useOverlays.getState().open({ kind: 'auth', portal: 'client', tab: 'login' });
    };
    const { status } = useAuthStore.getState();
    if (status !== 'loading') {
      decide(status);
      return;
    }
    const unsubscribe = useAuthStore.subscribe((state) => {
      if (state.status === 'loading') return;
      unsubscribe();
      decide(state.status);
    });
  }, [action]);
}
