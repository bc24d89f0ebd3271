import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, INDIA_TIME_ZONE } from './dateTime';
import { formatNumber, formatRupees } from './number';
import { telHref } from './telHref';

// 10:00 UTC is 3:30 pm in India (UTC+5:30), and 18:30 UTC is already the next day there.
const AFTERNOON = '2026-11-24T10:00:05Z';
const LATE_EVENING_UTC = '2026-11-24T18:30:00Z';

describe('IST dates and times', () => {
  it('writes a date the Indian way, in IST whatever the machine zone', () => {
    expect(formatDate(AFTERNOON)).toBe('24 Nov 2026');
    expect(formatDate(LATE_EVENING_UTC)).toBe('25 Nov 2026');
  });

  it('writes a date and time with the zone named', () => {
    expect(formatDateTime(AFTERNOON)).toBe('24 Nov 2026, 3:30 pm IST');
    expect(formatDateTime(LATE_EVENING_UTC)).toBe('25 Nov 2026, 12:00 am IST');
  });

  it('writes a time with its seconds', () => {
    expect(formatTime(AFTERNOON)).toBe('3:30:05 pm');
  });

  it('shows another zone when asked', () => {
    expect(formatDate(LATE_EVENING_UTC, 'UTC')).toBe('24 Nov 2026');
    expect(formatDateTime(AFTERNOON, 'UTC')).toBe('24 Nov 2026, 10:00 am UTC');
    expect(formatDateTime(AFTERNOON, INDIA_TIME_ZONE)).toBe(formatDateTime(AFTERNOON));
  });

  it.each([null, '', 'not a date'])('returns null for %j', (value) => {
    expect(formatDate(value)).toBeNull();
    expect(formatDateTime(value)).toBeNull();
    expect(formatTime(value)).toBeNull();
  });
});

describe('Hindi dates and times (hi-IN)', () => {
  it('writes the month in Devanagari, in full', () => {
    expect(formatDate(AFTERNOON, INDIA_TIME_ZONE, 'hi-IN')).toBe('24 नवंबर 2026');
    expect(formatDate(LATE_EVENING_UTC, INDIA_TIME_ZONE, 'hi-IN')).toBe('25 नवंबर 2026');
    expect(formatDate('2026-01-05T06:00:00Z', INDIA_TIME_ZONE, 'hi-IN')).toBe('5 जनवरी 2026');
  });

  it('names the part of the day in words instead of am/pm, and the zone', () => {
    expect(formatDateTime(AFTERNOON, INDIA_TIME_ZONE, 'hi-IN')).toBe(
      '24 नवंबर 2026, दोपहर 3:30 IST',
    );
    expect(formatDateTime(LATE_EVENING_UTC, INDIA_TIME_ZONE, 'hi-IN')).toBe(
      '25 नवंबर 2026, रात 12:00 IST',
    );
    expect(formatDateTime('2026-11-24T03:00:00Z', INDIA_TIME_ZONE, 'hi-IN')).toBe(
      '24 नवंबर 2026, सुबह 8:30 IST',
    );
    expect(formatTime(AFTERNOON, INDIA_TIME_ZONE, 'hi-IN')).toBe('दोपहर 3:30:05');
    expect(formatDateTime(AFTERNOON, INDIA_TIME_ZONE, 'hi-IN')).not.toMatch(/[ap]m/i);
  });

  it('keeps one formatter set per zone and locale', () => {
    expect(formatDate(AFTERNOON, INDIA_TIME_ZONE, 'hi-IN')).toBe('24 नवंबर 2026');
    expect(formatDate(AFTERNOON)).toBe('24 Nov 2026');
    expect(formatDate(LATE_EVENING_UTC, 'UTC', 'hi-IN')).toBe('24 नवंबर 2026');
    expect(formatDateTime(AFTERNOON, 'UTC', 'en-IN')).toBe('24 Nov 2026, 10:00 am UTC');
  });

  it.each([null, '', 'not a date'])('returns null for %j', (value) => {
    expect(formatDate(value, INDIA_TIME_ZONE, 'hi-IN')).toBeNull();
    expect(formatDateTime(value, INDIA_TIME_ZONE, 'hi-IN')).toBeNull();
    expect(formatTime(value, INDIA_TIME_ZONE, 'hi-IN')).toBeNull();
  });
});

describe('numbers and rupees', () => {
  it('group the Indian way, in Western digits, in both languages', () => {
    expect(formatNumber(150000)).toBe('1,50,000');
    expect(formatNumber(12345678.5, 'hi-IN')).toBe('1,23,45,678.5');
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatRupees(150000, 'hi-IN')).toBe('₹1,50,000');
    expect(formatRupees(2500.4, 'hi-IN')).toBe('₹2,500');
  });
});

describe('telHref', () => {
  it.each([
    ['+91 11 4000 1234', 'tel:+911140001234'],
    ['98765-43210', 'tel:9876543210'],
    ['(+91) 98765 43210', 'tel:+919876543210'],
  ])('%s → %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
