import { PAGE_FRAMES } from './frames';
import {
  RESET_PASSWORD_PATH,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from '@nyaya/shared-platform';
import { UNSUBSCRIBE_PATH } from '../features/unsubscribe/model/topic';
import { APP_SHELL_PAGE, NOT_FOUND_PAGE, PRERENDERED_PAGES } from './pages';

export interface RoutesManifest {
  /**
   * The languages the documents exist in, the first being the fallback: each document in English
   * at its plain name, in any other language under `<language>/` (fileInLanguage). A server reads
   * the visit's language from the `nyaya_lang` cookie, else Accept-Language (scripts/lib/documents.mjs);
   * one that ignores this field sends English.
   */
  languages: SupportedLanguage[];
  /** React Router patterns (`:id` is one segment; case-insensitive; a trailing slash ignored). */
  routes: { path: string; document: string }[];
  /** Sent with status 404 for a path that matches no route. */
  notFound: string;
}

/**
 * `dist/routes.json`: the document a server sends for each route of AppRoutes
 * (scripts/serve.mjs). A prerendered page gets its HTML; a remote's page gets its frame (header,
 * skeleton, footer), so it never shows another page's markup before its own; any other path is
 * the 404 page.
 */
export function routesManifest(): RoutesManifest {
  return {
    languages: [...SUPPORTED_LANGUAGES],
    routes: [
      ...PRERENDERED_PAGES.filter(({ file }) => file !== NOT_FOUND_PAGE).map(({ path, file }) => ({
        path,
        document: file,
      })),
      ...PAGE_FRAMES.map(({ route, file }) => ({ path: route, document: file })),
      // The shell's own pages rendered only in the browser: the plain app shell.
      { path: RESET_PASSWORD_PATH, document: APP_SHELL_PAGE },
      { path: UNSUBSCRIBE_PATH, document: APP_SHELL_PAGE },
    ],
    notFound: NOT_FOUND_PAGE,
  };
}
