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

/**
 * A mobile number as it is read aloud and written in India: '+91 98765 43210', whether it was
 * stored with +91 or without. Anything that is not an Indian mobile is shown as stored.
 */
export function formatMobile(phone: string): string {
  const match = /^(?:\+91)?([6-9]\d{4})(\d{5})$/.exec(phone);
  return match ? `+91 ${match[1]} ${match[2]}` : phone;
}
