import type { SupportedLanguage } from '@nyaya/shared-platform';
import { setCatalogs } from './strings';

/** 'hi' for 'hi', 'hi-IN' or 'HI'; null for a language the product is not in. */
function supported(tag: string | null | undefined): SupportedLanguage | null {
  const primary = tag?.trim().split('-')[0]?.toLowerCase();
  return primary === 'en' || primary === 'hi' ? primary : null;
}

export interface LanguageHints {
  /** The embed script's `data-language` attribute, if the partner set one. */
  attribute?: string | null;
  /** The partner page's `<html lang>`. */
  pageLanguage?: string | null;
  /** The visitor's `navigator.languages`. */
  browserLanguages?: readonly string[];
}

/**
 * The language of the widget on a partner's page (docs/product/languages.md): the script's
 * `data-language` when it names English or Hindi, else the page's own `<html lang>` when it is
 * English or Hindi, else the visitor's browser (the first of its languages that is English or
 * Hindi, as on our site), else English. Written here rather than taken from the platform's i18n
 * module, which would bring i18next to every partner's page.
 */
export function embedLanguage({
  attribute,
  pageLanguage,
  browserLanguages = [],
}: LanguageHints): SupportedLanguage {
  return (
    supported(attribute) ??
    supported(pageLanguage) ??
    browserLanguages.map(supported).find((language) => language !== null) ??
    'en'
  );
}

/**
 * The launcher's strings in `language`: in Hindi, the launcher's own small catalog (its own
 * chunk, loaded before the Help button shows); English is built in.
 */
export async function loadLauncherStrings(language: SupportedLanguage): Promise<void> {
  if (language !== 'hi') return;
  const { launcherHi } = await import('../../i18n/hi-launcher');
  setCatalogs('hi', { mf_support_widgets: launcherHi });
}

/** The forms' strings in `language`: in Hindi, the remote's and the platform's Hindi catalogs. */
export async function loadFormStrings(language: SupportedLanguage): Promise<void> {
  if (language !== 'hi') return;
  const { formCatalogsHi } = await import('./strings.hi');
  setCatalogs('hi', formCatalogsHi);
}
