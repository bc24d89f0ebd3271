import { reportRemoteError } from '@nyaya/shared-platform';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { REMOTE_NAME } from '../../../remote';
import { aiConsultationsQuery } from '../api/queries';
import type { AiConsultation } from '../model/aiConsultation';

export type AiConsultationsState =
  /** Also while there is no session yet: the query waits for one. */
  | { status: 'loading' }
  /** Nothing to show: the first load failed. */
  | { status: 'error'; error: Error; retrying: boolean; retry: () => void }
  | { status: 'ready'; consultations: AiConsultation[] };

/**
 * The signed-in user's past consultations, newest first. Once a list has loaded it stays on
 * screen: a background refetch that fails is reported, not shown over it.
 */
export function useAiConsultations(userId: string | null): AiConsultationsState {
  const { data, error, isFetching, refetch } = useQuery(aiConsultationsQuery(userId));

  useEffect(() => {
    if (error) reportRemoteError(REMOTE_NAME, error, { during: 'load AI consultations' });
  }, [error]);

  if (data) return { status: 'ready', consultations: data };
  if (error) {
    return { status: 'error', error, retrying: isFetching, retry: () => void refetch() };
  }
  return { status: 'loading' };
}
