/**
 * A listed lawyer's rating as the directory shows it (docs/product/reviews.md): the database
 * derives it from visible reviews; `rating` is null ('New') while there are fewer than 3.
 */
export interface ReviewSummary {
  rating: number | null;
  reviewCount: number;
}

/** The rating to one decimal, as the directory's cards and the profile show it ('4.6'). */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/** The reviews section of the lawyer's public profile, where they reply to reviews. */
export function reviewsPath(lawyerId: string): string {
  return `/lawyers/${encodeURIComponent(lawyerId)}#reviews`;
}
