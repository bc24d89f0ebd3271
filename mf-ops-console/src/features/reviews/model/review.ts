// zod/mini, the tree-shakable API of zod 4. Messages are qualified i18n keys that the dialog
// translates where it shows them.
import { FIELD_LIMITS } from '@nyaya/db';
import type { QualifiedKey } from '@nyaya/shared-platform';
import * as z from 'zod/mini';

/** The two lists of the Reviews tab: reviews with open reports, or hidden reviews. */
export const REVIEW_STATES = ['open', 'hidden'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** A staff reason to hide or restore a review: at most 500 characters, as the database counts. */
export const REVIEW_REASON_MAX = FIELD_LIMITS.reviewHideReason;

/** What staff decide on a review (docs/product/reviews.md). */
export type ReviewDecision = 'hide' | 'keep' | 'restore';

const characters = (text: string) => [...text].length;
// Visible text: not only blank space, invisible format characters or control characters.
const hasVisibleText = (text: string) => /[^\s\p{Cf}\p{Cc}]/u.test(text);

const M = {
  hideRequired: 'mf_ops_console:reviews.hideReasonRequired',
  restoreRequired: 'mf_ops_console:reviews.restoreReasonRequired',
  tooLong: 'mf_ops_console:reviews.reasonTooLong',
} as const satisfies Record<string, QualifiedKey<'mf_ops_console'>>;

function reasonSchema(required: string) {
  return z.pipe(
    z.string().check(
      z.refine((reason) => hasVisibleText(reason), { error: required, abort: true }),
      z.refine((reason) => characters(reason.trim()) <= REVIEW_REASON_MAX, { error: M.tooLong }),
    ),
    z.transform((reason) => reason.trim()),
  );
}

/** The reason to hide a review: the author is e-mailed it. */
export const hideReasonSchema = reasonSchema(M.hideRequired);
/** The reason to show a hidden review again: it stays in the audit trail. */
export const restoreReasonSchema = reasonSchema(M.restoreRequired);

/**
 * The reason as sent (trimmed), or the i18n key of the sentence saying what is missing.
 */
export function checkReviewReason(
  decision: 'hide' | 'restore',
  reason: string,
): { reason: string; problem: null } | { reason: null; problem: string } {
  const result = (decision === 'hide' ? hideReasonSchema : restoreReasonSchema).safeParse(reason);
  if (result.success) return { reason: result.data, problem: null };
  return { reason: null, problem: result.error.issues[0]?.message ?? M.hideRequired };
}

/** One report of a review, as `reported_reviews` gives it (newest first). */
export const reviewReportSchema = z.object({
  id: z.string(),
  reason: z.string(),
  reporterLabel: z.string(),
  createdAt: z.string(),
  resolution: z.nullable(z.enum(['hidden', 'kept'])),
});
export type ReviewReport = z.infer<typeof reviewReportSchema>;

/** A row of `reported_reviews`, its jsonb reports parsed. */
export const reportedReviewSchema = z.object({
  review_id: z.string(),
  lawyer_id: z.string(),
  // The lawyer's listed name, else their profile's; null only for an account without any.
  lawyer_name: z.nullable(z.string()),
  rating: z.number(),
  body: z.nullable(z.string()),
  reviewer_name: z.string(),
  created_at: z.string(),
  edited_at: z.nullable(z.string()),
  hidden_at: z.nullable(z.string()),
  hidden_reason: z.nullable(z.string()),
  open_reports: z.number(),
  reports: z.array(reviewReportSchema),
  last_reported_at: z.nullable(z.string()),
});
export type ReportedReview = z.infer<typeof reportedReviewSchema>;

/** The lawyer's public reviews, where staff see the review as the public does. */
export function lawyerReviewsPath(lawyerId: string): string {
  return `/lawyers/${encodeURIComponent(lawyerId)}#reviews`;
}
