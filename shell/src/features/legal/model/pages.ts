import type { SupportedLanguage } from '@nyaya/shared-platform';
import type { ShellTextKey } from '../../../registry/registry';

/** The legal pages (docs/product/legal-pages.md), each a route of its own. */
export type LegalPageId = 'privacy' | 'terms' | 'disclaimer' | 'lawyerPolicy';

type ContentModule = { default: unknown };

export interface LegalPage {
  id: LegalPageId;
  path: string;
  /** Its prerendered document in `dist` (fileInLanguage adds the language's folder). */
  file: string;
  title: ShellTextKey;
  /** Its content file in each language, a chunk of its own: only the page being read loads. */
  content: Record<SupportedLanguage, () => Promise<ContentModule>>;
}

export const LEGAL_PAGES: readonly LegalPage[] = [
  {
    id: 'privacy',
    path: '/privacy',
    file: 'privacy.html',
    title: 'documentTitle.privacy',
    content: {
      en: () => import('../content/privacy.en.json'),
      hi: () => import('../content/privacy.hi.json'),
    },
  },
  {
    id: 'terms',
    path: '/terms',
    file: 'terms.html',
    title: 'documentTitle.terms',
    content: {
      en: () => import('../content/terms.en.json'),
      hi: () => import('../content/terms.hi.json'),
    },
  },
  {
    id: 'disclaimer',
    path: '/disclaimer',
    file: 'disclaimer.html',
    title: 'documentTitle.disclaimer',
    content: {
      en: () => import('../content/disclaimer.en.json'),
      hi: () => import('../content/disclaimer.hi.json'),
    },
  },
  {
    id: 'lawyerPolicy',
    path: '/lawyer-policy',
    file: 'lawyer-policy.html',
    title: 'documentTitle.lawyerPolicy',
    content: {
      en: () => import('../content/lawyer-policy.en.json'),
      hi: () => import('../content/lawyer-policy.hi.json'),
    },
  },
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
