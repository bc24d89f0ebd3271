import { Button } from '@nyaya/shared-design';
import { reportError, useLanguage } from '@nyaya/shared-platform';
import { Component, Suspense, use, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { useShellTranslation } from '../../../i18n';
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

interface BoundaryProps {
  area: string;
  /** Forgets the failed load before the page renders again. */
  onRetry: () => void;
  children: ReactNode;
}

/**
 * A content chunk that did not arrive: the page says so and offers to try again, which forgets
 * the failed load so that the page loads it afresh.
 */
class ContentFailureBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, { area: this.props.area, componentStack: info.componentStack });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <ContentUnavailable
        retry={() => {
          this.props.onRetry();
          this.setState({ failed: false });
        }}
      />
    );
  }
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
    <ContentFailureBoundary
      key={`${page.id}:${language}`}
      area={t(page.title)}
      onRetry={() => retryLegalPage(page, language)}
    >
      <Suspense fallback={<PageSkeleton />}>
        <LazyLegalPageView page={page} />
      </Suspense>
    </ContentFailureBoundary>
  );
}
