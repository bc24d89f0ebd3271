import type { Tables } from '@nyaya/db';

/** A row of the public `lawyer_review_list` view: a visible review of a listed lawyer. */
export type ReviewListRow = Tables<'lawyer_review_list'>;

/** A review as the profile's 'Reviews' section shows it (docs/product/reviews.md). */
export interface LawyerReview {
  id: string;
  /** Whole stars, 1 to 5. */
  rating: number;
  /** Plain text as the author wrote it, or null for stars alone. */
  body: string | null;
  /** First name and last initial, 'Aarav M.', as the database wrote it at posting. */
  reviewerName: string;
  createdAt: string;
  /** The author changed stars or text after posting. */
  edited: boolean;
  /** The lawyer's one public reply, or null. */
  reply: string | null;
}

/**
 * A view row as a review. Every column of a view is nullable in the generated types; a row
 * without an id or stars (which the table rules out) is not a review.
 */
export function toLawyerReview(row: ReviewListRow): LawyerReview | null {
  if (!row.id || row.rating === null || !row.created_at) return null;
  return {
    id: row.id,
    rating: row.rating,
    body: row.body,
    reviewerName: row.reviewer_name ?? '',
    createdAt: row.created_at,
    edited: row.edited_at !== null,
    reply: row.reply,
  };
}

const reviewMonths = new Map<string, Intl.DateTimeFormat>();

/**
 * The month a review was posted in India: 'November 2026', in Hindi 'नवंबर 2026' (`locale`
 * from `useLocale()`).
 */
export function formatReviewMonth(
  isoTimestamp: string,
  locale: 'en-IN' | 'hi-IN' = 'en-IN',
): string {
  let format = reviewMonths.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: 'Asia/Kolkata',
      month: 'long',
      year: 'numeric',
    });
    reviewMonths.set(locale, format);
  }
  return format.format(new Date(isoTimestamp));
}
