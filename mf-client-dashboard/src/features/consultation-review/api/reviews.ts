import { loadSupabaseClient, toDataError } from '@nyaya/shared-platform';
import { toClientReview, type ClientReview } from '../model/review';
import type { ReviewValues } from '../model/reviewSchema';

/** The columns the client side reads; RLS lets the author read their own reviews. */
const REVIEW_COLUMNS = 'id, request_id, rating, body, created_at, edited_at, hidden_at';

/**
 * The signed-in client's reviews (`client_id` = them), for the dashboard's cards: one query
 * for every request. Throws DataError.
 */
export async function listClientReviews(clientId: string): Promise<ClientReview[]> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase
    .from('lawyer_reviews')
    .select(REVIEW_COLUMNS)
    .eq('client_id', clientId);
  if (error) throw toDataError(error, status);
  return (data ?? []).map(toClientReview);
}

/**
 * The caller's review of one consultation request, or null when they have not reviewed it (or
 * may not see it: the database shows a review to its author, its lawyer and support staff).
 * Throws DataError.
 */
export async function fetchReviewOfRequest(requestId: string): Promise<ClientReview | null> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase
    .from('lawyer_reviews')
    .select(REVIEW_COLUMNS)
    .eq('request_id', requestId)
    .maybeSingle();
  if (error) throw toDataError(error, status);
  return data && toClientReview(data);
}

/**
 * Posts the client's review of a completed request (`review_consultation`); the database checks
 * that the caller is its client, that it is completed and not yet reviewed, and answers with its
 * sentence otherwise. Throws DataError.
 */
export async function postReview(requestId: string, values: ReviewValues): Promise<ClientReview> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase.rpc('review_consultation', {
    request_id: requestId,
    rating: values.rating,
    body: values.body ?? '',
  });
  if (error) throw toDataError(error, status);
  return toClientReview(data);
}

/**
 * Changes the stars and text of the caller's review (`edit_review`): within 14 days of posting,
 * never once hidden (the database decides). Throws DataError.
 */
export async function editReview(reviewId: string, values: ReviewValues): Promise<ClientReview> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase.rpc('edit_review', {
    review_id: reviewId,
    rating: values.rating,
    body: values.body ?? '',
  });
  if (error) throw toDataError(error, status);
  return toClientReview(data);
}
