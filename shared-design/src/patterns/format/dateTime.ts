/**
 * Dates and times as people in India write them ('24 Nov 2026, 3:30 pm IST'; in Hindi
 * '24 नवंबर 2026, दोपहर 3:30 IST'), in Indian Standard Time wherever the browser is: the lawyer
 * and the client agree a meeting time in IST. A caller that must show another zone passes its
 * IANA name; a Hindi page passes its locale (`useLocale()` of @nyaya/shared-platform,
 * docs/product/languages.md).
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** The Intl locales of the product's languages: English ('en-IN', the default) and Hindi ('hi-IN'). */
export type FormatLocale = 'en-IN' | 'hi-IN';

interface Formats {
  date: (date: Date) => string;
  dateTime: (date: Date) => string;
  time: (date: Date) => string;
}

function englishFormats(timeZone: string): Formats {
  const date = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone });
  const dateTime = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
  // The seconds tell apart events within one minute (a transcript's lines).
  const time = new Intl.DateTimeFormat('en-IN', {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZone,
  });
  return {
    date: (value) => date.format(value),
    dateTime: (value) => dateTime.format(value),
    time: (value) => time.format(value),
  };
}

/**
 * Hindi: the month in full ('नवंबर'; the abbreviation 'नव॰' reads oddly) and the time with the
 * part of the day in words ('दोपहर 3:30', 'रात 12:00') where hi-IN would write 'pm' in Latin
 * letters. Intl's own Hindi date-and-time pattern puts those words in odd places, so the
 * date, the time and the zone's name are joined here.
 */
function hindiFormats(timeZone: string): Formats {
  const date = new Intl.DateTimeFormat('hi-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  });
  const minutes = new Intl.DateTimeFormat('hi-IN', {
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'short',
    timeZone,
  });
  const seconds = new Intl.DateTimeFormat('hi-IN', {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    dayPeriod: 'short',
    timeZone,
  });
  const zone = new Intl.DateTimeFormat('hi-IN', { timeZone, timeZoneName: 'short' });
  const zoneName = (value: Date) =>
    zone.formatToParts(value).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  return {
    date: (value) => date.format(value),
    dateTime: (value) => `${date.format(value)}, ${minutes.format(value)} ${zoneName(value)}`,
    time: (value) => seconds.format(value),
  };
}

// Building an Intl.DateTimeFormat is slow next to using one: one set per zone and locale.
const formatsByZone = new Map<string, Formats>();

function formatsFor(timeZone: string, locale: FormatLocale): Formats {
  const key = `${timeZone}|${locale}`;
  let formats = formatsByZone.get(key);
  if (!formats) {
    formats = locale === 'hi-IN' ? hindiFormats(timeZone) : englishFormats(timeZone);
    formatsByZone.set(key, formats);
  }
  return formats;
}

function toDate(iso: string | null): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '24 Nov 2026' ('24 नवंबर 2026'); null for a missing or malformed timestamp. */
export function formatDate(
  iso: string | null,
  timeZone = INDIA_TIME_ZONE,
  locale: FormatLocale = 'en-IN',
): string | null {
  const date = toDate(iso);
  return date && formatsFor(timeZone, locale).date(date);
}

/**
 * '24 Nov 2026, 3:30 pm IST' ('24 नवंबर 2026, दोपहर 3:30 IST'), with the zone named; null for a
 * missing or malformed timestamp.
 */
export function formatDateTime(
  iso: string | null,
  timeZone = INDIA_TIME_ZONE,
  locale: FormatLocale = 'en-IN',
): string | null {
  const date = toDate(iso);
  return date && formatsFor(timeZone, locale).dateTime(date);
}

/** '3:30:05 pm' ('दोपहर 3:30:05'); null for a missing or malformed timestamp. */
export function formatTime(
  iso: string | null,
  timeZone = INDIA_TIME_ZONE,
  locale: FormatLocale = 'en-IN',
): string | null {
  const date = toDate(iso);
  return date && formatsFor(timeZone, locale).time(date);
}
