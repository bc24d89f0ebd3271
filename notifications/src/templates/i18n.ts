import { createInstance, type TFunction } from 'i18next';
import { en } from './locales/en.ts';
import { hi } from './locales/hi.ts';

/**
 * Languages the mails are written in; a user's `language` outside this list gets English
 * (docs/product/languages.md: the mails follow the language of the recipient's preferences).
 */
export const mailLanguages = ['en', 'hi'] as const;
export type MailLanguage = (typeof mailLanguages)[number];

const i18n = createInstance();
void i18n.init({
  resources: { en: { translation: en }, hi: { translation: hi } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'hi'],
  // The layout escapes every value for HTML, and the text version must not carry entities.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

/** The language a mail is written in: the recipient's, English when the mails have none. */
export function mailLanguage(language: string | null | undefined): MailLanguage {
  return (mailLanguages as readonly unknown[]).includes(language)
    ? (language as MailLanguage)
    : 'en';
}

/** The strings in `language` (from the recipient's preferences), English when it has none. */
export function mailStrings(language: string | null | undefined): TFunction {
  return i18n.getFixedT(mailLanguage(language));
}
