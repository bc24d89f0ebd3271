import { useLanguage } from '@nyaya/shared-platform';
import { use } from 'react';
import { useShellTranslation } from '../../../i18n';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { loadLegalDocument } from '../model/documents';
import type { LegalPage } from '../model/pages';
import { LegalDocumentView } from './LegalDocumentView';

/**
 * A legal page in the visit's language. Its text shows at once when it has loaded (before the
 * first render on a visit that starts here, so the prerendered page hydrates as it is), else
 * the page suspends while its content chunk loads (a visit that navigates here, a language
 * switch).
 */
export function LegalPageView({ page }: { page: LegalPage }) {
  const { t } = useShellTranslation();
  const language = useLanguage();
  useDocumentTitle(t(page.title));
  const document = use(loadLegalDocument(page, language));
  return <LegalDocumentView document={document} />;
}
