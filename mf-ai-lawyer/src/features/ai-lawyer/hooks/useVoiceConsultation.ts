import { toast } from '@nyaya/shared-design';
import { reportRemoteError, useLanguage } from '@nyaya/shared-platform';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useRemoteTranslation } from '../../../i18n';
import { REMOTE_NAME } from '../../../remote';
import { isSaveLimitReached, saveConsultation } from '../api/saveConsultation';
import {
  ERROR_END_REASON,
  toConsultationRecord,
  type ConsultationRecord,
} from '../model/consultationRecord';
import {
  MICROPHONE_DENIED_END_REASON,
  microphoneProblemOf,
  type MicrophoneProblem,
} from '../model/microphoneProblem';
import { endedReasonOf, transcriptEntryOf, type TranscriptEntry } from '../model/transcript';
import {
  INITIAL_VOICE_CALL_STATE,
  voiceCallReducer,
  type VoiceCallState,
} from '../model/voiceCall';
import { checkMicrophoneAccess } from '../voice/microphoneAccess';
import {
  loadVoiceClient,
  type VoiceClient,
  type VoiceEventListener,
  type VoiceEventName,
} from '../voice/voiceClient';
import { isRecoverableVoiceError } from '../voice/voiceErrors';

/** The voice configuration a call needs (runtime config `voice`, both set). */
export interface VoiceSettings {
  publicKey: string;
  assistantId: string;
}

/**
 * How saving an ended call went: nothing to save (no transcript), saved, failed, or not kept
 * (the user chose not to keep transcripts).
 */
export type SaveOutcome = 'nothing' | 'saved' | 'failed' | 'not-kept';

/** How a call ended, which decides the toast, the end reason and whether to stop the SDK. */
type CallOutcome =
  /** The SDK's call-end: the call is over and the SDK has cleaned up. */
  | { kind: 'ended' }
  /** The user ended it (End Call, closing the dialog). */
  | { kind: 'left' }
  /** The SDK's error event once the start had gone through. */
  | { kind: 'error'; problem: MicrophoneProblem | null }
  /** The SDK's camera-error about the microphone. */
  | { kind: 'microphone'; problem: MicrophoneProblem }
  /** The call never started: start() resolved null or threw, or the SDK did not load. */
  | { kind: 'not-started'; problem: MicrophoneProblem | null };

/** One call, from the Start press to its end; `finished` makes the end happen once. */
interface CallSession {
  consultationId: string;
  client: VoiceClient | null;
  /** While start() has not resolved; errors meanwhile are the start's own. */
  starting: boolean;
  startErrors: unknown[];
  /** When the AI Lawyer started listening (call-start). */
  connectedAt: Date | null;
  transcript: TranscriptEntry[];
  /** The SDK's ended reason (status-update message), once it has said it. */
  endedReason: string | null;
  /** The user's choice when the call started: keep its transcript in the history. */
  keepTranscript: boolean;
  finished: Promise<SaveOutcome> | null;
  detach: () => void;
}

export interface VoiceConsultation extends VoiceCallState {
  /** Starts a call; does nothing while one is under way. */
  start: () => Promise<void>;
  /** Mutes or unmutes the microphone; only while connected. */
  toggleMute: () => void;
  /**
   * Ends the call under way, if any, and saves it; resolves with how the save went, so the
   * dialog can stay open to show a failure.
   */
  endCall: () => Promise<SaveOutcome>;
  /** Saves the last ended call again after a failure. */
  retrySave: () => Promise<SaveOutcome>;
}

async function stopQuietly(client: VoiceClient): Promise<void> {
  try {
    await client.stop();
  } catch (error) {
    reportRemoteError(REMOTE_NAME, error, { during: 'stop voice call' });
  }
}

/**
 * The AI Lawyer voice call (docs/product/ai-lawyer.md) on the page's voice client: the states and
 * their toasts, mute, the live level and final transcript lines, and saving the call to the
 * user's history when it ends (`public.ai_consultations`) if `keepTranscript` was chosen when
 * it started (docs/product/ai-lawyer.md#transcripts). The call starts with the user's id
 * and a new consultation id in its metadata. Unmounting ends a call under way; it is still
 * saved, and a failure is then told by a toast.
 */
export function useVoiceConsultation(
  voice: VoiceSettings | null,
  userId: string | null,
  keepTranscript: boolean,
): VoiceConsultation {
  const { t } = useRemoteTranslation();
  const language = useLanguage();
  const [state, dispatch] = useReducer(voiceCallReducer, INITIAL_VOICE_CALL_STATE);
  const sessionRef = useRef<CallSession | null>(null);
  const unsavedRef = useRef<ConsultationRecord | null>(null);
  const mountedRef = useRef(true);
  // A change of the choice applies to the calls started afterwards.
  const keepTranscriptRef = useRef(keepTranscript);
  keepTranscriptRef.current = keepTranscript;

  const save = useCallback(
    async (record: ConsultationRecord): Promise<SaveOutcome> => {
      dispatch({ type: 'save-changed', save: 'saving' });
      try {
        await saveConsultation(record);
        unsavedRef.current = null;
        dispatch({ type: 'save-changed', save: 'saved' });
        return 'saved';
      } catch (error) {
        reportRemoteError(REMOTE_NAME, error, { during: 'save AI consultation' });
        unsavedRef.current = record;
        const limited = isSaveLimitReached(error);
        dispatch({ type: 'save-changed', save: limited ? 'limit-reached' : 'failed' });
        // With the dialog gone there is nowhere else to say it.
        if (!mountedRef.current) {
          toast({
            title: t(limited ? 'aiLawyer.save.limitReached' : 'aiLawyer.save.failed'),
            variant: 'destructive',
          });
        }
        return 'failed';
      }
    },
    [t],
  );

  const finish = useCallback(
    (session: CallSession, outcome: CallOutcome): Promise<SaveOutcome> => {
      session.finished ??= (async () => {
        session.detach();
        const endedAt = new Date();
        const problem = 'problem' in outcome ? outcome.problem : null;
        if (outcome.kind === 'ended' || outcome.kind === 'left') {
          toast({
            title: t('toasts.callEnded.title'),
            description: t('toasts.callEnded.description'),
          });
        } else if (outcome.kind === 'error' && !problem) {
          toast({
            title: t('toasts.connectionError.title'),
            description: t('toasts.connectionError.description'),
            variant: 'destructive',
          });
        } else if (outcome.kind === 'not-started' && !problem) {
          toast({
            title: t('toasts.startFailed.title'),
            description: t('toasts.startFailed.description'),
            variant: 'destructive',
          });
        }

        const stillRunning = outcome.kind !== 'ended' && outcome.kind !== 'not-started';
        if (stillRunning && session.client) await stopQuietly(session.client);
        if (sessionRef.current === session) sessionRef.current = null;
        dispatch({ type: 'call-stopped', problem });

        if (!session.connectedAt || session.transcript.length === 0) return 'nothing';
        const endReason =
          outcome.kind === 'ended'
            ? (session.endedReason ?? 'customer-ended-call')
            : outcome.kind === 'left'
              ? 'customer-ended-call'
              : problem === 'permission-denied'
                ? MICROPHONE_DENIED_END_REASON
                : ERROR_END_REASON;
        const record = toConsultationRecord({
          consultationId: session.consultationId,
          startedAt: session.connectedAt,
          endedAt,
          endReason,
          transcript: session.transcript,
        });
        if (record.transcript.length === 0) return 'nothing';
        if (!session.keepTranscript) {
          dispatch({ type: 'save-changed', save: 'not-kept' });
          return 'not-kept';
        }
        return save(record);
      })();
      return session.finished;
    },
    [save, t],
  );

  const listen = useCallback(
    (session: CallSession, client: VoiceClient) => {
      const detachers: (() => void)[] = [];
      const on = <E extends VoiceEventName>(event: E, listener: VoiceEventListener<E>) => {
        client.on(event, listener);
        detachers.push(() => client.removeListener(event, listener));
      };
      session.detach = () => detachers.splice(0).forEach((detach) => detach());

      on('call-start', () => {
        if (session.finished || session.connectedAt) return;
        session.connectedAt = new Date();
        dispatch({ type: 'call-started' });
        toast({
          title: t('toasts.connected.title'),
          description: t('toasts.connected.description'),
        });
      });
      on('call-end', () => {
        // The SDK says why right after call-end (a status-update message): wait for it.
        queueMicrotask(() => void finish(session, { kind: 'ended' }));
      });
      on('error', (error: unknown) => {
        if (session.finished) return;
        if (session.starting) {
          session.startErrors.push(error);
          return;
        }
        if (isRecoverableVoiceError(error)) return;
        reportRemoteError(REMOTE_NAME, error, { during: 'voice call' });
        void finish(session, { kind: 'error', problem: microphoneProblemOf(error) });
      });
      on('camera-error', (error: unknown) => {
        const problem = microphoneProblemOf(error);
        // The call is audio only: a camera's trouble is none of its business.
        if (!problem || session.finished) return;
        void finish(session, { kind: 'microphone', problem });
      });
      on('message', (message: unknown) => {
        if (session.finished) return;
        const entry = transcriptEntryOf(message, new Date());
        if (entry) {
          session.transcript.push(entry);
          dispatch({ type: 'transcript-added', entry });
        }
        session.endedReason = endedReasonOf(message) ?? session.endedReason;
      });
      on('volume-level', (level) => {
        if (!session.finished) dispatch({ type: 'level-changed', level });
      });
    },
    [finish, t],
  );

  const start = useCallback(async () => {
    // One call at a time: a second start while one is under way does nothing.
    if (sessionRef.current || !voice || !userId) return;
    const session: CallSession = {
      consultationId: crypto.randomUUID(),
      client: null,
      starting: true,
      startErrors: [],
      connectedAt: null,
      transcript: [],
      endedReason: null,
      keepTranscript: keepTranscriptRef.current,
      finished: null,
      detach: () => {},
    };
    sessionRef.current = session;
    unsavedRef.current = null;
    dispatch({ type: 'start-requested' });

    const problem = await checkMicrophoneAccess();
    if (problem || session.finished) {
      await finish(session, { kind: 'not-started', problem });
      return;
    }
    let client: VoiceClient;
    try {
      client = await loadVoiceClient(voice.publicKey);
    } catch (error) {
      reportRemoteError(REMOTE_NAME, error, { during: 'load voice SDK' });
      await finish(session, { kind: 'not-started', problem: null });
      return;
    }
    if (session.finished) return;
    session.client = client;
    listen(session, client);

    let call: Awaited<ReturnType<VoiceClient['start']>> = null;
    try {
      call = await client.start(voice.assistantId, {
        metadata: { userId, consultationId: session.consultationId },
        // The SDK's per-call overrides: on a page in Hindi the assistant greets in Hindi. Its
        // transcriber and voice stay as the assistant is configured (an override replaces the
        // whole provider set-up), so what it understands and speaks is that configuration's
        // (docs/product/ai-lawyer.md).
        ...(language === 'en' ? {} : { firstMessage: t('aiLawyer.greeting') }),
      });
    } catch (error) {
      session.startErrors.push(error);
    }
    session.starting = false;
    if (session.finished) {
      // Closed while connecting: the SDK does not cancel a join under way, so end what it joined.
      if (call) await stopQuietly(client);
      return;
    }
    const startErrors = session.startErrors.filter((error) => !isRecoverableVoiceError(error));
    const microphone = startErrors.map(microphoneProblemOf).find(Boolean) ?? null;
    if (!call) {
      startErrors.forEach((error) =>
        reportRemoteError(REMOTE_NAME, error, { during: 'start voice call' }),
      );
      await finish(session, { kind: 'not-started', problem: microphone });
    } else if (startErrors.length > 0) {
      await finish(session, { kind: 'error', problem: microphone });
    }
  }, [finish, language, listen, t, userId, voice]);

  const toggleMute = useCallback(() => {
    const session = sessionRef.current;
    const client = session?.client;
    if (!client || !session.connectedAt || session.finished) return;
    try {
      client.setMuted(!client.isMuted());
      dispatch({ type: 'mute-changed', muted: client.isMuted() });
    } catch (error) {
      // The SDK throws when the call has just gone: its call-end is on the way.
      reportRemoteError(REMOTE_NAME, error, { during: 'mute voice call' });
    }
  }, []);

  const endCall = useCallback(async (): Promise<SaveOutcome> => {
    const session = sessionRef.current;
    return session ? finish(session, { kind: 'left' }) : 'nothing';
  }, [finish]);

  const retrySave = useCallback(async (): Promise<SaveOutcome> => {
    const record = unsavedRef.current;
    return record ? save(record) : 'nothing';
  }, [save]);

  // Leaving the page or the dialog must not leave the microphone open.
  const finishRef = useRef(finish);
  useEffect(() => {
    finishRef.current = finish;
  }, [finish]);
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      const session = sessionRef.current;
      if (session) void finishRef.current(session, { kind: 'left' });
    };
  }, []);

  return { ...state, start, toggleMute, endCall, retrySave };
}
