// Times as people in India write them, in Indian Standard Time wherever the browser is: the
// same convention as the rest of the site (the client dashboard's dates).
const TIME_ZONE = 'Asia/Kolkata';

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TIME_ZONE,
  timeZoneName: 'short',
});

// A transcript line's time: the seconds tell apart lines said within one minute.
const timeFormat = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZone: TIME_ZONE,
});

function toDate(iso: string | null): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '24 Nov 2026, 3:30 pm IST'; null for a missing or malformed timestamp. */
export function formatDateTime(iso: string | null): string | null {
  const date = toDate(iso);
  return date && dateTimeFormat.format(date);
}

/** '3:30:05 pm' (IST); null for a missing or malformed timestamp. */
export function formatTime(iso: string | null): string | null {
  const date = toDate(iso);
  return date && timeFormat.format(date);
}

/** A duration's parts for display: whole minutes, and the seconds past them as two digits. */
export interface DurationParts {
  minutes: number;
  /** '05' */
  seconds: string;
}

/** 245 s → { minutes: 4, seconds: '05' }; a negative or fractional value is rounded into range. */
export function durationParts(totalSeconds: number): DurationParts {
  const whole = Number.isFinite(totalSeconds) ? Math.max(0, Math.round(totalSeconds)) : 0;
  return {
    minutes: Math.floor(whole / 60),
    seconds: String(whole % 60).padStart(2, '0'),
  };
}
