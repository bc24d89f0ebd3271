import { INDIA_TIME_ZONE } from '@nyaya/shared-design/patterns';

/*
 * The meeting time as the case room writes it (docs/product/case-room.md): "Tue, 1 Dec 2026,
 * 3:00 PM IST", in Hindi "मंगल, 1 दिसंबर 2026, दोपहर 3:00 IST" (docs/product/languages.md),
 * always in India Standard Time whatever the browser's zone.
 */
export type MeetingLocale = 'en-IN' | 'hi-IN';

const english = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: INDIA_TIME_ZONE,
});

// Hindi names the month in full and the part of the day in words ('दोपहर 3:00'), where hi-IN's
// own date-and-time pattern would write 'pm' in Latin letters.
const hindiDate = new Intl.DateTimeFormat('hi-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: INDIA_TIME_ZONE,
});
const hindiTime = new Intl.DateTimeFormat('hi-IN', {
  hour: 'numeric',
  minute: '2-digit',
  dayPeriod: 'short',
  timeZone: INDIA_TIME_ZONE,
});

function englishText(date: Date): string {
  const p: Record<string, string> = {};
  for (const part of english.formatToParts(date)) p[part.type] = part.value;
  const dayPeriod = (p.dayPeriod ?? '').toUpperCase();
  return `${p.weekday}, ${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} ${dayPeriod}`;
}

/**
 * "Tue, 1 Dec 2026, 3:00 PM" (IST, without the zone's name), in Hindi "मंगल, 1 दिसंबर 2026,
 * दोपहर 3:00"; null for a malformed time.
 */
export function formatMeetingTimeWithoutZone(
  value: string | Date,
  locale: MeetingLocale = 'en-IN',
): string | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  if (locale === 'hi-IN') return `${hindiDate.format(date)}, ${hindiTime.format(date)}`;
  return englishText(date);
}

/** "Tue, 1 Dec 2026, 3:00 PM IST"; null for a malformed time. */
export function formatMeetingTime(
  value: string | Date,
  locale: MeetingLocale = 'en-IN',
): string | null {
  const text = formatMeetingTimeWithoutZone(value, locale);
  return text && `${text} IST`;
}
