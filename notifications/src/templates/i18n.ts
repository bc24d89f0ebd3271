import { createInstance, type TFunction } from 'i18next';
import { en } from './locales/en.ts';

/** Languages the mails are written in; a user's `language` outside this list gets English. */
export const mailLanguages = ['en'] as const;
export type MailLanguage = (typeof mailLanguages)[number];

const i18n = createInstance();
void i18n.init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'hi'],
  // The layout escapes every value for HTML, and the text version must not carry entities.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

/** The strings in `language` (from the recipient's preferences), English when it has none. */
export function mailStrings(language: string | null | undefined): TFunction {
  const wanted = language && i18n.hasResourceBundle(language, 'translation') ? language : 'en';
  return i18n.getFixedT(wanted);
}
