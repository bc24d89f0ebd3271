import { describe, expect, it } from 'vitest';
import { formatEffectiveDate } from './effectiveDate';

describe('formatEffectiveDate', () => {
  it('writes the day in India in each language', () => {
    expect(formatEffectiveDate('2026-11-29', 'en-IN')).toBe('29 Nov 2026');
    expect(formatEffectiveDate('2026-11-29', 'hi-IN')).toBe('29 नवंबर 2026');
  });

  it('shows an unreadable date as written', () => {
    expect(formatEffectiveDate('someday', 'en-IN')).toBe('someday');
  });
});
