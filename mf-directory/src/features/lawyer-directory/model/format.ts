const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** '₹2,500', '₹1,00,000' (Indian digit grouping). */
export function formatInr(amount: number): string {
  return inr.format(amount);
}

const count = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** A count with Indian digit grouping: '1,00,000'. */
export function formatCount(value: number): string {
  return count.format(value);
}

/** A rating to one decimal, e.g. '4.0'. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/** Stars to fill on the 5-star scale: the rating rounded down (docs/product/public-site.md). */
export function filledStars(rating: number | null): number {
  if (rating === null) return 0;
  return Math.max(0, Math.min(5, Math.floor(rating)));
}

/** Initials for an avatar: 'Priya Sharma' → 'PS'. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** The directory's display limits (docs/product/public-site.md). */
export const DISPLAY_LIMITS = {
  expertiseTagsOnCard: 3,
  skeletonCards: 6,
  ratingStars: 5,
} as const;
