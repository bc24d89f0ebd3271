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

/**
 * The 23 languages a lawyer may consult in, as codes, exactly as
 * `public.consultation_languages()` in the migrations: English and the 22 languages of the
 * Eighth Schedule, in the order the apps list them. Labels belong to the apps.
 */
export const CONSULTATION_LANGUAGES = [
  'en',
  'hi',
  'bn',
  'te',
  'mr',
  'ta',
  'ur',
  'gu',
  'kn',
  'ml',
  'or',
  'pa',
  'as',
  'mai',
  'sat',
  'ks',
  'ne',
  'kok',
  'sd',
  'doi',
  'mni',
  'brx',
  'sa',
] as const;
export type ConsultationLanguage = (typeof CONSULTATION_LANGUAGES)[number];

export function isLegalSpecialization(value: unknown): value is LegalSpecialization {
  return typeof value === 'string' && (LEGAL_SPECIALIZATIONS as readonly string[]).includes(value);
}

export function isPracticeLocation(value: unknown): value is PracticeLocation {
  return typeof value === 'string' && (PRACTICE_LOCATIONS as readonly string[]).includes(value);
}

export function isConsultationLanguage(value: unknown): value is ConsultationLanguage {
  return (
    typeof value === 'string' && (CONSULTATION_LANGUAGES as readonly string[]).includes(value)
  );
}
