import { loadSupabaseClient, toDataError, type DataErrorMessages } from '@nyaya/shared-platform';
import { publicDirectoryClient } from '../../lawyer-directory/api/publicDirectoryClient';
import { toLawyerReview, type LawyerReview } from '../model/review';

/** Reviews per page of the profile's 'Reviews' section (docs/product/reviews.md). */
export const REVIEWS_PAGE_SIZE = 5;

/** The columns of public.lawyer_review_list that the section shows, named one by one. */
export const LAWYER_REVIEW_COLUMNS =
  'id, lawyer_id, rating, body, reviewer_name, created_at, edited_at, reply, replied_at';

export interface ReviewPage {
  reviews: LawyerReview[];
  /** Whether older reviews follow this page. */
  hasMore: boolean;
}

/**
 * One page of a lawyer's visible reviews, newest first (ties by id, so pages never overlap).
 * Public like the profile, so it reads as the anonymous role; it asks for one review more than
 * a page to know whether 'Show more reviews' has anything to show. Throws DataError.
 */
export async function listLawyerReviews(lawyerId: string, page = 0): Promise<ReviewPage> {
  const from = page * REVIEWS_PAGE_SIZE;
  const { data, error, status } = await publicDirectoryClient()
    .from('lawyer_review_list')
    .select(LAWYER_REVIEW_COLUMNS)
    .eq('lawyer_id', lawyerId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + REVIEWS_PAGE_SIZE);
  if (error) throw toDataError(error, status);
  const rows = data ?? [];
  return {
    reviews: rows.slice(0, REVIEWS_PAGE_SIZE).flatMap((row) => toLawyerReview(row) ?? []),
    hasMore: rows.length > REVIEWS_PAGE_SIZE,
  };
}

/**
 * The database's refusals of a report or a reply (report_review, reply_to_review), as keys of
 * the section's catalog: a Hindi page shows them in Hindi (docs/product/languages.md).
 */
export const REVIEW_ERROR_MESSAGES: DataErrorMessages = {
  sentences: [
    { match: 'This review was not found.', key: 'mf_directory:reviews.errors.notFound' },
    { match: 'You cannot report your own review.', key: 'mf_directory:reviews.errors.ownReview' },
    {
      match: 'You have already reported this review. Our team will look at it.',
      key: 'mf_directory:reviews.errors.alreadyReported',
    },
    {
      match: 'Tell us why you are reporting this review.',
      key: 'mf_directory:reviews.errors.reasonRequired',
    },
    {
      match: 'A reason can be at most 500 characters.',
      key: 'mf_directory:reviews.errors.reasonTooLong',
    },
    {
      match: 'You have already replied to this review.',
      key: 'mf_directory:reviews.errors.alreadyReplied',
    },
    { match: 'Write your reply.', key: 'mf_directory:reviews.errors.replyRequired' },
    {
      match: 'A reply can be at most 1,000 characters.',
      key: 'mf_directory:reviews.errors.replyTooLong',
    },
  ],
};

/**
 * Reports a review with a reason, as the signed-in user. The database refuses the author's own
 * review, a second open report and a missing or long reason with the sentence to show.
 * Throws DataError.
 */
export async function reportReview(reviewId: string, reason: string): Promise<void> {
  const supabase = await loadSupabaseClient();
  const { error, status } = await supabase.rpc('report_review', { review_id: reviewId, reason });
  if (error) throw toDataError(error, status, REVIEW_ERROR_MESSAGES);
}

/**
 * The reviewed lawyer's one public reply; the database answers the review with it, and refuses
 * anyone else, a second reply and a missing or long text with the sentence to show.
 * Throws DataError.
 */
export async function replyToReview(reviewId: string, reply: string): Promise<string> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase.rpc('reply_to_review', {
    review_id: reviewId,
    reply,
  });
  if (error) throw toDataError(error, status, REVIEW_ERROR_MESSAGES);
  return data?.reply ?? reply;
}
