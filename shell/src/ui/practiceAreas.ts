import type { LegalSpecialization } from '@nyaya/db';

/** The practice areas the landing page's service cards and the footer feature, in that order. */
export const FEATURED_PRACTICE_AREAS = [
  { key: 'property', specialization: 'Property Law' },
  { key: 'family', specialization: 'Family Law' },
  { key: 'criminal', specialization: 'Criminal Law' },
  { key: 'business', specialization: 'Business Law' },
] as const satisfies readonly { key: string; specialization: LegalSpecialization }[];

export type FeaturedPracticeArea = (typeof FEATURED_PRACTICE_AREAS)[number];

/**
 * The directory with one specialization chosen. The query string is mf_directory's public URL
 * (its README): the page reads its filters from there, so the chip is already on when it opens.
 */
export function lawyersPracticing(specialization: LegalSpecialization): string {
  return `/lawyers?${new URLSearchParams({ specialization }).toString()}`;
}
