import type { SupportedLanguage } from '@nyaya/shared-platform';
import { LEGAL_PAGES } from '../features/legal';
import type { ShellTextKey } from '../registry/registry';

/**
 * The page a prerendered app's browser build emits: the plain app shell, an empty root that the
 * browser renders into (APP_SHELL_PAGE of @nyaya/build-kit). It is the template of
 * the prerendered pages, and what the servers send for the routes the remotes render.
 */
export const APP_SHELL_PAGE = 'app.html';

/** The root's attribute naming the path its prerendered markup was rendered at. */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';

export interface PrerenderedPage {
  /** The file in `dist`. */
  file: string;
  /** Where it is rendered. */
  path: string;
  /** Its document title (useDocumentTitle sets it only in the browser). */
  title: ShellTextKey;
}

/** The shell's own pages, rendered to HTML by the build (docs/product/public-site.md). */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { file: 'index.html', path: '/', title: 'documentTitle.home' },
  // The legal pages, read by people who arrive from a search or a sign-up form's link.
  ...LEGAL_PAGES.map(({ file, path, title }) => ({ file, path, title })),
  // Served for every path without a route. Rendered at a path that no route and no header link
  // claims, so the header marks no link as current (rendersAlike.ts).
  { file: '404.html', path: '/404', title: 'documentTitle.notFound' },
];

/** What servers answer for a path that matches no route: the prerendered 404 page. */
export const NOT_FOUND_PAGE = '404.html';

/**
 * The file of a document in `language`: English at its plain name, any other language under a
 * folder of its name (`hi/index.html`), as routes.json says and the servers read it
 * (build-kit/src/languages.cjs; docs/adr/0033-hindi-and-language-negotiation.md).
 */
export function fileInLanguage(file: string, language: SupportedLanguage): string {
  return language === 'en' ? file : `${language}/${file}`;
}
