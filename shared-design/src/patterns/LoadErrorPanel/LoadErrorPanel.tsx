import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button/Button';
import { Card } from '../../primitives/Card/Card';

export interface LoadErrorPanelProps {
  /** What could not be loaded, as the panel's heading (an <h2>). */
  title: string;
  /**
   * Why, in a sentence the user can act on (offline, signed out, not allowed). The caller
   * chooses it from the kind of failure; never the server's own text.
   */
  message: string;
  /** The button's text, e.g. 'Try again'. */
  retryLabel: string;
  /** The button's text while the retry is on its way, e.g. 'Loading…'. */
  retryingLabel: string;
  retrying: boolean;
  onRetry: () => void;
  className?: string;
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
 * In place of what could not be loaded: nothing that might be untrue (no zeros, no 'nothing
 * here yet'), a heading, the reason (announced at once) and a retry button.
 */
export function LoadErrorPanel({
  title,
  message,
  retryLabel,
  retryingLabel,
  retrying,
  onRetry,
  className,
}: LoadErrorPanelProps) {
  const titleId = useId();
  return (
    <Panel as="section" aria-labelledby={titleId} className={className}>
      <Title id={titleId}>{title}</Title>
      <Reason role="alert">{message}</Reason>
      {/* Not disabled while retrying: that would drop a keyboard user's focus. */}
      <Button variant="outline" onClick={retrying ? undefined : onRetry} aria-busy={retrying}>
        {retrying ? retryingLabel : retryLabel}
      </Button>
    </Panel>
  );
}
