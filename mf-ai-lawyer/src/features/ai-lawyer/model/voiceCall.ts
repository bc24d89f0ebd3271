import type { MicrophoneProblem } from './microphoneProblem';
import type { TranscriptEntry } from './transcript';

/** The AI Lawyer dialog's call states (docs/product/ai-lawyer.md). */
export type CallPhase = 'idle' | 'connecting' | 'connected';

/** Where saving the last call to the user's history stands. */
/**
 * `limit-reached`: the database refused it because the user saved their most consultations for
 * now (docs/adr/0019), so saving again succeeds only later.
 */
/** 'not-kept': the user chose not to keep transcripts, so the ended call was not saved. */
export type SaveStatus = 'none' | 'saving' | 'saved' | 'failed' | 'limit-reached' | 'not-kept';

export interface VoiceCallState {
  phase: CallPhase;
  muted: boolean;
  /** The AI Lawyer's voice level from the SDK, 0 to 1. */
  level: number;
  /** The final lines of the current call, or of the last one once it has ended. */
  transcript: readonly TranscriptEntry[];
  /** Why the last start could not use the microphone. */
  problem: MicrophoneProblem | null;
  save: SaveStatus;
}

export type VoiceCallAction =
  | { type: 'start-requested' }
  | { type: 'call-started' }
  | { type: 'call-stopped'; problem?: MicrophoneProblem | null }
  | { type: 'mute-changed'; muted: boolean }
  | { type: 'level-changed'; level: number }
  | { type: 'transcript-added'; entry: TranscriptEntry }
  | { type: 'save-changed'; save: SaveStatus };

export const INITIAL_VOICE_CALL_STATE: VoiceCallState = {
  phase: 'idle',
  muted: false,
  level: 0,
  transcript: [],
  problem: null,
  save: 'none',
};

/**
 * The call state machine (docs/product/ai-lawyer.md): idle → connecting when start is pressed, →
 * connected on the SDK's call-start, back to idle on call end or error; mute changes only while
 * connected. A start while a call is under way changes nothing.
 */
export function voiceCallReducer(state: VoiceCallState, action: VoiceCallAction): VoiceCallState {
  switch (action.type) {
    case 'start-requested':
      if (state.phase !== 'idle') return state;
      return { ...INITIAL_VOICE_CALL_STATE, phase: 'connecting' };
    case 'call-started':
      return state.phase === 'connecting' ? { ...state, phase: 'connected' } : state;
    case 'call-stopped':
      return { ...state, phase: 'idle', muted: false, level: 0, problem: action.problem ?? null };
    case 'mute-changed':
      return state.phase === 'connected' ? { ...state, muted: action.muted } : state;
    case 'level-changed': {
      if (state.phase !== 'connected') return state;
      const level = Number.isFinite(action.level) ? Math.min(Math.max(action.level, 0), 1) : 0;
      return level === state.level ? state : { ...state, level };
    }
    case 'transcript-added':
      return state.phase === 'idle'
        ? state
        : { ...state, transcript: [...state.transcript, action.entry] };
    case 'save-changed':
      return { ...state, save: action.save };
  }
}
