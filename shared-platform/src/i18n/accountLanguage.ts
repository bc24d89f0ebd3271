/**
 * The account's language changed (docs/product/languages.md): the shell writes
 * `notification_preferences.language` when a signed-in user picks a language in the header or
 * signs in on a device with a choice of its own, then announces it here, so a remote that shows
 * the same value (the client dashboard's "Language of e-mails") reads it again instead of showing
 * the old one until a reload. A DOM event, so the shell and the remotes need share no state.
 */
import type { SupportedLanguage } from './i18n';

const ACCOUNT_LANGUAGE_SAVED = 'nyaya:account-language-saved';

interface AccountLanguageSavedDetail {
  language: SupportedLanguage;
}

/** Tells the page that the signed-in account's language is now `language`. */
export function announceAccountLanguage(language: SupportedLanguage): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(
    new CustomEvent<AccountLanguageSavedDetail>(ACCOUNT_LANGUAGE_SAVED, { detail: { language } }),
  );
}

/** Calls `listener` each time the account's language is saved; returns the unsubscribe function. */
export function onAccountLanguageSaved(
  listener: (language: SupportedLanguage) => void,
): () => void {
  if (typeof window === 'undefined') return () => {};
  const handle = (event: Event) =>
    listener((event as CustomEvent<AccountLanguageSavedDetail>).detail.language);
  window.addEventListener(ACCOUNT_LANGUAGE_SAVED, handle);
  return () => window.removeEventListener(ACCOUNT_LANGUAGE_SAVED, handle);
}
