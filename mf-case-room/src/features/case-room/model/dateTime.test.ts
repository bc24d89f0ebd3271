import { describe, expect, it } from 'vitest';
import { formatMeetingTime, formatMeetingTimeWithoutZone } from './dateTime';

describe('formatMeetingTime', () => {
  it('writes the time in IST as the product does', () => {
    expect(formatMeetingTime('2026-12-01T09:30:00Z')).toBe('Tue, 1 Dec 2026, 3:00 PM IST');
    // 00:15 IST is already the next day in India.
    expect(formatMeetingTime('2026-11-30T18:45:00Z')).toBe('Tue, 1 Dec 2026, 12:15 AM IST');
  });

  it('leaves the zone out for sentences that name it themselves', () => {
    expect(formatMeetingTimeWithoutZone(new Date('2026-12-01T09:20:00Z'))).toBe(
      'Tue, 1 Dec 2026, 2:50 PM',
    );
  });

  it('writes it in Hindi on a Hindi page, the part of the day in words', () => {
    expect(formatMeetingTime('2026-12-01T09:30:00Z', 'hi-IN')).toBe(
      'मंगल, 1 दिसंबर 2026, दोपहर 3:00 IST',
    );
    expect(formatMeetingTimeWithoutZone('2026-11-30T18:45:00Z', 'hi-IN')).toBe(
      'मंगल, 1 दिसंबर 2026, रात 12:15',
    );
  });

  it('gives null for a malformed time', () => {
    expect(formatMeetingTime('soon')).toBeNull();
  });
});
