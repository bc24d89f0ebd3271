import type { ConsultationLanguage, LegalSpecialization } from '@nyaya/db';

/** Directory filters; null/undefined/blank means "not set". */
export interface LawyerSearchFilters {
  search?: string | null;
  specialization?: LegalSpecialization | null;
  minRating?: number | null;
  minExperience?: number | null;
  city?: FilterCity | null;
  /** A language the lawyer consults in, by code (CONSULTATION_LANGUAGES). */
  language?: ConsultationLanguage | null;
}

/** The 8 cities of the directory's location filter (docs/product/public-site.md). */
export const FILTER_CITIES = [
  'Delhi',
  'Mumbai',
  'Bangalore',
  'Chennai',
  'Kolkata',
  'Hyderabad',
  'Pune',
  'Ahmedabad',
] as const;
export type FilterCity = (typeof FILTER_CITIES)[number];

/** A "minimum" select's option: `value` is a non-empty string (Radix Select needs one). */
export interface MinimumFilterOption {
  value: string;
  /** The filter's value, null for "any". */
  min: number | null;
}

const minimumOptions = (steps: readonly number[]): readonly MinimumFilterOption[] => [
  { value: 'any', min: null },
  ...steps.map((min) => ({ value: String(min), min })),
];

/** Minimum rating: any, 4+, 3+, 2+ stars (labels: `filters.anyRating`, `filters.minRating`). */
export const MIN_RATING_OPTIONS = minimumOptions([4, 3, 2]);

/** Minimum experience: any, 10+, 5+, 2+ years (`filters.anyExperience`, `filters.minExperience`). */
export const MIN_EXPERIENCE_OPTIONS = minimumOptions([10, 5, 2]);

/** True when any filter is set ("matching your criteria", "Clear All"). */
export function hasActiveFilters(filters: LawyerSearchFilters): boolean {
  return Boolean(
    filters.search?.trim() ||
    filters.specialization ||
    filters.minRating != null ||
    filters.minExperience != null ||
    filters.city ||
    filters.language,
  );
}
