/**
 * How a call ended, as a key of `history.endReasons`: the voice SDK's ended reasons (Vapi's
 * `endedReason` values) that a person would recognise, and the dialog's own 'error'. Null for
 * any other value: the page shows it as stored rather than guess.
 */
export type EndReasonKey =
  'userEnded' | 'assistantEnded' | 'silence' | 'maxDuration' | 'microphone' | 'cancelled' | 'error';

const KNOWN_REASONS: Readonly<Record<string, EndReasonKey>> = {
  'customer-ended-call': 'userEnded',
  'assistant-ended-call': 'assistantEnded',
  'assistant-said-end-call-phrase': 'assistantEnded',
  'assistant-ended-call-after-message-spoken': 'assistantEnded',
  'silence-timed-out': 'silence',
  'exceeded-max-duration': 'maxDuration',
  'customer-did-not-give-microphone-permission': 'microphone',
  'manually-canceled': 'cancelled',
  error: 'error',
};

// The SDK's many technical failures ('pipeline-error-openai-llm-failed',
// 'call.in-progress.error-...') all mean the same to the person who was talking.
const TECHNICAL_FAILURE = /(^|[.-])error([.-]|$)/;

export function endReasonKey(reason: string): EndReasonKey | null {
  const normalized = reason.trim().toLowerCase();
  return KNOWN_REASONS[normalized] ?? (TECHNICAL_FAILURE.test(normalized) ? 'error' : null);
}
