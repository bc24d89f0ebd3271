/**
 * mf_directory's prerender (a Node build, createPrerenderConfig in rspack.config.mjs): the first
 * state of its pages as HTML fragments, published beside its manifest under `prerender/`. The
 * shell's server puts a page's fragment into the route's frame (scripts/lib/documents.mjs), so
 * the page's heading, search box, filters and skeleton cards paint from HTML before any script
 * runs, and from this remote's current release, whatever the shell's. Each page has a fragment
 * per language: `<name>.html` in English, `<name>.hi.html` in Hindi, rendered with that
 * language's catalogs; a Hindi page never gets the English one
 * (docs/adr/0033-hindi-and-language-negotiation.md).
 */
import {
  changeLanguage,
  SUPPORTED_LANGUAGES,
  translationsReady,
  type SupportedLanguage,
} from '@nyaya/shared-platform';
import { renderToString } from 'react-dom/server';
import DirectoryPage from '../exposes/DirectoryPage';
import { renderFragment } from './renderFragment';

/** `prerender/<name>.html` in English, `prerender/<name>.<language>.html` in another language. */
export function fragmentFile(name: string, language: SupportedLanguage): string {
  return language === 'en' ? `prerender/${name}.html` : `prerender/${name}.${language}.html`;
}

/** The files to write under `dist/` (no page template: a remote's build has none). */
export async function prerender(): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  try {
    for (const language of SUPPORTED_LANGUAGES) {
      // The Hindi catalogs load here (the bundle is one chunk: their imports are inlined).
      await changeLanguage(language);
      await translationsReady();
      // The page at /lawyers with no filter: what a first visit shows before its read returns.
      files[fragmentFile('DirectoryPage', language)] = renderFragment(
        <DirectoryPage />,
        '/lawyers',
        renderToString,
      );
    }
  } finally {
    await changeLanguage('en');
  }
  return files;
}
