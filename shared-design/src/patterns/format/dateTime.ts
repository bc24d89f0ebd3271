/**
 * Dates and times as people in India write them ('24 Nov 2026, 3:30 pm IST'), in Indian
 * Standard Time wherever the browser is: the lawyer and the client agree a meeting time in IST.
 * A caller that must show another zone passes its IANA name.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

interface Formats {
  date: Intl.DateTimeFormat;
  dateTime: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
}

// Building an Intl.DateTimeFormat is slow next to using one: one set per zone.
const formatsByZone = new Map<string, Formats>();

function formatsFor(timeZone: string): Formats {
  let formats = formatsByZone.get(timeZone);
  if (!formats) {
    formats = {
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
      // The seconds tell apart events within one minute (a transcript's lines).
      time: new Intl.DateTimeFormat('en-IN', {
        hour: 'numeric',
        minute: '2-digit',
        second: '2-digit',
        timeZone,
      }),
    };
    formatsByZone.set(timeZone, formats);
  }
  return formats;
}

function toDate(iso: string | null): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '24 Nov 2026'; null for a missing or malformed timestamp. */
export function formatDate(iso: string | null, timeZone = INDIA_TIME_ZONE): string | null {
  const date = toDate(iso);
  return date && formatsFor(timeZone).date.format(date);
}

/** '24 Nov 2026, 3:30 pm IST', with the zone named; null for a missing or malformed timestamp. */
export function formatDateTime(iso: string | null, timeZone = INDIA_TIME_ZONE): string | null {
  const date = toDate(iso);
  return date && formatsFor(timeZone).dateTime.format(date);
}

/** '3:30:05 pm'; null for a missing or malformed timestamp. */
export function formatTime(iso: string | null, timeZone = INDIA_TIME_ZONE): string | null {
  const date = toDate(iso);
  return date && formatsFor(timeZone).time.format(date);
}
