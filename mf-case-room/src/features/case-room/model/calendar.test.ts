import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine } from './calendar';

const EVENT = {
  requestId: '6f1c1a2e-0000-4000-8000-000000000001',
  summary: 'NyayaConnect consultation: Family Law',
  scheduledFor: '2026-12-01T09:30:00Z',
  url: 'https://nyaya.example/cases/6f1c1a2e-0000-4000-8000-000000000001',
  now: new Date('2026-11-29T01:02:03.456Z'),
};

function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n');
}

describe('buildIcs', () => {
  it('describes one 60-minute event in UTC with a stable UID', () => {
    const ics = buildIcs(EVENT);
    expect(ics.endsWith('\r\n')).toBe(true);
    const lines = unfold(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('UID:case-6f1c1a2e-0000-4000-8000-000000000001@nyaya-connect');
    expect(lines).toContain('DTSTAMP:20261129T010203Z');
    expect(lines).toContain('DTSTART:20261201T093000Z');
    expect(lines).toContain('DTEND:20261201T103000Z');
    expect(lines).toContain('SUMMARY:NyayaConnect consultation: Family Law');
    expect(lines).toContain(`URL:${EVENT.url}`);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('keeps every line within 75 octets', () => {
    const ics = buildIcs({
      ...EVENT,
      summary: `NyayaConnect consultation: ${'Property, Land; Tenancy '.repeat(6)}`,
    });
    for (const line of ics.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(unfold(ics).find((line) => line.startsWith('SUMMARY:'))).toContain(
      'Property\\, Land\\; Tenancy',
    );
  });

  it('refuses a malformed meeting time', () => {
    expect(() => buildIcs({ ...EVENT, scheduledFor: 'later' })).toThrow(RangeError);
  });
});

describe('escapeIcsText and foldIcsLine', () => {
  it('escapes the characters RFC 5545 reserves', () => {
    expect(escapeIcsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('does not split a multi-byte character', () => {
    const folded = foldIcsLine(`SUMMARY:${'₹'.repeat(40)}`);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'₹'.repeat(40)}`);
    for (const line of folded.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
  });
});
