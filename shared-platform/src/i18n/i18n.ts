import i18next, {
  type i18n as I18n,
  type FlatNamespace,
  type ParseKeys,
  type Resource,
} from 'i18next';
import { initReactI18next } from 'react-i18next';
import { reportError } from '../observability/sentry';
import { commonEn } from './en/common';

export const SUPPORTED_LANGUAGES = ['en', 'hi'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
/** The platform's namespace; every remote and the shell have one of their own. */
export const COMMON_NAMESPACE = 'common';

export function isSupportedLanguage(value: unknown): value is SupportedLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

// One instance for the page: shared-platform is a Module Federation singleton, so the shell
// and every remote add their strings to, and translate with, this same instance.
export const i18n: I18n = i18next.createInstance();

/**
 * A package's Hindi catalog, loaded (its own chunk) the first time Hindi is on. `pending` is the
 * load under way or done; a failed load clears it so that the next wait tries again.
 */
interface HindiCatalog {
  namespace: string;
  load: () => Promise<object>;
  pending: Promise<void> | null;
}

const hindiCatalogs: HindiCatalog[] = [];

/** The language the page shows: 'hi' when i18next is in Hindi, else English. */
export function currentLanguage(): SupportedLanguage {
  const language = i18n.language;
  return isSupportedLanguage(language) ? language : 'en';
}

function loadHindi(catalog: HindiCatalog): Promise<void> {
  catalog.pending ??= catalog.load().then(
    (resources) => {
      i18n.addResourceBundle('hi', catalog.namespace, resources, true, true);
    },
    (error: unknown) => {
      // The namespace stays in English (i18next's fallback); a later wait tries again.
      catalog.pending = null;
      reportError(error, { hindiCatalog: catalog.namespace });
    },
  );
  return catalog.pending;
}

/**
 * Loads every registered Hindi catalog not loaded yet, including those registered while
 * waiting (a chunk that registers more). Never rejects.
 */
export async function loadHindiCatalogs(): Promise<void> {
  let waited = 0;
  while (waited < hindiCatalogs.length) {
    const batch = hindiCatalogs.slice(waited);
    waited = hindiCatalogs.length;
    await Promise.all(batch.map(loadHindi));
  }
}

/**
 * Initialises i18next with the platform's `common` strings, in `language` (English unless
 * told); Hindi catalogs load when Hindi is on (docs/product/languages.md). Safe to call more
 * than once: a later call that names another language switches to it (strings arrive with
 * `translationsReady()`); synchronous.
 */
export function initI18n(language?: SupportedLanguage): I18n {
  if (i18n.isInitialized) {
    if (language && language !== currentLanguage()) {
      void i18n.changeLanguage(language);
      if (language === 'hi') void loadHindiCatalogs();
    }
    return i18n;
  }
  const resources: Resource = { en: { [COMMON_NAMESPACE]: commonEn } };
  void i18n.use(initReactI18next).init({
    resources,
    lng: language ?? 'en',
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [COMMON_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    // React escapes output already.
    interpolation: { escapeValue: false },
    // A Hindi catalog that arrives after a component rendered re-renders it.
    react: { bindI18nStore: 'added' },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  });
  registerTranslations(COMMON_NAMESPACE, {
    en: commonEn,
    hi: () => import('./hi/common').then((module) => module.commonHi),
  });
  return i18n;
}

/**
 * Registers a package's own strings under its namespace (its container name, or 'shell'),
 * merged into anything already there. Call at module load of the remote's exposed modules.
 * Prefer `registerTranslations`, which knows the Hindi catalog too.
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
 * Registers a package's catalogs under its namespace: English now, Hindi (a dynamic import, so
 * its own chunk) only when Hindi is on — at once if it is, else on `changeLanguage('hi')`.
 * Registrations merge: a lazy chunk may register more keys in the same namespace.
 */
export function registerTranslations(
  namespace: string,
  catalogs: { en: object; hi: () => Promise<object> },
): void {
  initI18n();
  i18n.addResourceBundle('en', namespace, catalogs.en, true, true);
  const catalog: HindiCatalog = { namespace, load: catalogs.hi, pending: null };
  hindiCatalogs.push(catalog);
  if (currentLanguage() === 'hi') void loadHindi(catalog);
}

/**
 * Resolves when every registered catalog of the current language is in i18next: at once in
 * English. Never rejects: a Hindi catalog that fails to load leaves its namespace in English
 * (reported to Sentry).
 */
export function translationsReady(): Promise<void> {
  return currentLanguage() === 'hi' ? loadHindiCatalogs() : Promise.resolve();
}

/**
 * `loader` (e.g. `() => import('./ReviewsTab')`), resolved only once the strings the loaded
 * chunk registers are ready: for React.lazy of a chunk that registers its own catalog.
 */
export function withTranslations<T>(loader: () => Promise<T>): () => Promise<T> {
  return async () => {
    const loaded = await loader();
    await translationsReady();
    return loaded;
  };
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
 * Translates a key that arrives as data (a QualifiedKey kept in an error or a schema), with its
 * interpolation values. Its type is only known where it was made, so it is looked up untyped; a
 * missing key shows up in tests (testing/missingTranslations.ts).
 */
export function translateKey(key: string, values?: Record<string, unknown>): string {
  return (i18n.t as unknown as (key: string, options?: object) => string)(key, values);
}

/** The type of a Hindi catalog: the keys of the English `as const` object, any string values. */
export type CatalogOf<T> = { [K in keyof T]: T[K] extends string ? string : CatalogOf<T[K]> };
