import { Button } from '@nyaya/shared-design';
import { useState } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import type { SaveStatus } from '../model/voiceCall';
import type { TranscriptEntry } from '../model/transcript';
import { HistoryLink } from './HistoryLink';
import { Actions, Notice } from './Notice';

const Recovery = styled.div`
  justify-self: stretch;
`;

// Always there (a live region must exist before what it announces), taking no room empty.
const CopyStatus = styled.p`
  &:not(:empty) {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

export interface ConsultationSaveStatusProps {
  save: SaveStatus;
  transcript: readonly TranscriptEntry[];
  /** Saving again after a failure is under way. */
  onRetry: () => void;
  /** The history link leaves the dialog. */
  onLeave: () => void;
}

type CopyStatus = 'idle' | 'copied' | 'failed';

/**
 * How saving the ended call to the user's history went: a note with a link to the history,
 * or an alert that keeps the transcript within reach (Copy transcript, Save again).
 */
export function ConsultationSaveStatus({
  save,
  transcript,
  onRetry,
  onLeave,
}: ConsultationSaveStatusProps) {
  const { t } = useRemoteTranslation();
  const [copy, setCopy] = useState<CopyStatus>('idle');

  if (save === 'none') return null;
  if (save === 'saving') return <p role="status">{t('aiLawyer.save.saving')}</p>;
  if (save === 'saved') {
    return (
      <Notice $tone="success" role="status">
        <p>{t('aiLawyer.save.saved')}</p>
        <HistoryLink onClick={onLeave}>{t('aiLawyer.save.viewHistory')}</HistoryLink>
      </Notice>
    );
  }

  const limited = save === 'limit-reached';
  const copyTranscript = async () => {
    const text = transcript
      .map((entry) =>
        t('aiLawyer.transcript.line', {
          speaker: t(`aiLawyer.transcript.speakers.${entry.speaker}`),
          text: entry.text,
          interpolation: { escapeValue: false },
        }),
      )
      .join('\n');
    try {
      await navigator.clipboard.writeText(text);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Notice $tone="danger">
      <div role="alert">
        <p>
          <strong>{t(limited ? 'aiLawyer.save.limitReached' : 'aiLawyer.save.failed')}</strong>
        </p>
        <p>{t(limited ? 'aiLawyer.save.limitReachedHint' : 'aiLawyer.save.failedHint')}</p>
      </div>
      <Recovery>
        <Actions>
          <Button variant="outline" size="sm" onClick={() => void copyTranscript()}>
            {t('aiLawyer.save.copy')}
          </Button>
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t('aiLawyer.save.retry')}
          </Button>
        </Actions>
        <CopyStatus role="status">
          {copy === 'copied' && t('aiLawyer.save.copied')}
          {copy === 'failed' && t('aiLawyer.save.copyFailed')}
        </CopyStatus>
      </Recovery>
    </Notice>
  );
}
