import type { SupportedLanguage } from '@nyaya/shared-platform';
import type { LegalDocument } from './legalDocument';
import type { LegalPage } from './pages';

/**
 * A load that records how it settled, as React's `use` reads it: once fulfilled, `use` returns
 * the value in the same render instead of suspending, so the prerender and a visit's first
 * render (after preloadPage) show the text at once, and the hydrated page is the prerendered one.
 */
export type Tracked<T> = Promise<T> &
  (
    | { status?: 'pending' }
    | { status: 'fulfilled'; value: T }
    | { status: 'rejected'; reason: unknown }
  );

type TrackedLoad = Tracked<LegalDocument>;

const loads = new Map<string, TrackedLoad>();

const keyOf = (page: LegalPage, language: SupportedLanguage) => `${page.id}:${language}`;

/** Marks on `promise` how it settled, as React's `use` reads it. */
export function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked = promise as Tracked<T>;
  Object.assign(tracked, { status: 'pending' });
  // The handlers return nothing: returning `tracked` would make this chain adopt its rejection.
  tracked.then(
    (value) => {
      Object.assign(tracked, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(tracked, { status: 'rejected', reason });
    },
  );
  return tracked;
}

/**
 * The page's text in `language` (its content chunk), loaded once: the same promise every time,
 * fulfilled from then on. A failed load stays failed (the page shows why, instead of asking
 * again on every render) until retryLegalDocument forgets it. The files are checked against
 * legalDocumentSchema by the tests, not here, to keep the schema library off the page.
 */
export function loadLegalDocument(page: LegalPage, language: SupportedLanguage): TrackedLoad {
  const key = keyOf(page, language);
  const existing = loads.get(key);
  if (existing) return existing;
  const load = track(page.content(language).then((module) => module.default as LegalDocument));
  loads.set(key, load);
  return load;
}

/** Forgets a failed load of the page's text, so that the next render loads it afresh. */
export function retryLegalDocument(page: LegalPage, language: SupportedLanguage): void {
  const key = keyOf(page, language);
  if (loads.get(key)?.status === 'rejected') loads.delete(key);
}
