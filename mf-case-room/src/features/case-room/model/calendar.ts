import { MEETING_LENGTH_MS } from './meeting';

/**
 * The "Add to calendar" file of a scheduled meeting (RFC 5545), made in the browser
 * (docs/product/case-room.md): one event of 60 minutes from the meeting time, in UTC, whose UID
 * is stable per case so that adding it again updates the same entry.
 */
export interface CalendarEvent {
  requestId: string;
  /** The event's title, "NyayaConnect consultation: <service type>". */
  summary: string;
  scheduledFor: string;
  /** The case room's address. */
  url: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

/** 20261201T093000Z */
export function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A TEXT value: backslash, semicolon, comma and line breaks escaped. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const chunks: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const length = encoder.encode(char).length;
    const limit = chunks.length === 0 ? 75 : 74;
    if (size + length > limit) {
      chunks.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += length;
  }
  chunks.push(current);
  return chunks.join('\r\n ');
}

export function buildIcs(event: CalendarEvent): string {
  const start = new Date(event.scheduledFor);
  if (Number.isNaN(start.getTime())) throw new RangeError('The meeting time is not a date.');
  const end = new Date(start.getTime() + MEETING_LENGTH_MS);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//NyayaConnect//Case room//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:case-${event.requestId}@nyaya-connect`,
    `DTSTAMP:${icsUtc(event.now)}`,
    `DTSTART:${icsUtc(start)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
