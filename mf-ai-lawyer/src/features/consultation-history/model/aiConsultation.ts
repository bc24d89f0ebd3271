import type { Json, Tables } from '@nyaya/db';

/** The columns of `ai_consultations` the history page reads. */
export type AiConsultationRow = Pick<
  Tables<'ai_consultations'>,
  'id' | 'started_at' | 'ended_at' | 'duration_seconds' | 'end_reason' | 'transcript'
>;

export type Speaker = 'user' | 'assistant';

/** One final line of a call's transcript. */
export interface TranscriptEntry {
  speaker: Speaker;
  text: string;
  /** When it was said (ISO timestamp); null when the stored value is not one. */
  at: string | null;
}

/** A past consultation with the AI Lawyer, as the history page shows it. */
export interface AiConsultation {
  id: string;
  startedAt: string;
  endedAt: string;
  durationSeconds: number;
  /** The voice SDK's ended reason (e.g. 'customer-ended-call') or 'error', as stored. */
  endReason: string;
  transcript: TranscriptEntry[];
}

function isRecord(value: Json | undefined): value is { [key: string]: Json | undefined } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The stored transcript as lines to show. The database checks its shape on insert; a line that
 * is not one all the same (a value written before a rule changed) is skipped, never a crash.
 */
export function toTranscript(value: Json): TranscriptEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (!isRecord(entry)) return [];
    const { speaker, text, at } = entry;
    if (speaker !== 'user' && speaker !== 'assistant') return [];
    if (typeof text !== 'string' || !text.trim()) return [];
    return [{ speaker, text, at: typeof at === 'string' && at ? at : null }];
  });
}

/** A row as the page shows it. */
export function toAiConsultation(row: AiConsultationRow): AiConsultation {
  return {
    id: row.id,
    startedAt: row.started_at,
    endedAt: row.ended_at,
    durationSeconds: row.duration_seconds,
    endReason: row.end_reason,
    transcript: toTranscript(row.transcript),
  };
}

/** What the user said, in order, each utterance trimmed. */
export function userUtterances(transcript: readonly TranscriptEntry[]): string[] {
  return transcript
    .filter((entry) => entry.speaker === 'user')
    .map((entry) => entry.text.trim())
    .filter(Boolean);
}
