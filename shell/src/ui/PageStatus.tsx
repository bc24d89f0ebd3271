import { Button, Skeleton, SkeletonCard, VisuallyHidden } from '@nyaya/shared-design';
import type { RemoteFallbackProps } from '@nyaya/shared-platform';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

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

const SkeletonPage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  /* The page column of the header and footer, which the remotes' pages use too. */
  max-width: 76rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[8]};
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;

const SkeletonHeading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
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
      <SkeletonHeading>
        <Skeleton width="min(24rem, 80%)" height="2.25rem" />
        <Skeleton width="min(12rem, 50%)" />
      </SkeletonHeading>
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
