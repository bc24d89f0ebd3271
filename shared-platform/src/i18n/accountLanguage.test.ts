import { describe, expect, it, vi } from 'vitest';
import { announceAccountLanguage, onAccountLanguageSaved } from './accountLanguage';

describe('the account language announcement', () => {
  it('reaches every listener with the language, until it unsubscribes', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = onAccountLanguageSaved(first);
    const stopSecond = onAccountLanguageSaved(second);

    announceAccountLanguage('hi');
    expect(first).toHaveBeenCalledWith('hi');
    expect(second).toHaveBeenCalledWith('hi');

    stopFirst();
    announceAccountLanguage('en');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenLastCalledWith('en');
    stopSecond();
  });
});
