import i18next, {
  type i18n as I18n,
  type FlatNamespace,
  type ParseKeys,
  type Resource,
} from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonEn } from './en/common';

export const SUPPORTED_LANGUAGES = ['en', 'hi'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
/** The platform's namespace; every remote and the shell have one of their own. */
export const COMMON_NAMESPACE = 'common';

// One instance for the page: shared-platform is a Module Federation singleton, so the shell
// and every remote add their strings to, and translate with, this same instance.
export const i18n: I18n = i18next.createInstance();

/**
 * Initialises i18next (English; Hindi resources can be added per namespace later) with the
 * platform's `common` strings. Safe to call more than once; synchronous.
 */
export function initI18n(language: SupportedLanguage = 'en'): I18n {
  if (i18n.isInitialized) return i18n;
  const resources: Resource = { en: { [COMMON_NAMESPACE]: commonEn } };
  void i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [COMMON_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    // React escapes output already.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  });
  return i18n;
}

/**
 * Registers a package's own strings under its namespace (its container name, or 'shell'),
 * merged into anything already there. Call at module load of the remote's exposed modules.
 */
export function addTranslations(
  namespace: string,
  resources: Record<string, unknown>,
  language: SupportedLanguage = 'en',
): void {
  initI18n();
  i18n.addResourceBundle(language, namespace, resources, true, true);
}

/**
 * A translation key with its namespace ('mf_directory:title', 'common:loading'), for texts that
 * travel as data (validation messages, error sentences) and are translated where shown.
 */
export type QualifiedKey<Ns extends FlatNamespace> = Extract<
  ParseKeys<[Ns, typeof COMMON_NAMESPACE]>,
  `${Ns}:${string}` | `${typeof COMMON_NAMESPACE}:${string}`
>;

/**
 * Translates a key that arrives as data (a QualifiedKey kept in an error or a schema). Its
 * type is only known where it was made, so it is looked up untyped; a missing key shows up in
 * tests (testing/missingTranslations.ts).
 */
export function translateKey(key: string): string {
  return (i18n.t as unknown as (key: string) => string)(key);
}
