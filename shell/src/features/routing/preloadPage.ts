import type { SupportedLanguage } from '@nyaya/shared-platform';
import { legalPageAt, loadLegalPage } from '../legal';
import { remotePageAt } from '../../registry/registry';
import { prefetchPage } from '../../remotes/prefetchPage';
import { preloadRemoteModule } from '../../remotes/RemoteModule';

/**
 * Starts loading a legal page's text in the visit's language, or the remote page at `location`, if a remote renders it, the moment the remotes
 * are registered: its manifest, entry and chunks download while React is still starting, instead
 * of after the first render asked for them, and its prefetch (when it has one) starts the page's
 * first reads beside them. A page behind a guard is loaded too: the people who open its address
 * are nearly always the ones it is for (and the database answers a prefetch only as it would
 * answer the page). Settles once the page's module has loaded or failed.
 */
export function preloadPage(
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  language: SupportedLanguage = 'en',
): Promise<void> {
  const legal = legalPageAt(pathname);
  // A legal page's component and text, so that the first render shows it (and hydrates the
  // prerendered page).
  if (legal) return loadLegalPage(legal, language);
  const page = remotePageAt(pathname);
  if (!page) return Promise.resolve();
  if (page.prefetch) prefetchPage(page.prefetch, { pathname, search });
  return preloadRemoteModule(page.module);
}
