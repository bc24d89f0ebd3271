import { reportRemoteError } from '@nyaya/shared-platform';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { REMOTE_NAME } from '../../../remote';
import { clientReviewsQuery } from '../api/queries';
import type { ClientReview } from '../model/review';

/**
 * The signed-in client's reviews by request id, one query for the whole dashboard, read only
 * when `needed` (a completed request is on it). Null while they load, or when they could not be
 * loaded (reported: the cards then offer nothing rather than a rating the client may already
 * have given).
 */
export function useClientReviews(
  clientId: string | null,
  needed: boolean,
): ReadonlyMap<string, ClientReview> | null {
  const query = clientReviewsQuery(clientId);
  const { data, error } = useQuery({ ...query, enabled: query.enabled && needed });

  useEffect(() => {
    if (error) reportRemoteError(REMOTE_NAME, error, { during: 'load client reviews' });
  }, [error]);

  return useMemo(
    () => (data ? new Map(data.map((review) => [review.requestId, review])) : null),
    [data],
  );
}
