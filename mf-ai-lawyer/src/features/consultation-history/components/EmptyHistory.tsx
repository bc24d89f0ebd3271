import { Button, Card } from '@nyaya/shared-design';
import { useOverlays, useRuntimeConfig } from '@nyaya/shared-platform';
import { useId } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import { wrappingButtons } from '../../../ui/wrappingButtons';

export interface EmptyHistoryProps {
  /** Opens the AI Lawyer; offered only when voice is configured. */
  onStart: () => void;
}

const Panel = styled(Card)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[6]}`};
  text-align: center;
  ${wrappingButtons}
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Note = styled.p`
  max-width: 32rem;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/**
 * No consultation yet: what the page is for, and the way to a first one. The AI Lawyer is
 * offered only when the runtime config has voice, by the same rule as its dialog (a public key
 * and an assistant); otherwise the page says voice is unavailable and offers the callback
 * dialog, as the AI Lawyer's dialog would.
 */
export function EmptyHistory({ onStart }: EmptyHistoryProps) {
  const { t } = useRemoteTranslation();
  const titleId = useId();
  const { voice } = useRuntimeConfig();
  const openOverlay = useOverlays((state) => state.open);
  const voiceConfigured = Boolean(voice.publicKey && voice.assistantId);
  return (
    <Panel as="section" aria-labelledby={titleId}>
      <Title id={titleId}>{t('history.empty.title')}</Title>
      {voiceConfigured ? (
        <>
          <Note>{t('history.empty.description')}</Note>
          <Button onClick={onStart}>{t('history.empty.start')}</Button>
        </>
      ) : (
        <>
          <Note>{t('history.empty.unavailableDescription')}</Note>
          <Button variant="outline" onClick={() => openOverlay({ kind: 'callback' })}>
            {t('aiLawyer.requestCallback')}
          </Button>
        </>
      )}
    </Panel>
  );
}
