/**
 * The shell's prerender (a Node build, createPrerenderConfig in rspack.config.mjs): the landing
 * and 404 pages as HTML with their CSS inlined, painted before any script runs and hydrated by
 * bootstrap.tsx; each remote page's frame (header, skeleton, footer), rendered afresh by
 * bootstrap.tsx; and the routes.json that tells servers which document each path gets.
 */
import { translateKey } from '@nyaya/shared-platform';
import { SHELL_NAMESPACE } from '../i18n';
import { pageDocument } from './document';
import { PAGE_FRAMES } from './frames';
import { PRERENDERED_PAGES } from './pages';
import { renderPage } from './renderPage';
import { routesManifest } from './routesManifest';

/** The files to write beside the browser build, from its app shell page. */
export function prerender(appShell: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const { file, path, title } of PRERENDERED_PAGES) {
    files[file] = pageDocument(appShell, {
      path,
      title: translateKey(`${SHELL_NAMESPACE}:${title}`),
      page: renderPage(path),
    });
  }
  for (const { file, path, title } of PAGE_FRAMES) {
    files[file] = pageDocument(appShell, {
      path,
      title: translateKey(`${SHELL_NAMESPACE}:${title}`),
      page: renderPage(path),
      hydrate: false,
    });
  }
  files['routes.json'] = `${JSON.stringify(routesManifest(), null, 2)}\n`;
  return files;
}
