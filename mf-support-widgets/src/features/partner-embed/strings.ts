import { commonEn } from '@nyaya/shared-platform';
import { supportWidgetsEn } from '../../i18n/en';

/**
 * The embed's strings: the same catalog as the remote's i18n namespace (and the platform's
 * `common` one for shared messages), looked up without i18next, which would cost every
 * partner's page 14 KB gzip for a dozen sentences.
 */
const catalogs: Record<string, unknown> = {
  mf_support_widgets: supportWidgetsEn,
  common: commonEn,
};

/** `'callback.title'` or a qualified `'common:validation.indianMobile'`, with `{{name}}` values. */
export function t(key: string, values: Record<string, string> = {}): string {
  const [namespace, path] = key.includes(':') ? key.split(':', 2) : ['mf_support_widgets', key];
  let entry: unknown = catalogs[namespace!];
  for (const part of path!.split('.')) {
    entry =
      entry && typeof entry === 'object' ? (entry as Record<string, unknown>)[part] : undefined;
  }
  if (typeof entry !== 'string') return key;
  return entry.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => values[name] ?? match);
}
