/**
 * What a Hindi document's head declares of the Devanagari font (docs/adr/0033): both weights
 * preloaded, so that they are there for the first paint (`font-display: optional` uses a face only
 * then; the hero heading, the largest paint, is in the 600 weight, which the browser would
 * otherwise find only at layout), and the faces' `@font-face` rules inline, which cost no request. English documents have
 * neither. The build sets the values (build/devanagari-font.mjs); src/startup/devanagariFont.ts
 * adds the same rules when a page switches to Hindi at run time.
 */
import { DEVANAGARI_FONT_ATTRIBUTE } from '../startup/devanagariFont';

declare const __DEVANAGARI_FONT_PRELOADS__: readonly string[] | undefined;
declare const __DEVANAGARI_FONT_FACES__: string | undefined;

export interface DocumentFont {
  /** The URLs of the WOFF2 files to preload. */
  preloads: readonly string[];
  /** The `@font-face` rules. */
  css: string;
}

/** The font as the build made it; null where nothing built it (unit tests pass their own). */
export function builtDevanagariFont(): DocumentFont | null {
  return typeof __DEVANAGARI_FONT_PRELOADS__ !== 'undefined' &&
    typeof __DEVANAGARI_FONT_FACES__ === 'string'
    ? { preloads: __DEVANAGARI_FONT_PRELOADS__, css: __DEVANAGARI_FONT_FACES__ }
    : null;
}

/** The head's elements for `font`. A font is fetched in CORS mode, so its preload is too. */
export function fontHead({ preloads, css }: DocumentFont): string {
  return (
    preloads
      .map((href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin>`)
      .join('') + `<style ${DEVANAGARI_FONT_ATTRIBUTE}>${css}</style>`
  );
}
