// Dates in the lawyer's own time zone (the browser's): a meeting shows as the lawyer set it.
// `timeZone` is for tests and for callers that must show another zone.

const formats = new Map<string, { date: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat }>();

function formatsFor(timeZone: string | undefined) {
  const key = timeZone ?? '';
  let cached = formats.get(key);
  if (!cached) {
    cached = {
      date: new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone }),
      dateTime: new Intl.DateTimeFormat('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
        timeZoneName: 'short',
      }),
    };
    formats.set(key, cached);
  }
  return cached;
}

function toDate(iso: string | null): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '24 Nov 2026'; null for a missing or malformed timestamp. */
export function formatDate(iso: string | null, timeZone?: string): string | null {
  const date = toDate(iso);
  return date && formatsFor(timeZone).date.format(date);
}

/** '24 Nov 2026, 3:30 pm IST', with the zone named; null for a missing or malformed timestamp. */
export function formatDateTime(iso: string | null, timeZone?: string): string | null {
  const date = toDate(iso);
  return date && formatsFor(timeZone).dateTime.format(date);
}

/**
 * The browser's time zone as a person names it ('India Standard Time'), else its id: what the
 * meeting inputs are read in.
 */
export function localTimeZone(now: Date = new Date()): string {
  const name = new Intl.DateTimeFormat('en-IN', { timeZoneName: 'long' })
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

/** A tel: address for the number as stored (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
