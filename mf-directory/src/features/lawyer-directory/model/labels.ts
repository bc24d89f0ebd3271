import { COMMON_NAMESPACE, domainLabel, i18n, type DomainLabelGroup } from '@nyaya/shared-platform';

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

// Whether the common catalog labels the value. Asked of the catalog rather than of the
// vocabulary's lists, which the profile's chunk would otherwise carry.
function shown(group: DomainLabelGroup, value: string): ShownValue {
  const known = !/[.:]/.test(value) && i18n.exists(`${group}.${value}`, { ns: COMMON_NAMESPACE });
  return { value, label: known ? domainLabel(group, value) : value, known };
}

export function courtLabel(court: string): ShownValue {
  return shown('courts', court);
}

export function specializationLabel(area: string): ShownValue {
  return shown('specializations', area);
}

/** The languages a lawyer consults in, by name in the page's language: 'Hindi, English'. */
export function languageNames(codes: readonly string[]): string {
  return codes
    .map((code) => shown('languages', code))
    .filter((language) => language.known)
    .map((language) => language.label)
    .join(', ');
}
