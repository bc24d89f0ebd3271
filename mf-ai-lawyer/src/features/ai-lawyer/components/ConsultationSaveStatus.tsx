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
 * or an alert that keeps the transcript within reach (Copy transcript, Save again); a call not
 * kept by the user's choice keeps only Copy transcript.
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
  const notKept = save === 'not-kept';
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

  const [title, hint] = notKept
    ? (['aiLawyer.save.notKept', 'aiLawyer.save.notKeptHint'] as const)
    : limited
      ? (['aiLawyer.save.limitReached', 'aiLawyer.save.limitReachedHint'] as const)
      : (['aiLawyer.save.failed', 'aiLawyer.save.failedHint'] as const);
  return (
    <Notice $tone={notKept ? 'info' : 'danger'}>
      <div role={notKept ? 'status' : 'alert'}>
        <p>
          <strong>{t(title)}</strong>
        </p>
        <p>{t(hint)}</p>
      </div>
      <Recovery>
        <Actions>
          <Button variant="outline" size="sm" onClick={() => void copyTranscript()}>
            {t('aiLawyer.save.copy')}
          </Button>
          {/* Not kept by the user's own choice: nothing to save again. */}
          {!notKept && (
            <Button variant="outline" size="sm" onClick={onRetry}>
              {t('aiLawyer.save.retry')}
            </Button>
          )}
        </Actions>
        <CopyStatus role="status">
          {copy === 'copied' && t('aiLawyer.save.copied')}
          {copy === 'failed' && t('aiLawyer.save.copyFailed')}
        </CopyStatus>
      </Recovery>
    </Notice>
  );
}
