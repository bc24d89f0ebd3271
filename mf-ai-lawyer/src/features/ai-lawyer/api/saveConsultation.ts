import type { TablesInsert } from '@nyaya/db';
import {
  DataError,
  loadSupabaseClient,
  toDataError,
  type DataErrorMessages,
} from '@nyaya/shared-platform';
import type { ConsultationRecord } from '../model/consultationRecord';

/**
 * A row of `public.ai_consultations` as the dialog inserts it: with its id (the consultation
 * id the call's metadata carried), and without `user_id`, which defaults to `auth.uid()`.
 */
export type AiConsultationInsert = Omit<
  TablesInsert<'ai_consultations'>,
  'user_id' | 'created_at'
> & {
  id: string;
};

/**
 * The database's refusals of a save (supabase/migrations), each to its sentence in the page's
 * language (docs/product/languages.md).
 */
export const SAVE_REFUSALS: NonNullable<DataErrorMessages['sentences']> = [
  {
    match: 'You have saved 10 AI consultations in the last hour. Please try again later.',
    key: 'mf_ai_lawyer:refusals.hourlyLimit',
  },
  {
    match: 'You have saved 30 AI consultations today. Please try again tomorrow.',
    key: 'mf_ai_lawyer:refusals.dailyLimit',
  },
  {
    match: /^An AI consultation is saved one at a time; this request held (?<rows>\d+) of them\.$/,
    key: 'mf_ai_lawyer:refusals.oneAtATime',
  },
];

// Postgres reports a duplicate primary key as 23505.
const UNIQUE_VIOLATION = '23505';
// The hourly and daily bounds answer PT429, HTTP 429 (docs/adr/0019).
const TOO_MANY = 429;

/** Whether a failed save was refused by the per-user limits, so only a later save can work. */
export function isSaveLimitReached(error: unknown): boolean {
  return error instanceof DataError && error.status === TOO_MANY;
}

/** The row of an ended consultation. */
export function toAiConsultationInsert(record: ConsultationRecord): AiConsultationInsert {
  return {
    id: record.id,
    started_at: record.startedAt,
    ended_at: record.endedAt,
    duration_seconds: record.durationSeconds,
    end_reason: record.endReason,
    transcript: record.transcript,
  };
}

/**
 * Saves an ended consultation to the signed-in user's history. Insert only (no `.select()`):
 * nothing of the row is needed back. Saving the same consultation again (a retry after an
 * answer that never arrived) finds it already there, which is success. Throws DataError.
 */
export async function saveConsultation(record: ConsultationRecord): Promise<void> {
  const supabase = await loadSupabaseClient();
  const { error, status } = await supabase
    .from('ai_consultations')
    .insert(toAiConsultationInsert(record));
  if (error && error.code !== UNIQUE_VIOLATION) {
    throw toDataError(error, status, { sentences: SAVE_REFUSALS });
  }
}
