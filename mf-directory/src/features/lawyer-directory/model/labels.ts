import { isConsultationLanguage, isLegalSpecialization, isPracticeLocation } from '@nyaya/db';
import { domainLabel } from '@nyaya/shared-platform';

/**
 * A stored value as the page shows it (docs/product/languages.md): a court, specialization or
 * language of the vocabulary in the page's language; anything else (a court typed before the
 * vocabulary existed) as stored, and marked as not to be translated.
 */
export interface ShownValue {
  value: string;
  label: string;
  /** False for text as stored: shown with `translate="no"`. */
  known: boolean;
}

export function courtLabel(court: string): ShownValue {
  const known = isPracticeLocation(court);
  return { value: court, label: known ? domainLabel('courts', court) : court, known };
}

export function specializationLabel(area: string): ShownValue {
  const known = isLegalSpecialization(area);
  return { value: area, label: known ? domainLabel('specializations', area) : area, known };
}

/** The languages a lawyer consults in, by name in the page's language: 'Hindi, English'. */
export function languageNames(codes: readonly string[]): string {
  return codes
    .filter(isConsultationLanguage)
    .map((code) => domainLabel('languages', code))
    .join(', ');
}
