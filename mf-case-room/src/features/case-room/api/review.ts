import { loadSupabaseClient, toDataError } from '@nyaya/shared-platform';
import { queryOptions } from '@tanstack/react-query';

/**
 * The client's review of the room's request (docs/product/reviews.md), as the room shows it.
 * Posting and editing are mf_client_dashboard's `rate-consultation` dialog's.
 */
export interface OwnReview {
  rating: number;
  createdAt: string;
  /** Set when our team hid it. */
  hiddenAt: string | null;
}

/** The caller's review of the request, or null when they have not reviewed it. Throws DataError. */
export async function fetchOwnReview(
  requestId: string,
  clientId: string,
): Promise<OwnReview | null> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase
    .from('lawyer_reviews')
    .select('rating, created_at, hidden_at')
    .eq('request_id', requestId)
    .eq('client_id', clientId)
    .maybeSingle();
  if (error) throw toDataError(error, status);
  return data && { rating: data.rating, createdAt: data.created_at, hiddenAt: data.hidden_at };
}

/** A review can be edited for 14 days (336 hours) after it was posted. */
const EDIT_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;

/** When editing ends (ISO timestamp), or null once it has, or once the review is hidden. */
export function editableUntil(review: OwnReview, now: number = Date.now()): string | null {
  if (review.hiddenAt) return null;
  const until = Date.parse(review.createdAt) + EDIT_WINDOW_MS;
  return Number.isNaN(until) || until <= now ? null : new Date(until).toISOString();
}

export const reviewKeys = {
  own: (requestId: string, clientId: string) =>
    ['mf_case_room', 'review', requestId, clientId] as const,
};

/** The client's review of a completed request's room. */
export function ownReviewQuery(requestId: string, clientId: string) {
  return queryOptions({
    queryKey: reviewKeys.own(requestId, clientId),
    queryFn: () => fetchOwnReview(requestId, clientId),
  });
}
