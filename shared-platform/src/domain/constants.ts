import { commonEn } from '../i18n/en/common';

/** The 10 legal specializations (spec section 9); the database checks against the same list. */
export const LEGAL_SPECIALIZATIONS = [
  'Property Law',
  'Family Law',
  'Criminal Law',
  'Business Law',
  'Employment Law',
  'Immigration Law',
  'Personal Injury',
  'Tax Law',
  'Intellectual Property',
  'Environmental Law',
] as const;
export type LegalSpecialization = (typeof LEGAL_SPECIALIZATIONS)[number];

/** The 8 cities of the directory's location filter. */
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

/** The 22 practice locations, exactly as `public.practice_locations()` in the migrations. */
export const PRACTICE_LOCATIONS = [
  'Delhi High Court',
  'Mumbai High Court',
  'Chennai High Court',
  'Kolkata High Court',
  'Allahabad High Court',
  'Rajasthan High Court',
  'Gujarat High Court',
  'Karnataka High Court',
  'Kerala High Court',
  'Madhya Pradesh High Court',
  'Punjab & Haryana High Court',
  'Supreme Court of India',
  'Delhi District Court',
  'Mumbai District Court',
  'Chennai District Court',
  'Kolkata District Court',
  'Pune District Court',
  'Bangalore District Court',
  'Hyderabad District Court',
  'Ahmedabad District Court',
  'Jaipur District Court',
  'Lucknow District Court',
] as const;
export type PracticeLocation = (typeof PRACTICE_LOCATIONS)[number];

/** A select option: `value` is a non-empty string (Radix Select needs one), `min` the filter. */
export interface MinimumFilterOption {
  value: string;
  min: number | null;
  label: string;
}

export const MIN_RATING_OPTIONS: readonly MinimumFilterOption[] = [
  { value: 'any', min: null, label: commonEn.filters.anyRating },
  ...[4, 3, 2].map((min) => ({
    value: String(min),
    min,
    label: commonEn.filters.minRating.replace('{{count}}', String(min)),
  })),
];

export const MIN_EXPERIENCE_OPTIONS: readonly MinimumFilterOption[] = [
  { value: 'any', min: null, label: commonEn.filters.anyExperience },
  ...[10, 5, 2].map((min) => ({
    value: String(min),
    min,
    label: commonEn.filters.minExperience.replace('{{count}}', String(min)),
  })),
];

/** Static landing-page figures (spec section 1); not data. */
export const MARKETING_STATS = [
  { value: '10,000+', label: commonEn.marketingStats.cases },
  { value: '500+', label: commonEn.marketingStats.lawyers },
  { value: '98%', label: commonEn.marketingStats.satisfaction },
  { value: '24/7', label: commonEn.marketingStats.support },
] as const;

/** Display limits from spec section 9. */
export const DISPLAY_LIMITS = {
  expertiseTagsOnCard: 3,
  directorySkeletonCards: 6,
  ratingStars: 5,
} as const;

/** Length bounds the database enforces (check constraints in the migrations). */
export const FIELD_LIMITS = {
  name: 200,
  location: 200,
  barCouncilId: 50,
  bio: 2000,
  description: 5000,
  issueDescription: 5000,
  complaintText: 5000,
  maxYearsExperience: 70,
} as const;

export function isLegalSpecialization(value: unknown): value is LegalSpecialization {
  return typeof value === 'string' && (LEGAL_SPECIALIZATIONS as readonly string[]).includes(value);
}

export function isPracticeLocation(value: unknown): value is PracticeLocation {
  return typeof value === 'string' && (PRACTICE_LOCATIONS as readonly string[]).includes(value);
}
