import { i18n, initI18n } from '../i18n/i18n';

const missing = new Set<string>();

/**
 * Records every key a test asks i18next for that no catalog has: i18next reports them only
 * when `saveMissing` is on, and would otherwise show the key itself, silently.
 */
export function trackMissingTranslations(): void {
  initI18n();
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_languages, namespace, key) => {
    missing.add(`${namespace}:${key}`);
  };
}

/** Throws, naming them, if keys were missing since the last call (run after each test). */
export function assertNoMissingTranslations(): void {
  if (missing.size === 0) return;
  const keys = [...missing].sort();
  missing.clear();
  throw new Error(`Translation keys missing from the catalog: ${keys.join(', ')}`);
}
