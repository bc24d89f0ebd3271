/**
 * What a Hindi document's head declares of the Devanagari font (docs/adr/0033): the faces'
 * `@font-face` rules inline, which cost no request; the browser fetches a weight when the page's
 * Devanagari text first uses it. Not preloaded: a preloaded `font-display: optional` face holds
 * the first paint until it is ready, which on a busy main thread is seconds late
 * (docs/benchmarks.md). English documents have none of it. The build sets the rules
 * (build/devanagari-font.mjs); src/startup/devanagariFont.ts adds the same rules when a page
 * switches to Hindi at run time.
 */
import { DEVANAGARI_FONT_ATTRIBUTE } from '../startup/devanagariFont';

declare const __DEVANAGARI_FONT_FACES__: string | undefined;

export interface DocumentFont {
  /** The `@font-face` rules. */
  css: string;
}

/** The font as the build made it; null where nothing built it (unit tests pass their own). */
export function builtDevanagariFont(): DocumentFont | null {
  return typeof __DEVANAGARI_FONT_FACES__ === 'string' ? { css: __DEVANAGARI_FONT_FACES__ } : null;
}

/** The head's element for `font`. */
export function fontHead({ css }: DocumentFont): string {
  return `<style ${DEVANAGARI_FONT_ATTRIBUTE}>${css}</style>`;
}
