// Dates as people in India write them, in Indian Standard Time wherever the browser is: the
// lawyer and the client agree a meeting time in IST.
const TIME_ZONE = 'Asia/Kolkata';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: TIME_ZONE });

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TIME_ZONE,
  timeZoneName: 'short',
});

function toDate(iso: string | null): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '24 Nov 2026'; null for a missing or malformed timestamp. */
export function formatDate(iso: string | null): string | null {
  const date = toDate(iso);
  return date && dateFormat.format(date);
}

/** '24 Nov 2026, 3:30 pm IST'; null for a missing or malformed timestamp. */
export function formatDateTime(iso: string | null): string | null {
  const date = toDate(iso);
  return date && dateTimeFormat.format(date);
}
