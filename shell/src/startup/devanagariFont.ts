/**
 * The Devanagari font of the Hindi pages (docs/adr/0033-hindi-and-language-negotiation.md):
 * Noto Sans Devanagari, weights 400 and 600, the Devanagari subset only, self-hosted from the
 * shell's `fonts/` (build/devanagari-font.mjs). A Hindi document declares it in its head
 * (src/prerender); an English document knows nothing of it, so an English
 * visit never requests it. When a page switches to Hindi at run time, its `@font-face` stylesheet
 * is added then.
 */
import { i18n, type SupportedLanguage } from '@nyaya/shared-platform';

/** Set by the build (shell/rspack.config.mjs): the URL of the font's `@font-face` stylesheet. */
declare const __DEVANAGARI_FONT_STYLESHEET__: string | undefined;

/** Marks the element that declares the font, whether the document came with it or it was added. */
export const DEVANAGARI_FONT_ATTRIBUTE = 'data-devanagari-font';

/** The languages written in Devanagari. */
const DEVANAGARI_LANGUAGES: readonly SupportedLanguage[] = ['hi'];

/** The stylesheet's URL in a build of the shell; null where nothing built it (unit tests). */
export function builtFontStylesheet(): string | null {
  return typeof __DEVANAGARI_FONT_STYLESHEET__ === 'string' ? __DEVANAGARI_FONT_STYLESHEET__ : null;
}

/** Declares the font in `doc` unless it already is (a Hindi document, or an earlier switch). */
export function ensureDevanagariFont(
  doc: Document = document,
  stylesheet: string | null = builtFontStylesheet(),
): void {
  if (stylesheet === null || doc.querySelector(`[${DEVANAGARI_FONT_ATTRIBUTE}]`)) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesheet;
  link.setAttribute(DEVANAGARI_FONT_ATTRIBUTE, '');
  doc.head.append(link);
}

/**
 * From now on, a switch to a Devanagari language declares the font (the stylesheet is a few
 * hundred bytes; the browser then fetches a weight only when text in Devanagari uses it).
 * Returns the unsubscribe function.
 */
export function declareFontOnLanguageChange(
  doc: Document = document,
  stylesheet: string | null = builtFontStylesheet(),
): () => void {
  const onChange = (language: string) => {
    if ((DEVANAGARI_LANGUAGES as readonly string[]).includes(language)) {
      ensureDevanagariFont(doc, stylesheet);
    }
  };
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}
