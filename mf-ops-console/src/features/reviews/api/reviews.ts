import { DataError, dataErrorMessage, i18n } from '@nyaya/shared-platform';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { REFRESH_MS } from '../../counters/api/counters';
import { opsKeys } from '../../staff-access/api/capabilities';
import { callOps } from '../../staff-access/api/opsRpc';
import { isConsoleSentence } from '../../staff-access/api/refusals';
import { reportedReviewSchema, type ReportedReview, type ReviewState } from '../model/review';

const reportedReviewsSchema = z.array(reportedReviewSchema);

/**
 * Reviews with open reports (newest report first) or hidden reviews (most recently hidden
 * first), at most 200: the database sorts and bounds the list (docs/product/reviews.md). Read
 * again every 30 s and when the window regains focus, like the console's other queues.
 */
export function reportedReviewsQuery(state: ReviewState) {
  return queryOptions({
    queryKey: [...opsKeys.reviews, state],
    queryFn: async (): Promise<ReportedReview[]> =>
      reportedReviewsSchema.parse(await callOps('reported_reviews', { state })),
    refetchInterval: REFRESH_MS,
  });
}

/** Hides the review: it leaves the lawyer's rating, its open reports close, the author is mailed. */
export const hideReview = (reviewId: string, reason: string) =>
  callOps('hide_review', { review_id: reviewId, reason });

/** Keeps the review as it is; its open reports close as kept. */
export const keepReview = (reviewId: string) => callOps('keep_review', { review_id: reviewId });

/** Shows a hidden review again; it counts in the rating again. */
export const restoreReview = (reviewId: string, reason: string) =>
  callOps('restore_review', { review_id: reviewId, reason });

// The review functions raise their refusals as sentences (docs/adr/0032-verified-reviews.md):
// missing capability (42501), bad reason (22023), not found (P0002), already decided (55000).
const SENTENCE_CODES = new Set(['42501', '22023', 'P0002', '55000', '23505']);

/**
 * The sentence for a failed review call: the database's own sentence when it raised one (a
 * reviewer-only account reads "Not allowed: only support staff can do this."), in the page's
 * language when the console knows it (../../staff-access/api/refusals.ts) and only in English
 * otherwise (docs/product/languages.md), else the platform's sentence for the failure, else
 * `fallback`.
 */
export function reviewErrorSentence(error: unknown, fallback: string): string {
  if (!(error instanceof DataError)) return fallback;
  if (isConsoleSentence(error.messageKey)) return dataErrorMessage(error, fallback);
  const raised =
    i18n.language === 'en' &&
    error.code !== null &&
    SENTENCE_CODES.has(error.code) &&
    error.message !== '' &&
    // PostgREST's own refusal (no execute grant) is not a sentence for people.
    !/^permission denied/i.test(error.message);
  return raised ? error.message : dataErrorMessage(error, fallback);
}
