import type { TranscriptEntry } from './transcript';

/** The bounds `public.ai_consultations` checks (migration 20261127000000_ai_consultations.sql). */
export const CONSULTATION_LIMITS = {
  maxDurationSeconds: 14_400,
  maxEndReasonLength: 200,
  maxTranscriptEntries: 500,
  maxTextLength: 5_000,
  /** The table's 204,800 bytes of transcript as PostgreSQL prints it, less a margin. */
  maxTranscriptBytes: 200_000,
} as const;

/** The end reason stored when nothing better is known. */
export const ERROR_END_REASON = 'error';

/** An ended consultation as it is saved to the user's history. */
export interface ConsultationRecord {
  /** The consultation id the call's metadata carried. */
  id: string;
  startedAt: string;
  endedAt: string;
  durationSeconds: number;
  endReason: string;
  transcript: TranscriptEntry[];
}

export interface EndedCall {
  consultationId: string;
  /** When the AI Lawyer started listening (the SDK's `call-start`). */
  startedAt: Date;
  endedAt: Date;
  endReason: string;
  transcript: readonly TranscriptEntry[];
}

// The database's character rules (private.has_visible_text, has_no_control_characters,
// is_single_line_text). NUL is refused by jsonb itself.
const INVISIBLE =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- the database's own list, combining marks included
  /[^\u0001-\u0020\u007F-\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u2800\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]/u;
// eslint-disable-next-line no-control-regex -- these are the characters it removes
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
// eslint-disable-next-line no-control-regex -- these are the characters it removes
const SINGLE_LINE_CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;

const hasVisibleText = (text: string) => INVISIBLE.test(text);

/** At most `max` characters (code points, as PostgreSQL counts; never half a pair). */
function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : characters.slice(0, max).join('');
}

const encoder = new TextEncoder();

/**
 * The bytes an entry takes in the stored list as PostgreSQL prints jsonb: JSON.stringify's
 * text plus a space after each of the three colons and two commas, and the ', ' before it.
 */
const storedBytes = (entry: TranscriptEntry) =>
  encoder.encode(JSON.stringify(entry)).length + 5 + 2;

/** The lines as the table takes them: control characters become spaces, blank lines go. */
function storableLines(transcript: readonly TranscriptEntry[]): TranscriptEntry[] {
  return transcript.flatMap((entry) => {
    const text = truncate(
      entry.text.replace(MULTI_LINE_CONTROL, ' ').trim(),
      CONSULTATION_LIMITS.maxTextLength,
    );
    return hasVisibleText(text) ? [{ speaker: entry.speaker, text, at: entry.at }] : [];
  });
}

/** The last lines that fit the table's count and size bounds: a call's conclusions come last. */
function lastLinesThatFit(lines: readonly TranscriptEntry[]): TranscriptEntry[] {
  const kept: TranscriptEntry[] = [];
  let bytes = 2;
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    const line = lines[index]!;
    bytes += storedBytes(line);
    if (kept.length === CONSULTATION_LIMITS.maxTranscriptEntries) break;
    if (bytes > CONSULTATION_LIMITS.maxTranscriptBytes) break;
    kept.push(line);
  }
  return kept.reverse();
}

/** One line of visible text, at most 200 characters; 'error' when nothing is left. */
function storableEndReason(reason: string): string {
  const line = truncate(
    reason.replace(SINGLE_LINE_CONTROL, ' ').replace(/\s+/g, ' ').trim(),
    CONSULTATION_LIMITS.maxEndReasonLength,
  ).trim();
  return hasVisibleText(line) ? line : ERROR_END_REASON;
}

/**
 * The record of an ended call, within every bound the table checks: whole seconds from 0 to
 * 4 hours that match the two timestamps (a longer call is recorded as its first 4 hours),
 * a one-line end reason of at most 200 characters, and the transcript's last lines, each of
 * 1 to 5,000 characters of visible text, at most 500 of them and 200 KB in all.
 */
export function toConsultationRecord(call: EndedCall): ConsultationRecord {
  const elapsed = Math.round((call.endedAt.getTime() - call.startedAt.getTime()) / 1000);
  const durationSeconds = Math.min(Math.max(elapsed, 0), CONSULTATION_LIMITS.maxDurationSeconds);
  const endedAt =
    elapsed === durationSeconds
      ? call.endedAt
      : new Date(call.startedAt.getTime() + durationSeconds * 1000);
  return {
    id: call.consultationId,
    startedAt: call.startedAt.toISOString(),
    endedAt: endedAt.toISOString(),
    durationSeconds,
    endReason: storableEndReason(call.endReason),
    transcript: lastLinesThatFit(storableLines(call.transcript)),
  };
}
