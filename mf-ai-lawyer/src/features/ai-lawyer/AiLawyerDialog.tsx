import { Button } from '@nyaya/shared-design';
import { Dialog, DialogClose, DialogContent } from '@nyaya/shared-design/dialog';
import { useCurrentUser, useOverlays, useRuntimeConfig } from '@nyaya/shared-platform';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../i18n';
import { CallControls } from './components/CallControls';
import { ConsultationSaveStatus } from './components/ConsultationSaveStatus';
import { HistoryLink } from './components/HistoryLink';
import { LiveTranscript } from './components/LiveTranscript';
import { MicrophoneNotice } from './components/MicrophoneNotice';
import { TranscriptChoiceField } from './components/TranscriptChoiceField';
import { VoiceUnavailable } from './components/VoiceUnavailable';
import { useTranscriptChoice } from './hooks/useTranscriptChoice';
import { useVoiceConsultation, type VoiceSettings } from './hooks/useVoiceConsultation';
import { wrappingButtons } from '../../ui/wrappingButtons';

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  ${wrappingButtons}
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * 'AI Lawyer Assistant' (docs/product/ai-lawyer.md), for signed-in users (AiLawyerOverlay): a voice
 * consultation with the AI Lawyer through the voice SDK, configured by the runtime config's
 * `voice`. Without that configuration it says voice is unavailable and offers the callback
 * dialog. Its Close button is always shown.
 *
 * Before a call the user chooses whether its transcript is kept (remembered, changeable); Start
 * waits for that choice. End Call, Close and Escape end a call under way and close the dialog
 * once the call is saved to the user's history; if saving fails, or End Call ended a call that
 * is not kept, the dialog stays open, so the transcript can still be copied. A click outside
 * does not end a call.
 */
export function AiLawyerDialog({ onClose }: { onClose: () => void }) {
  const { t } = useRemoteTranslation();
  const { voice } = useRuntimeConfig();
  const { userId } = useCurrentUser();
  const settings = useMemo<VoiceSettings | null>(
    () =>
      voice.publicKey && voice.assistantId
        ? { publicKey: voice.publicKey, assistantId: voice.assistantId }
        : null,
    [voice.publicKey, voice.assistantId],
  );
  const transcriptChoice = useTranscriptChoice(settings ? userId : null);
  const call = useVoiceConsultation(settings, userId, transcriptChoice.keep === true);
  const openOverlay = useOverlays((state) => state.open);
  const inCall = call.phase !== 'idle';
  // No call before the user has chosen whether its transcript is kept.
  const chosen = transcriptChoice.status === 'ready' && transcriptChoice.keep !== null;

  // The callback dialog replaces this one (one overlay at a time): no onClose, which would
  // close it again.
  const requestCallback = () => openOverlay({ kind: 'callback' });

  // Between End Call and the dialog closing (the call is being saved) there is no new start.
  const [closing, setClosing] = useState(false);
  // A failed save keeps the dialog open. So does End Call after a call that was not kept, so
  // its transcript can be copied; Close and Escape close it.
  const endAndClose = async ({ keepUnkept = false } = {}) => {
    setClosing(true);
    const saved = await call.endCall();
    if (saved === 'failed' || (keepUnkept && saved === 'not-kept')) setClosing(false);
    else onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && void endAndClose()}>
      <DialogContent
        title={t('aiLawyer.title')}
        description={t('aiLawyer.description')}
        hideCloseButton
        onInteractOutside={(event) => inCall && event.preventDefault()}
        footer={
          <Footer>
            {/* Not during a call: leaving the page would not end it. */}
            {inCall ? (
              <span />
            ) : (
              <HistoryLink onClick={onClose}>{t('aiLawyer.historyLink')}</HistoryLink>
            )}
            <DialogClose asChild>
              <Button variant="outline">{t('common:close')}</Button>
            </DialogClose>
          </Footer>
        }
      >
        {settings ? (
          <Body>
            {call.problem && (
              <MicrophoneNotice problem={call.problem} onRequestCallback={requestCallback} />
            )}
            {!inCall && (
              <TranscriptChoiceField
                choice={transcriptChoice}
                disabled={closing || transcriptChoice.saving}
              />
            )}
            <CallControls
              phase={call.phase}
              muted={call.muted}
              level={call.level}
              startDisabled={closing || !chosen}
              onStart={() => void call.start()}
              onToggleMute={call.toggleMute}
              onEndCall={() => void endAndClose({ keepUnkept: true })}
            />
            {(call.phase === 'connected' || call.transcript.length > 0) && (
              <LiveTranscript entries={call.transcript} />
            )}
            <ConsultationSaveStatus
              save={call.save}
              transcript={call.transcript}
              onRetry={() => void call.retrySave()}
              onLeave={onClose}
            />
          </Body>
        ) : (
          <VoiceUnavailable onRequestCallback={requestCallback} />
        )}
      </DialogContent>
    </Dialog>
  );
}
