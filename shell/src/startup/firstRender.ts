import type { SupportedLanguage } from '@nyaya/shared-platform';
import { rendersAlike } from '../prerender/rendersAlike';

export interface FirstRenderInput {
  /** The path the root's markup was prerendered at (PRERENDERED_PATH_ATTRIBUTE), or null. */
  prerenderedAt: string | null;
  /** The address's path. */
  pathname: string;
  /** The document's `<html lang>`: the language its markup was rendered in. */
  documentLanguage: string;
  /** The language this visit shows (detectLanguage). */
  language: SupportedLanguage;
}

/**
 * Whether the browser hydrates the root's prerendered markup rather than rendering afresh over
 * it: only markup this address renders alike (rendersAlike), in the visit's language. React
 * does not patch up text that differs, so an English page for a Hindi visit (a server that does
 * not negotiate, or a stored choice the cookie did not tell it) is rendered afresh in Hindi
 * (docs/adr/0033-hindi-and-language-negotiation.md).
 */
export function hydratesPrerendered({
  prerenderedAt,
  pathname,
  documentLanguage,
  language,
}: FirstRenderInput): boolean {
  return (
    prerenderedAt !== null && documentLanguage === language && rendersAlike(prerenderedAt, pathname)
  );
}
