import { Button, Spinner } from '@nyaya/shared-design';
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

/** A page-sized loading state (remote pages, role guards while the session loads). */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <StatusBlock role="status" aria-live="polite">
      <Spinner />
      <span>{t('loading')}</span>
    </StatusBlock>
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
