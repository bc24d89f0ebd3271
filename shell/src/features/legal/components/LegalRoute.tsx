import { Button } from '@nyaya/shared-design';
import { useLanguage } from '@nyaya/shared-platform';
import { Suspense, use } from 'react';
import styled from 'styled-components';
import { useShellTranslation } from '../../../i18n';
import { LoadFailureBoundary } from '../../../ui/LoadFailureBoundary';
import { PageSkeleton } from '../../../ui/PageStatus';
import { loadLegalView, retryLegalPage } from '../legalView';
import type { LegalPage } from '../model/pages';

const FailurePanel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 40vh;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  text-align: center;
`;

function ContentUnavailable({ retry }: { retry: () => void }) {
  const { t } = useShellTranslation();
  return (
    <FailurePanel role="alert">
      <p>{t('legal.unavailable')}</p>
      <Button variant="outline" onClick={retry}>
        {t('common:tryAgain')}
      </Button>
    </FailurePanel>
  );
}

/** The pages' component, once its chunk has loaded (at once after loadLegalPage). */
function LazyLegalPageView({ page }: { page: LegalPage }) {
  const { LegalPageView } = use(loadLegalView());
  return <LegalPageView page={page} />;
}

/** The route of one legal page (docs/product/legal-pages.md). */
export function LegalRoute({ page }: { page: LegalPage }) {
  const { t } = useShellTranslation();
  const language = useLanguage();
  return (
    // A content chunk that did not arrive: the page says so, and Try again forgets the failed
    // load so that the page loads it afresh.
    <LoadFailureBoundary
      key={`${page.id}:${language}`}
      area={t(page.title)}
      fallback={(retry) => (
        <ContentUnavailable
          retry={() => {
            retryLegalPage(page, language);
            retry();
          }}
        />
      )}
    >
      <Suspense fallback={<PageSkeleton />}>
        <LazyLegalPageView page={page} />
      </Suspense>
    </LoadFailureBoundary>
  );
}
