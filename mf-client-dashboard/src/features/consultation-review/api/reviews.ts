import { loadSupabaseClient, toDataError } from '@nyaya/shared-platform';
import type { SupabaseClient } from '@supabase/supabase-js';
import { toClientReview, type ClientReview, type ClientReviewRow } from '../model/review';
import type { ReviewValues } from '../model/reviewSchema';

/** A row of lawyer_reviews (supabase/migrations/20261202000000_lawyer_reviews.sql). */
type LawyerReviewRow = ClientReviewRow & {
  lawyer_id: string;
  client_id: string;
  reviewer_name: string;
  reply: string | null;
  replied_at: string | null;
  hidden_reason: string | null;
};

/**
 * The part of the database this feature uses, in the shape of `@nyaya/db`'s generated
 * `Database`, until the generated types include the reviews.
 */
type ReviewsDatabase = {
  public: {
    Tables: {
      lawyer_reviews: {
        Row: LawyerReviewRow;
        Insert: never;
        Update: never;
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: {
      review_consultation: {
        Args: { request_id: string; rating: number; body?: string };
        Returns: LawyerReviewRow;
        SetofOptions: { from: '*'; to: 'lawyer_reviews'; isOneToOne: true; isSetofReturn: false };
      };
      edit_review: {
        Args: { review_id: string; rating: number; body?: string };
        Returns: LawyerReviewRow;
        SetofOptions: { from: '*'; to: 'lawyer_reviews'; isOneToOne: true; isSetofReturn: false };
      };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};

async function reviewsClient(): Promise<SupabaseClient<ReviewsDatabase>> {
  return (await loadSupabaseClient()) as unknown as SupabaseClient<ReviewsDatabase>;
}

/** The columns the client side reads; RLS lets the author read their own reviews. */
const REVIEW_COLUMNS = 'id, request_id, rating, body, created_at, edited_at, hidden_at';

/**
 * The signed-in client's reviews (`client_id` = them), for the dashboard's cards: one query
 * for every request. Throws DataError.
 */
export async function listClientReviews(clientId: string): Promise<ClientReview[]> {
  const supabase = await reviewsClient();
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
  const supabase = await reviewsClient();
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
  const supabase = await reviewsClient();
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
  const supabase = await reviewsClient();
  const { data, error, status } = await supabase.rpc('edit_review', {
    review_id: reviewId,
    rating: values.rating,
    body: values.body ?? '',
  });
  if (error) throw toDataError(error, status);
  return toClientReview(data);
}
