/** The 10 legal specializations, as `public.legal_specializations()` in the migrations. */
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

export function isLegalSpecialization(value: unknown): value is LegalSpecialization {
  return typeof value === 'string' && (LEGAL_SPECIALIZATIONS as readonly string[]).includes(value);
}

export function isPracticeLocation(value: unknown): value is PracticeLocation {
  return typeof value === 'string' && (PRACTICE_LOCATIONS as readonly string[]).includes(value);
}
