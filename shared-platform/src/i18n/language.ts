// The page's language: how it is detected, chosen, remembered and shown
// (docs/product/languages.md).
import { useSyncExternalStore } from 'react';
import {
  COMMON_NAMESPACE,
  currentLanguage,
  i18n,
  initI18n,
  isSupportedLanguage,
  loadHindiCatalogs,
  type SupportedLanguage,
} from './i18n';

/** localStorage: the language chosen explicitly on this device. */
export const LANGUAGE_STORAGE_KEY = 'nyaya.language';
/** The cookie that mirrors the page's language for the server (path=/, one year, SameSite=Lax). */
export const LANGUAGE_COOKIE = 'nyaya_lang';

const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The explicit choice stored on this device, or null. */
export function storedLanguage(): SupportedLanguage | null {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isSupportedLanguage(value) ? value : null;
  } catch {
    // Storage refused (privacy mode, a sandboxed frame): no choice is remembered.
    return null;
  }
}

function cookieLanguage(): SupportedLanguage | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isSupportedLanguage(value)) return value;
  }
  return null;
}

/**
 * The browser's preference: 'hi' when the first of `languages` whose primary subtag is `en` or
 * `hi` is Hindi; otherwise English.
 */
export function preferredLanguage(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): SupportedLanguage {
  for (const tag of languages) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isSupportedLanguage(primary)) return primary;
  }
  return 'en';
}

/** The language of a first paint: the stored choice, else the cookie, else the browser's preference. */
export function detectLanguage(): SupportedLanguage {
  return storedLanguage() ?? cookieLanguage() ?? preferredLanguage();
}

/**
 * Switches the page to `language`: loads every registered Hindi catalog first if needed, then
 * changes i18next's language (which emits 'languageChanged'), sets `<html lang>` and writes the
 * cookie. `remember: true` (the user's explicit choice) also stores it on this device.
 */
export async function changeLanguage(
  language: SupportedLanguage,
  options: { remember?: boolean } = {},
): Promise<void> {
  initI18n();
  if (language === 'hi') await loadHindiCatalogs();
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  }
  if (options.remember) {
    try {
      globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage refused: the choice lasts as long as the cookie.
    }
  }
}

function subscribe(onChange: () => void): () => void {
  initI18n();
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/** The page's current language; the component re-renders when it changes. */
export function useLanguage(): SupportedLanguage {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/** The Intl locale for dates and numbers in `language`. */
export function localeOf(language: SupportedLanguage): 'en-IN' | 'hi-IN' {
  return language === 'hi' ? 'hi-IN' : 'en-IN';
}

/** The Intl locale of the page's language; the component re-renders when it changes. */
export function useLocale(): 'en-IN' | 'hi-IN' {
  return localeOf(useLanguage());
}

/** The groups of domain values the `common` catalog labels. */
export type DomainLabelGroup = 'specializations' | 'courts' | 'languages' | 'requestStatus';

/**
 * The label of a domain value in the page's language (a specialization, a court of
 * PRACTICE_LOCATIONS, a consultation language code, a request status), or the value itself
 * when the catalog has none.
 */
export function domainLabel(group: DomainLabelGroup, value: string): string {
  // Catalog keys never hold i18next's separators; such a value has no label.
  if (value === '' || /[.:]/.test(value)) return value;
  initI18n();
  const key = `${group}.${value}`;
  if (!i18n.exists(key, { ns: COMMON_NAMESPACE })) return value;
  return (i18n.t as unknown as (key: string, options: object) => string)(key, {
    ns: COMMON_NAMESPACE,
  });
}
