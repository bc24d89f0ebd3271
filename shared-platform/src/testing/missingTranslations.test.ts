import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { assertNoMissingTranslations } from './missingTranslations';

// The set-up installs the tracker for every test (src/test/setup.ts, testing/setup.ts).
describe('missing translations', () => {
  it('fail the test that asked for a key no catalog has, naming it', () => {
    expect(i18n.t('common:loading')).toBe('Loading...');
    expect(() => assertNoMissingTranslations()).not.toThrow();

    i18n.t('common:noSuchKey' as 'common:loading');
    expect(() => assertNoMissingTranslations()).toThrow(
      'Translation keys missing from the catalog: common:noSuchKey',
    );
    // Reported once: the next test starts clean.
    expect(() => assertNoMissingTranslations()).not.toThrow();
  });
});
