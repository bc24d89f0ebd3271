import { Button, Card } from '@nyaya/shared-design';
import { DataError, dataErrorMessage } from '@nyaya/shared-platform';
import { useId } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';

export interface HistoryLoadErrorProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

const Panel = styled(Card)`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Reason = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** In place of the list when it could not load: no 'No AI consultations yet' that is not true. */
export function HistoryLoadError({ error, retrying, onRetry }: HistoryLoadErrorProps) {
  const { t } = useRemoteTranslation();
  const titleId = useId();
  return (
    <Panel as="section" aria-labelledby={titleId}>
      <Title id={titleId}>{t('history.loadFailed.title')}</Title>
      {/* The platform's sentence for the kind of failure, never the server's text (spec 8). */}
      <Reason role="alert">
        {error instanceof DataError && error.messageKey
          ? dataErrorMessage(error)
          : t('common:errors.generic')}
      </Reason>
      {/* Not disabled while retrying: that would drop a keyboard user's focus. */}
      <Button variant="outline" onClick={retrying ? undefined : onRetry} aria-busy={retrying}>
        {retrying ? t('common:loading') : t('common:tryAgain')}
      </Button>
    </Panel>
  );
}
