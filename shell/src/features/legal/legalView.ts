import type { SupportedLanguage } from '@nyaya/shared-platform';
import { loadLegalDocument, retryLegalDocument, track, type Tracked } from './model/documents';
import type { LegalPage } from './model/pages';

type ViewModule = typeof import('./components/LegalPageView');
let view: Tracked<ViewModule> | undefined;

/**
 * The pages' component, a chunk of its own (it is not on the landing page's first visit),
 * loaded once; a failed load is forgotten by retryLegalPage.
 */
export function loadLegalView(): Tracked<ViewModule> {
  view ??= track(import('./components/LegalPageView'));
  return view;
}

/** The page's component and its text in `language`, both loaded (before a first render). */
export async function loadLegalPage(page: LegalPage, language: SupportedLanguage): Promise<void> {
  await Promise.all([loadLegalView(), loadLegalDocument(page, language)]);
}

/** Forgets what failed to load of the page, so that the next render loads it afresh. */
export function retryLegalPage(page: LegalPage, language: SupportedLanguage): void {
  retryLegalDocument(page, language);
  if (view?.status === 'rejected') view = undefined;
}
