/** Who said a line of the transcript: the signed-in user or the AI Lawyer. */
export type Speaker = 'user' | 'assistant';

/** One final line of a call's transcript, as it is shown and stored (a JSON value: a type, not an interface). */
export type TranscriptEntry = {
  speaker: Speaker;
  text: string;
  /** When the line was final (ISO timestamp). */
  at: string;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The transcript line a voice SDK `message` carries, or null: only final transcripts
 * (`type: 'transcript'`, `transcriptType: 'final'`) of the user or the assistant count; partial
 * ones are the SDK's running guesses and would repeat every line several times.
 */
export function transcriptEntryOf(message: unknown, at: Date): TranscriptEntry | null {
  if (!isRecord(message)) return null;
  if (message.type !== 'transcript' || message.transcriptType !== 'final') return null;
  const { role, transcript } = message;
  if (role !== 'user' && role !== 'assistant') return null;
  if (typeof transcript !== 'string' || !transcript.trim()) return null;
  return { speaker: role, text: transcript.trim(), at: at.toISOString() };
}

/**
 * Why the call ended, from the SDK's `status-update` message (`status: 'ended'`), e.g.
 * 'customer-ended-call' or 'assistant-ended-call'; null for any other message.
 */
export function endedReasonOf(message: unknown): string | null {
  if (!isRecord(message)) return null;
  if (message.type !== 'status-update' || message.status !== 'ended') return null;
  const reason = message.endedReason;
  return typeof reason === 'string' && reason.trim() ? reason : null;
}
