import type { SupportedLanguage } from '@nyaya/shared-platform';
import { entryAfterFirstPaint } from './entryAfterPaint';
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
/**
 * Holds the first paint until the parser has read the whole page, the root element and all it
 * holds (`rel=expect`; Chromium honours an element's id here, not the bare `#`). Without it the
 * browser may paint a page half parsed when its main thread is busy: the language switch with its
 * icon only, the header's row with its brand and first link, then pushed into place by the rest,
 * a layout shift. Chromium lets the paint go once the named element is inserted, that is when its
 * start tag is read, so the name is an empty marker right after the root: everything before it
 * has been parsed. The page's HTML is its content and is parsed in milliseconds; the hold costs no
 * more than that.
 */
const PARSED_MARKER = '<template id="page-parsed"></template>';
const PAINT_WHEN_PARSED = '<link rel="expect" href="#page-parsed" blocking="render">';
/** The app shell's description of the site, and what it says without JavaScript. */
const META_DESCRIPTION = /(<meta\s+name="description"\s+content=")[^"]*(")/;
const NOSCRIPT = /(<noscript>)[^<]*(<\/noscript>)/;
/** The app shell's root element, whose `lang` names the document's language. */
const HTML_LANG = /<html\b[^>]*?\slang="[^"]*"/;

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

/** The app shell's own words in another language (each kept as built when absent). */
export interface DocumentTexts {
  description?: string;
  noscript?: string;
}

/**
 * The app shell in `language`: `<html lang>` names it, its description and its no-script text
 * are `texts`, and `head` (the Devanagari font of a Hindi document, src/prerender/font.ts) goes
 * at the end of the head. English leaves the page as built.
 */
export function documentInLanguage(
  appShell: string,
  {
    language,
    head = '',
    texts = {},
  }: { language: SupportedLanguage; head?: string; texts?: DocumentTexts },
): string {
  let document = appShell;
  if (language !== 'en') {
    const lang = HTML_LANG.exec(appShell);
    if (!lang) throw new Error(`The app shell has no ${String(HTML_LANG)} to fill in`);
    document = appShell.replace(HTML_LANG, () =>
      lang[0].replace(/lang="[^"]*"/, `lang="${language}"`),
    );
    const { description, noscript } = texts;
    if (description !== undefined) {
      document = document.replace(META_DESCRIPTION, (_, open: string, close: string) =>
        [open, escapeHtml(description), close].join(''),
      );
    }
    if (noscript !== undefined) {
      document = document.replace(NOSCRIPT, (_, open: string, close: string) =>
        [open, escapeHtml(noscript), close].join(''),
      );
    }
  }
  if (head) document = replaceOnce(document, '</head>', `${head}</head>`);
  return document;
}

/**
 * A prerendered page: the app shell (the browser build's page, with its scripts) with the page's
 * title, its CSS in the head, and its markup in the root, which names the path it was rendered
 * at for bootstrap.tsx when the browser is to hydrate it. A page in another language than English
 * says so in `<html lang>` (bootstrap.tsx hydrates it only in that language) and carries `head`.
 */
export function pageDocument(
  appShell: string,
  {
    path,
    title,
    page,
    hydrate = true,
    language = 'en',
    head = '',
    texts,
  }: {
    path: string;
    title: string;
    page: RenderedPage;
    /** False for a page frame (PAGE_FRAMES), which the browser renders afresh. */
    hydrate?: boolean;
    /** The language the page is rendered in. */
    language?: SupportedLanguage;
    /** More of the head (see documentInLanguage). */
    head?: string;
    /** The app shell's own words in the language (see documentInLanguage). */
    texts?: DocumentTexts;
  },
): string {
  let document = replaceOnce(
    documentInLanguage(appShell, { language, head, texts }),
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(title)}</title>`,
  );
  document = replaceOnce(document, '</head>', `${PAINT_WHEN_PARSED}${page.styleTags}</head>`);
  if (hydrate) {
    document = entryAfterFirstPaint(
      document.replace(STARTUP_CHUNK_PRELOAD, '').replace(HIGH_PRIORITY, '$1'),
    );
  }
  return replaceOnce(
    document,
    EMPTY_ROOT,
    (hydrate
      ? `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${escapeHtml(path)}">${page.html}</div>`
      : `<div id="root">${page.html}</div>`) + PARSED_MARKER,
  );
}
