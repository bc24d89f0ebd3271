import { reportRemoteError } from '@nyaya/shared-platform';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { REMOTE_NAME } from '../../../remote';
import { clientRequestsQuery } from '../api/queries';
import type { ClientRequest } from '../model/clientRequest';
import { summarizeRequests, type RequestSummary } from '../model/summary';

export type ClientRequestsState =
  | { status: 'loading' }
  /** Nothing to show: the first load failed. */
  | { status: 'error'; error: Error; retrying: boolean; retry: () => void }
  | { status: 'ready'; requests: ClientRequest[]; summary: RequestSummary };

/**
 * The signed-in client's requests and their counters. Once a list has loaded it stays on
 * screen: a background refetch that fails is reported, not shown over it.
 */
export function useClientRequests(clientId: string | null): ClientRequestsState {
  const query = useQuery(clientRequestsQuery(clientId));
  const { data, error, isFetching, refetch } = query;

  useEffect(() => {
    if (error) reportRemoteError(REMOTE_NAME, error, { during: 'load client requests' });
  }, [error]);

  const summary = useMemo(() => data && summarizeRequests(data), [data]);

  if (data && summary) return { status: 'ready', requests: data, summary };
  if (error) {
    return { status: 'error', error, retrying: isFetching, retry: () => void refetch() };
  }
  return { status: 'loading' };
}
