import { commonEn, type SupportedLanguage } from '@nyaya/shared-platform';
import { supportWidgetsEn } from '../../i18n/en';

/** Catalogs by namespace: the remote's own and the platform's `common`. */
export type EmbedCatalogs = Record<string, unknown>;

/**
 * The embed's strings: the same catalogs as the remote's i18n namespace (and the platform's
 * `common` one for shared messages), looked up without i18next, which would cost every
 * partner's page 14 KB gzip for a dozen sentences. English is built in; a Hindi page adds the
 * Hindi catalogs it needs (`setCatalogs`), loaded as their own chunk.
 */
const english: EmbedCatalogs = {
  mf_support_widgets: supportWidgetsEn,
  common: commonEn,
};
let current: EmbedCatalogs = english;
let language: SupportedLanguage = 'en';

/** Shows `catalogs`' strings (of `language`) from now on; a key they lack stays English. */
export function setCatalogs(catalogsLanguage: SupportedLanguage, catalogs: EmbedCatalogs): void {
  language = catalogsLanguage;
  current = catalogs;
}

/** Back to English only (tests). */
export function resetCatalogs(): void {
  setCatalogs('en', english);
}

/** The language the strings are in. */
export function stringsLanguage(): SupportedLanguage {
  return language;
}

/** Whether `key` has a string in the catalogs shown now, not only in English. */
export function hasString(key: string): boolean {
  const [namespace, path] = key.includes(':') ? key.split(':', 2) : ['mf_support_widgets', key];
  return lookup(current, namespace!, path!) !== undefined;
}

function lookup(catalogs: EmbedCatalogs, namespace: string, path: string): string | undefined {
  let entry: unknown = catalogs[namespace];
  for (const part of path.split('.')) {
    entry =
      entry && typeof entry === 'object' ? (entry as Record<string, unknown>)[part] : undefined;
  }
  return typeof entry === 'string' ? entry : undefined;
}

/** `'callback.title'` or a qualified `'common:validation.indianMobile'`, with `{{name}}` values. */
export function t(key: string, values: Record<string, string> = {}): string {
  const [namespace, path] = key.includes(':') ? key.split(':', 2) : ['mf_support_widgets', key];
  const entry = lookup(current, namespace!, path!) ?? lookup(english, namespace!, path!);
  if (entry === undefined) return key;
  return entry.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => values[name] ?? match);
}
