/**
 * The shell's prerender (a Node build, createPrerenderConfig in rspack.config.mjs): the landing
 * and 404 pages as HTML with their CSS inlined, painted before any script runs and hydrated by
 * bootstrap.tsx; each remote page's frame (header, skeleton, footer), rendered afresh by
 * bootstrap.tsx; and the routes.json that tells servers which document each path gets.
 * Every document exists in every language: English at its plain name, Hindi under `hi/`, rendered
 * with that language's catalogs and named in `<html lang>`; a Hindi document also declares and
 * preloads the Devanagari font (docs/adr/0033-hindi-and-language-negotiation.md).
 */
import {
  changeLanguage,
  i18n,
  SUPPORTED_LANGUAGES,
  translateKey,
  translationsReady,
  type SupportedLanguage,
} from '@nyaya/shared-platform';
import { LEGAL_PAGES, loadLegalPage } from '../features/legal';
import { SHELL_NAMESPACE } from '../i18n';
import { documentInLanguage, pageDocument, type DocumentTexts } from './document';
import { builtDevanagariFont, fontHead, type DocumentFont } from './font';
import { PAGE_FRAMES } from './frames';
import { APP_SHELL_PAGE, fileInLanguage, PRERENDERED_PAGES } from './pages';
import { renderPage } from './renderPage';
import { routesManifest } from './routesManifest';

/** The head a document in `language` adds: the Devanagari font in Hindi, nothing in English. */
function headFor(language: SupportedLanguage, font: DocumentFont | null): string {
  return language === 'hi' && font ? fontHead(font) : '';
}

/**
 * The app shell's description and no-script text in the current language, from the shell's
 * catalog (`documentMeta`); a text the catalog does not have keeps the app shell's words.
 */
function documentTexts(): DocumentTexts {
  const text = (key: string) => {
    const qualified = `${SHELL_NAMESPACE}:documentMeta.${key}`;
    return i18n.exists(qualified) ? translateKey(qualified) : undefined;
  };
  return { description: text('description'), noscript: text('noscript') };
}

/**
 * The files to write beside the browser build, from its app shell page. `font` is the
 * Devanagari font the build made (tests pass their own).
 */
export async function prerender(
  appShell: string,
  { font = builtDevanagariFont() }: { font?: DocumentFont | null } = {},
): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  try {
    for (const language of SUPPORTED_LANGUAGES) {
      // The page's catalogs in this language (Hindi ones are loaded by changeLanguage; the
      // bundle is one chunk, so their imports are inlined), as the browser has them before it
      // hydrates (bootstrap.tsx).
      await changeLanguage(language);
      await translationsReady();
      // The legal pages' component and texts in this language, read synchronously by renderPage.
      await Promise.all(LEGAL_PAGES.map((page) => loadLegalPage(page, language)));
      const head = headFor(language, font);
      const texts = documentTexts();
      const file = (name: string) => fileInLanguage(name, language);
      for (const { file: name, path, title } of PRERENDERED_PAGES) {
        files[file(name)] = pageDocument(appShell, {
          path,
          title: translateKey(`${SHELL_NAMESPACE}:${title}`),
          page: renderPage(path),
          language,
          head,
          texts,
        });
      }
      for (const { file: name, path, title } of PAGE_FRAMES) {
        files[file(name)] = pageDocument(appShell, {
          path,
          title: translateKey(`${SHELL_NAMESPACE}:${title}`),
          page: renderPage(path),
          hydrate: false,
          language,
          head,
          texts,
        });
      }
      // The pages rendered only in the browser: the plain app shell, in the language (the
      // browser build's own app.html is the English one).
      if (language !== 'en') {
        files[file(APP_SHELL_PAGE)] = documentInLanguage(appShell, { language, head, texts });
      }
    }
  } finally {
    await changeLanguage('en');
  }
  files['routes.json'] = `${JSON.stringify(routesManifest(), null, 2)}\n`;
  return files;
}
