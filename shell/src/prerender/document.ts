import { PRERENDERED_PATH_ATTRIBUTE } from './pages';
import type { RenderedPage } from './renderPage';

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The app shell's preloads of the chunks the first render needs (build/startup-preloads.mjs,
 * STARTUP_CHUNK_ATTRIBUTE). A page frame keeps them: nothing of the page shows before those
 * chunks run. A hydrated page drops them: its content is in the HTML, and scripts fetched at high
 * priority ahead of the first paint would only compete with it (in Lighthouse's model, they
 * delay it).
 */
const STARTUP_CHUNK_PRELOAD = /<link\b[^>]*\sdata-startup-chunk\b[^>]*>/g;
/** For the same reason, a hydrated page's entry script keeps the browser's own priority. */
const HIGH_PRIORITY = /(<script\b[^>]*?)\sfetchpriority="high"/g;

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
 * at for bootstrap.tsx when the browser is to hydrate it.
 */
export function pageDocument(
  appShell: string,
  {
    path,
    title,
    page,
    hydrate = true,
  }: {
    path: string;
    title: string;
    page: RenderedPage;
    /** False for a page frame (PAGE_FRAMES), which the browser renders afresh. */
    hydrate?: boolean;
  },
): string {
  let document = replaceOnce(
    appShell,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(title)}</title>`,
  );
  document = replaceOnce(document, '</head>', `${page.styleTags}</head>`);
  if (hydrate) {
    document = document.replace(STARTUP_CHUNK_PRELOAD, '').replace(HIGH_PRIORITY, '$1');
  }
  return replaceOnce(
    document,
    EMPTY_ROOT,
    hydrate
      ? `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${escapeHtml(path)}">${page.html}</div>`
      : `<div id="root">${page.html}</div>`,
  );
}
