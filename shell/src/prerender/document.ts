import { PRERENDERED_PATH_ATTRIBUTE } from './pages';
import type { RenderedPage } from './renderPage';

const EMPTY_ROOT = '<div id="root"></div>';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function replaceOnce(document: string, search: string | RegExp, replacement: string): string {
  const found = typeof search === 'string' ? document.includes(search) : search.test(document);
  if (!found) throw new Error(`The app shell has no ${String(search)} to fill in`);
  // A function, so that `$` in the page is not read as a replacement pattern.
  return document.replace(search, () => replacement);
}

/**
 * A prerendered page: the app shell (the browser build's page, with its scripts) with the page's
 * title, its CSS in the head, and its markup in the root, which names the path it was rendered
 * at for bootstrap.tsx.
 */
export function pageDocument(
  appShell: string,
  { path, title, page }: { path: string; title: string; page: RenderedPage },
): string {
  let document = replaceOnce(
    appShell,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(title)}</title>`,
  );
  document = replaceOnce(document, '</head>', `${page.styleTags}</head>`);
  return replaceOnce(
    document,
    EMPTY_ROOT,
    `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${escapeHtml(path)}">${page.html}</div>`,
  );
}
