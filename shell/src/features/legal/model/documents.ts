import type { SupportedLanguage } from '@nyaya/shared-platform';
import type { LegalDocument } from './legalDocument';
import type { LegalPage } from './pages';

/**
 * A load that records how it settled, as React's `use` reads it: once fulfilled, `use` returns
 * the value in the same render instead of suspending, so the prerender and a visit's first
 * render (after preloadPage) show the text at once, and the hydrated page is the prerendered one.
 */
type TrackedLoad = Promise<LegalDocument> &
  (
    | { status?: 'pending' }
    | { status: 'fulfilled'; value: LegalDocument }
    | { status: 'rejected'; reason: unknown }
  );

const loads = new Map<string, TrackedLoad>();

const keyOf = (page: LegalPage, language: SupportedLanguage) => `${page.id}:${language}`;

/**
 * The page's text in `language` (its content chunk), loaded once: the same promise every time,
 * fulfilled from then on. A failed load stays failed (the page shows why, instead of asking
 * again on every render) until retryLegalDocument forgets it. The files are checked against legalDocumentSchema by the tests, not here, to keep the
 * schema library off the page.
 */
export function loadLegalDocument(page: LegalPage, language: SupportedLanguage): TrackedLoad {
  const key = keyOf(page, language);
  const existing = loads.get(key);
  if (existing) return existing;
  const load: TrackedLoad = page.content[language]().then(
    (module) => {
      const document = module.default as LegalDocument;
      Object.assign(load, { status: 'fulfilled', value: document });
      return document;
    },
    (error: unknown) => {
      Object.assign(load, { status: 'rejected', reason: error });
      throw error;
    },
  );
  Object.assign(load, { status: 'pending' });
  loads.set(key, load);
  return load;
}

/** Forgets a failed load of the page's text, so that the next render loads it afresh. */
export function retryLegalDocument(page: LegalPage, language: SupportedLanguage): void {
  const key = keyOf(page, language);
  if (loads.get(key)?.status === 'rejected') loads.delete(key);
}
