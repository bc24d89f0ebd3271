/**
 * What a Hindi document's head declares of the Devanagari font (docs/adr/0033): the 400 weight
 * preloaded, so that it is there for the first paint (`font-display: optional` uses it only
 * then), and the faces' `@font-face` rules inline, which cost no request. English documents have
 * neither. The build sets the values (build/devanagari-font.mjs); src/startup/devanagariFont.ts
 * adds the same rules when a page switches to Hindi at run time.
 */
import { DEVANAGARI_FONT_ATTRIBUTE } from '../startup/devanagariFont';

declare const __DEVANAGARI_FONT_PRELOAD__: string | undefined;
declare const __DEVANAGARI_FONT_FACES__: string | undefined;

export interface DocumentFont {
  /** The URL of the WOFF2 file to preload. */
  preload: string;
  /** The `@font-face` rules. */
  css: string;
}

/** The font as the build made it; null where nothing built it (unit tests pass their own). */
export function builtDevanagariFont(): DocumentFont | null {
  return typeof __DEVANAGARI_FONT_PRELOAD__ === 'string' &&
    typeof __DEVANAGARI_FONT_FACES__ === 'string'
    ? { preload: __DEVANAGARI_FONT_PRELOAD__, css: __DEVANAGARI_FONT_FACES__ }
    : null;
}

/** The head's elements for `font`. A font is fetched in CORS mode, so its preload is too. */
export function fontHead({ preload, css }: DocumentFont): string {
  return (
    `<link rel="preload" as="font" type="font/woff2" href="${preload}" crossorigin>` +
    `<style ${DEVANAGARI_FONT_ATTRIBUTE}>${css}</style>`
  );
}
