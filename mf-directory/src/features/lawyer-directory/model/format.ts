/** The Intl locales the page formats numbers in: English or Hindi, both in India. */
export type NumberLocale = 'en-IN' | 'hi-IN';

// One formatter per locale, made on first use.
const inrFormats = new Map<NumberLocale, Intl.NumberFormat>();
const countFormats = new Map<NumberLocale, Intl.NumberFormat>();

function formatter(
  cache: Map<NumberLocale, Intl.NumberFormat>,
  locale: NumberLocale,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(locale, format);
  }
  return format;
}

/** '₹2,500', '₹1,00,000' (Indian digit grouping, in both languages; `useLocale()` gives it). */
export function formatInr(amount: number, locale: NumberLocale = 'en-IN'): string {
  return formatter(inrFormats, locale, {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  }).format(amount);
}

/** A count with Indian digit grouping: '1,00,000'. */
export function formatCount(value: number, locale: NumberLocale = 'en-IN'): string {
  return formatter(countFormats, locale, { maximumFractionDigits: 0 }).format(value);
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
