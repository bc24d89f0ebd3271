import { reportRemoteError } from '@nyaya/shared-platform';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { REMOTE_NAME } from '../../../remote';
import { lawyerRequestsQuery } from '../api/queries';
import { countCases, splitCaseRequests, type CaseCounts, type CaseLists } from '../model/caseLists';

export type LawyerCasesState =
  /** Not approved: nothing is read, and every counter is 0. */
  | { status: 'unapproved' }
  | { status: 'loading' }
  /** Nothing to show: the first load failed. */
  | { status: 'error'; error: Error; retrying: boolean; retry: () => void }
  | { status: 'ready'; lists: CaseLists; counts: CaseCounts };

/**
 * The approved lawyer's open requests and cases, split and counted. Once the lists have loaded
 * they stay on screen: a background refetch that fails is reported, not shown over them.
 */
export function useLawyerCases(lawyerId: string, approved: boolean): LawyerCasesState {
  const { data, error, isFetching, refetch } = useQuery(lawyerRequestsQuery(lawyerId, approved));

  useEffect(() => {
    if (error) reportRemoteError(REMOTE_NAME, error, { during: 'load lawyer requests' });
  }, [error]);

  const lists = useMemo(() => data && splitCaseRequests(data, lawyerId), [data, lawyerId]);
  const counts = useMemo(() => lists && countCases(lists), [lists]);

  if (!approved) return { status: 'unapproved' };
  if (lists && counts) return { status: 'ready', lists, counts };
  if (error) return { status: 'error', error, retrying: isFetching, retry: () => void refetch() };
  return { status: 'loading' };
}
