import type { LawyerSearchFilters } from './types';

const LOCATION_SEPARATOR = ', ';

/** Practice locations are stored as one text joined by ', ' (spec section 3). */
export function formatPracticeLocations(locations: readonly string[]): string {
  return locations.join(LOCATION_SEPARATOR);
}

export function parsePracticeLocations(location: string | null | undefined): string[] {
  if (!location) return [];
  return location
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** '₹2,500', '₹1,00,000' (Indian digit grouping). */
export function formatInr(amount: number): string {
  return inr.format(amount);
}

/** '₹2,500/hr' for a lawyer card. */
export function formatHourlyRate(amount: number): string {
  return `${formatInr(amount)}/hr`;
}

/** A rating to one decimal, e.g. '4.0'. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/** Stars to fill on the 5-star scale: the rating rounded down (spec section 2). */
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

/** True when any directory filter is set ("matching your criteria", "Clear All"). */
export function hasActiveFilters(filters: LawyerSearchFilters): boolean {
  return Boolean(
    filters.search?.trim() ||
    filters.specialization ||
    filters.minRating != null ||
    filters.minExperience != null ||
    filters.city?.trim(),
  );
}
