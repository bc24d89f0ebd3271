import { Button, Skeleton, SkeletonCard, VisuallyHidden } from '@nyaya/shared-design';
import type { RemoteFallbackProps } from '@nyaya/shared-platform';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container } from './layout';

const StatusBlock = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 40vh;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const AlertBlock = styled(StatusBlock)`
  flex-direction: column;
  text-align: center;
  color: ${({ theme }) => theme.colors.text.primary};
`;

const SkeletonPage = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding-block: ${({ theme }) => theme.space[8]};
`;

const SkeletonGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
`;

/**
 * A page-sized placeholder while a remote's page loads: a heading and six cards, the shape of
 * most pages of the site (the directory shows six skeleton cards itself while it reads). It is
 * in the HTML servers send for every remote's route (src/prerender), so the page has its frame
 * before any script runs; assistive technology hears one 'Loading...'.
 */
export function PageSkeleton() {
  const { t } = useTranslation('common');
  return (
    <SkeletonPage role="status" aria-busy="true" data-page-skeleton="">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <Skeleton width="min(24rem, 80%)" height="2.25rem" />
      <SkeletonGrid>
        {Array.from({ length: 6 }, (_, index) => (
          <SkeletonCard key={index} />
        ))}
      </SkeletonGrid>
    </SkeletonPage>
  );
}

/** A page-sized error panel for a remote that failed, with RemoteBoundary's retry. */
export function RemoteUnavailablePanel({ area, retry }: RemoteFallbackProps) {
  const { t } = useTranslation('common');
  return (
    <AlertBlock role="alert" data-remote-state="error">
      <p>
        {area ? t('remoteBoundary.areaUnavailable', { area }) : t('remoteBoundary.unavailable')}
      </p>
      <Button variant="outline" onClick={retry}>
        {t('tryAgain')}
      </Button>
    </AlertBlock>
  );
}
