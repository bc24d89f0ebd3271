import {
  formatDate as formatDateIn,
  formatDateTime as formatDateTimeIn,
} from '@nyaya/shared-design/patterns';

// Dates in the lawyer's own time zone (the browser's), not always IST like the rest of the site:
// the meeting inputs are read in that zone, so a meeting shows as the lawyer set it.
// `timeZone` is for tests and for callers that must show another zone; `locale` is the page's
// (useLocale(): 'hi-IN' in Hindi, docs/product/languages.md).

/** The Intl locale of the page's language (useLocale()). */
export type Locale = 'en-IN' | 'hi-IN';

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** '24 Nov 2026'; null for a missing or malformed timestamp. */
export function formatDate(
  iso: string | null,
  timeZone = browserTimeZone(),
  locale: Locale = 'en-IN',
): string | null {
  return formatDateIn(iso, timeZone, locale);
}

/** '24 Nov 2026, 3:30 pm IST', with the zone named; null for a missing or malformed timestamp. */
export function formatDateTime(
  iso: string | null,
  timeZone = browserTimeZone(),
  locale: Locale = 'en-IN',
): string | null {
  return formatDateTimeIn(iso, timeZone, locale);
}

/**
 * The browser's time zone as a person names it ('India Standard Time', 'भारतीय मानक समय'),
 * else its id: what the meeting inputs are read in.
 */
export function localTimeZone(locale: Locale = 'en-IN', now: Date = new Date()): string {
  const name = new Intl.DateTimeFormat(locale, { timeZoneName: 'long' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name || Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * A mobile number as it is read aloud and written in India: '+91 98765 43210', whether it was
 * stored with +91 or without. Anything that is not an Indian mobile is shown as stored.
 */
export function formatMobile(phone: string): string {
  const match = /^(?:\+91)?([6-9]\d{4})(\d{5})$/.exec(phone);
  return match ? `+91 ${match[1]} ${match[2]}` : phone;
}
