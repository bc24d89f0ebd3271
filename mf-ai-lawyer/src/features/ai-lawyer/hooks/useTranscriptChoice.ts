import { reportRemoteError } from '@nyaya/shared-platform';
import { useCallback, useEffect, useState } from 'react';
import { REMOTE_NAME } from '../../../remote';
import { getTranscriptChoice, saveTranscriptChoice } from '../api/transcriptChoice';

export interface TranscriptChoice {
  /** 'loading' until the remembered choice is known; 'failed' when it could not be read. */
  status: 'loading' | 'ready' | 'failed';
  /** Keep transcripts, or not; null before the user has chosen. */
  keep: boolean | null;
  /** Saving a change failed: the choice shown is the one still remembered. */
  saveFailed: boolean;
  saving: boolean;
  choose: (keep: boolean) => void;
  /** Reads the remembered choice again after a failure. */
  reload: () => void;
}

/**
 * The user's choice whether the AI Lawyer keeps their calls' transcripts
 * (docs/product/ai-lawyer.md#transcripts): read when the dialog opens, saved as soon as it is
 * made or changed.
 */
export function useTranscriptChoice(userId: string | null): TranscriptChoice {
  const [status, setStatus] = useState<TranscriptChoice['status']>('loading');
  const [keep, setKeep] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    setStatus('loading');
    getTranscriptChoice(userId).then(
      (choice) => {
        if (!current) return;
        setKeep(choice);
        setStatus('ready');
      },
      (error: unknown) => {
        reportRemoteError(REMOTE_NAME, error, { during: 'read transcript choice' });
        if (current) setStatus('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [userId, attempt]);

  const choose = useCallback(
    (next: boolean) => {
      if (!userId) return;
      const previous = keep;
      setKeep(next);
      setSaving(true);
      setSaveFailed(false);
      saveTranscriptChoice(userId, next).then(
        () => setSaving(false),
        (error: unknown) => {
          reportRemoteError(REMOTE_NAME, error, { during: 'save transcript choice' });
          setKeep(previous);
          setSaving(false);
          setSaveFailed(true);
        },
      );
    },
    [keep, userId],
  );

  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  return { status, keep, saving, saveFailed, choose, reload };
}
