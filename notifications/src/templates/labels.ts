import type { TFunction } from 'i18next';

/**
 * The label of a value the database stores in English (a request's service type, a court) in
 * the mail's language: `mail.domain.<group>.<value>`, or the value itself when the catalog has
 * none. Values holding i18next's separators ('.', ':') have no label.
 */
export function domainValue(
  t: TFunction,
  group: 'specializations' | 'courts',
  value: string,
): string {
  if (value === '' || /[.:]/.test(value)) return value;
  const translate = t as unknown as (key: string, options: object) => string;
  return translate(`mail.domain.${group}.${value}`, { defaultValue: value });
}
