import { Button, Card } from '@nyaya/shared-design';
import { dataErrorMessage } from '@nyaya/shared-platform';
import { useId } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';

export interface CasesLoadErrorProps {
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

/**
 * In place of the counters and the lists when the requests could not load: no zeros that are
 * not true. The sentence is the platform's for the kind of failure, else the server's.
 */
export function CasesLoadError({ error, retrying, onRetry }: CasesLoadErrorProps) {
  const { t } = useRemoteTranslation();
  const titleId = useId();
  return (
    <Panel as="section" aria-labelledby={titleId}>
      <Title id={titleId}>{t('requests.loadFailed.title')}</Title>
      <Reason role="alert">{dataErrorMessage(error)}</Reason>
      {/* Not disabled while retrying: that would drop a keyboard user's focus. */}
      <Button variant="outline" onClick={retrying ? undefined : onRetry} aria-busy={retrying}>
        {retrying ? t('common:loading') : t('common:tryAgain')}
      </Button>
    </Panel>
  );
}
