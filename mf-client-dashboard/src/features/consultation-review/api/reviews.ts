import {
  loadSupabaseClient,
  toDataError,
  type DataErrorMessages,
  type QualifiedKey,
} from '@nyaya/shared-platform';
import { toClientReview, type ClientReview } from '../model/review';
import type { ReviewValues } from '../model/reviewSchema';

/** The database's refusals of a review or an edit, in its words (docs/product/reviews.md). */
export const REVIEW_ERROR_MESSAGES = {
  sentences: [
    {
      match: 'Choose a rating from 1 to 5 stars.',
      key: 'mf_client_dashboard:review.validation.ratingRequired',
    },
    {
      match: 'Your review can be at most 2,000 characters.',
      key: 'mf_client_dashboard:review.validation.bodyTooLong',
    },
    {
      match: 'Write some words in your review, or leave it empty.',
      key: 'mf_client_dashboard:review.validation.bodyNeedsWords',
    },
    {
      match:
        'This review can no longer be edited: reviews can be edited for 14 days after posting.',
      key: 'mf_client_dashboard:review.notEditable.expired',
    },
    {
      match: 'This review was hidden by our team and can no longer be edited.',
      key: 'mf_client_dashboard:review.notEditable.hidden',
    },
    {
      match: 'Only a completed consultation can be reviewed.',
      key: 'mf_client_dashboard:refusals.onlyCompletedReviewed',
    },
    {
      match: 'You have already reviewed this consultation. You can edit your review instead.',
      key: 'mf_client_dashboard:refusals.alreadyReviewed',
    },
    { match: 'This review was not found.', key: 'mf_client_dashboard:refusals.reviewNotFound' },
    {
      match: 'This consultation was not found.',
      key: 'mf_client_dashboard:refusals.consultationNotFound',
    },
  ],
} as const satisfies {
  sentences: ReadonlyArray<{ match: string; key: QualifiedKey<'mf_client_dashboard'> }>;
} & DataErrorMessages;

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
  if (error) throw toDataError(error, status, REVIEW_ERROR_MESSAGES);
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
  if (error) throw toDataError(error, status, REVIEW_ERROR_MESSAGES);
  return toClientReview(data);
}
