import { Button, Spinner } from '@nyaya/shared-design';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import type { CallPhase } from '../model/voiceCall';
import { Actions } from './Notice';
import { VoiceLevelMeter } from './VoiceLevelMeter';
import { wrappingButtons } from '../../../ui/wrappingButtons';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  ${wrappingButtons}
`;

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;

  &:empty {
    display: none;
  }
`;

export interface CallControlsProps {
  phase: CallPhase;
  muted: boolean;
  level: number;
  /** While the dialog is closing: no new call. */
  startDisabled?: boolean;
  onStart: () => void;
  onToggleMute: () => void;
  onEndCall: () => void;
}

/** True when the control that had focus went away with the last state (focus fell back). */
function focusWasLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.getAttribute('role') === 'dialog';
}

/**
 * The call's state and buttons (docs/product/ai-lawyer.md): 'Start Voice Consultation' when idle,
 * the connecting text, and once connected the listening text, the voice level, Mute/Unmute and End
 * Call. The state line is a polite live region. When a state's buttons replace the focused one,
 * focus moves to the new state's first button rather than being lost.
 */
export function CallControls({
  phase,
  muted,
  level,
  startDisabled = false,
  onStart,
  onToggleMute,
  onEndCall,
}: CallControlsProps) {
  const { t } = useRemoteTranslation();
  const startButton = useRef<HTMLButtonElement>(null);
  const muteButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!focusWasLost()) return;
    if (phase === 'idle') startButton.current?.focus();
    if (phase === 'connected') muteButton.current?.focus();
  }, [phase]);

  return (
    <Panel>
      <Status role="status">
        {phase === 'connecting' && (
          <>
            <Spinner />
            {t('aiLawyer.connecting')}
          </>
        )}
        {phase === 'connected' && t('aiLawyer.connected')}
      </Status>
      {phase === 'idle' && (
        <Button ref={startButton} size="lg" fullWidth disabled={startDisabled} onClick={onStart}>
          {t('aiLawyer.start')}
        </Button>
      )}
      {phase === 'connected' && (
        <>
          <VoiceLevelMeter level={level} />
          <Actions>
            <Button ref={muteButton} variant="outline" onClick={onToggleMute}>
              {muted ? t('aiLawyer.unmute') : t('aiLawyer.mute')}
            </Button>
            <Button variant="danger" onClick={onEndCall}>
              {t('aiLawyer.endCall')}
            </Button>
          </Actions>
        </>
      )}
    </Panel>
  );
}
