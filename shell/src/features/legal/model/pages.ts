import type { SupportedLanguage } from '@nyaya/shared-platform';
import type { ShellTextKey } from '../../../i18n';

/** The legal pages (docs/product/legal-pages.md), each a route of its own. */
export type LegalPageId = 'privacy' | 'terms' | 'disclaimer' | 'lawyerPolicy';

type ContentModule = { default: unknown };

export interface LegalPage {
  id: LegalPageId;
  path: string;
  /** Its prerendered document in `dist` (fileInLanguage adds the language's folder). */
  file: string;
  title: ShellTextKey;
  /** Its content file in `language`, a chunk of its own: only the page being read loads. */
  content: (language: SupportedLanguage) => Promise<ContentModule>;
}

type ContentLoaders = Record<SupportedLanguage, () => Promise<ContentModule>>;

/**
 * The page at `/<slug>` with its document `<slug>.html` and its texts. The content files are
 * named one by one (not by a template) so each is its own chunk without a lookup table on
 * every page.
 */
function legalPageOf(
  id: LegalPageId,
  slug: string,
  title: ShellTextKey,
  loaders: ContentLoaders,
): LegalPage {
  return {
    id,
    path: `/${slug}`,
    file: `${slug}.html`,
    title,
    content: (language) => loaders[language](),
  };
}

export const LEGAL_PAGES: readonly LegalPage[] = [
  legalPageOf('privacy', 'privacy', 'documentTitle.privacy', {
    en: () => import('../content/privacy.en.json'),
    hi: () => import('../content/privacy.hi.json'),
  }),
  legalPageOf('terms', 'terms', 'documentTitle.terms', {
    en: () => import('../content/terms.en.json'),
    hi: () => import('../content/terms.hi.json'),
  }),
  legalPageOf('disclaimer', 'disclaimer', 'documentTitle.disclaimer', {
    en: () => import('../content/disclaimer.en.json'),
    hi: () => import('../content/disclaimer.hi.json'),
  }),
  legalPageOf('lawyerPolicy', 'lawyer-policy', 'documentTitle.lawyerPolicy', {
    en: () => import('../content/lawyer-policy.en.json'),
    hi: () => import('../content/lawyer-policy.hi.json'),
  }),
];

/** The legal page at `pathname` (a trailing slash and letter case ignored, as the router does). */
export function legalPageAt(pathname: string): LegalPage | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return LEGAL_PAGES.find((page) => page.path === path);
}

/** The legal page by its id. */
export function legalPage(id: LegalPageId): LegalPage {
  const page = LEGAL_PAGES.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`No legal page ${id}`);
  return page;
}
