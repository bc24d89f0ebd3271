import { INDIA_TIME_ZONE } from '@nyaya/shared-design/patterns';

/*
 * The meeting time as the case room writes it (docs/product/case-room.md): "Tue, 1 Dec 2026,
 * 3:00 PM IST", always in India Standard Time whatever the browser's zone.
 */
const format = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: INDIA_TIME_ZONE,
});

function parts(date: Date): Record<string, string> {
  const byType: Record<string, string> = {};
  for (const part of format.formatToParts(date)) byType[part.type] = part.value;
  return byType;
}

/** "Tue, 1 Dec 2026, 3:00 PM" (IST, without the zone's name); null for a malformed time. */
export function formatMeetingTimeWithoutZone(value: string | Date): string | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  const p = parts(date);
  const dayPeriod = (p.dayPeriod ?? '').toUpperCase();
  return `${p.weekday}, ${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} ${dayPeriod}`;
}

/** "Tue, 1 Dec 2026, 3:00 PM IST"; null for a malformed time. */
export function formatMeetingTime(value: string | Date): string | null {
  const text = formatMeetingTimeWithoutZone(value);
  return text && `${text} IST`;
}
