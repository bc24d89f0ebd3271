import { queryOptions } from '@tanstack/react-query';
import { fetchReviewOfRequest, listClientReviews } from './reviews';

/**
 * Query keys of the client's reviews. Posting or editing one invalidates `all`: the dashboard's
 * cards behind the dialog show the new stars (they share the page's query client).
 */
export const reviewKeys = {
  all: ['mf_client_dashboard', 'reviews'] as const,
  ofClient: (clientId: string) => [...reviewKeys.all, 'client', clientId] as const,
  ofRequest: (requestId: string) => [...reviewKeys.all, 'request', requestId] as const,
};

/** The signed-in client's reviews; idle until there is a client id. */
export function clientReviewsQuery(clientId: string | null | undefined) {
  return queryOptions({
    queryKey: reviewKeys.ofClient(clientId ?? ''),
    queryFn: () => listClientReviews(clientId ?? ''),
    enabled: Boolean(clientId),
  });
}

/** The caller's review of one request, null when there is none yet. */
export function reviewOfRequestQuery(requestId: string) {
  return queryOptions({
    queryKey: reviewKeys.ofRequest(requestId),
    queryFn: () => fetchReviewOfRequest(requestId),
  });
}
