import { DataError, useAuthStore, type AuthState } from '@nyaya/shared-platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { submitConsultationRequestMutation } from '../api/mutations';
import type { ConsultationRequestValues } from '../model/consultationRequestSchema';

export type SubmitOutcome =
  | { status: 'submitted' }
  /** Nobody is signed in, or the session ended on the way: nothing was stored. */
  | { status: 'signedOut' }
  | { status: 'failed'; error: unknown };

const signedInUserId = (state: AuthState) =>
  state.status === 'signedIn' ? (state.user?.id ?? null) : null;

/**
 * The signed-in user's id, or null when signed out. While the session is still being read it
 * waits rather than guess: a signed-in user must never be asked to log in.
 */
function settledUserId(): Promise<string | null> {
  const state = useAuthStore.getState();
  if (state.status !== 'loading') return Promise.resolve(signedInUserId(state));
  return new Promise((resolve) => {
    const unsubscribe = useAuthStore.subscribe((next) => {
      if (next.status === 'loading') return;
      unsubscribe();
      resolve(signedInUserId(next));
    });
  });
}

function endedTheSession(error: unknown): boolean {
  return (
    (error instanceof DataError && error.reason === 'session-expired') ||
    useAuthStore.getState().status === 'signedOut'
  );
}

/**
 * Submits the form's values as the signed-in client, addressed to `lawyerId` (null: open to any
 * lawyer), and says how it went. The caller keeps one submit in flight at a time.
 */
export function useSubmitConsultationRequest(
  lawyerId: string | null,
): (values: ConsultationRequestValues) => Promise<SubmitOutcome> {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation(submitConsultationRequestMutation(queryClient));

  return useCallback(
    async (values) => {
      const clientId = await settledUserId();
      if (!clientId) return { status: 'signedOut' };
      try {
        await mutateAsync({ ...values, clientId, lawyerId });
        return { status: 'submitted' };
      } catch (error) {
        return endedTheSession(error) ? { status: 'signedOut' } : { status: 'failed', error };
      }
    },
    [mutateAsync, lawyerId],
  );
}
