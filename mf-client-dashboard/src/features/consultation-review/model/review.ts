import type { Tables } from '@nyaya/db';

/**
 * The client's review of one of their completed consultations (docs/product/reviews.md), as the
 * dashboard and the rating dialog show it. The database enforces every rule here; these only
 * decide what to offer.
 */
export interface ClientReview {
  id: string;
  requestId: string;
  /** 1 to 5 stars. */
  rating: number;
  /** The text, or null when the client wrote none. */
  body: string | null;
  createdAt: string;
  editedAt: string | null;
  /** Set when our team hid the review: it can no longer be edited. */
  hiddenAt: string | null;
}

/** A review can be edited for 14 days (336 hours) after it was posted. */
export const REVIEW_EDIT_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;

/** When editing ends (ISO timestamp), or null for a malformed creation time. */
export function editableUntil(review: Pick<ClientReview, 'createdAt'>): string | null {
  const created = Date.parse(review.createdAt);
  return Number.isNaN(created) ? null : new Date(created + REVIEW_EDIT_WINDOW_MS).toISOString();
}

/** What the client can still do with their review at `now`. */
export type ReviewEditState = 'editable' | 'expired' | 'hidden';

export function reviewEditState(review: ClientReview, now: number = Date.now()): ReviewEditState {
  if (review.hiddenAt) return 'hidden';
  const until = editableUntil(review);
  return until !== null && Date.parse(until) > now ? 'editable' : 'expired';
}

/** The columns of lawyer_reviews the client side reads. */
export type ClientReviewRow = Pick<
  Tables<'lawyer_reviews'>,
  'id' | 'request_id' | 'rating' | 'body' | 'created_at' | 'edited_at' | 'hidden_at'
>;

export function toClientReview(row: ClientReviewRow): ClientReview {
  return {
    id: row.id,
    requestId: row.request_id,
    rating: row.rating,
    body: row.body,
    createdAt: row.created_at,
    editedAt: row.edited_at,
    hiddenAt: row.hidden_at,
  };
}
