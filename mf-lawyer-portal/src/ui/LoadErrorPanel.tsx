import { Button, Card } from '@nyaya/shared-design';
import { DataError, dataErrorMessage } from '@nyaya/shared-platform';
import { useId } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../i18n';

export interface LoadErrorPanelProps {
  /** What could not be loaded, as the panel's heading. */
  title: string;
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
 * In place of what could not be loaded: nothing that might be untrue (no zeros, no status),
 * a sentence and 'Try again'. The sentence is the platform's for the kind of failure (offline,
 * signed out, not allowed), never the server's own text (spec section 8).
 */
export function LoadErrorPanel({ title, error, retrying, onRetry }: LoadErrorPanelProps) {
  const { t } = useRemoteTranslation();
  const titleId = useId();
  return (
    <Panel as="section" aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
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
