import { loadSupabaseClient, toDataError } from '@nyaya/shared-platform';
import { toAiConsultation, type AiConsultation } from '../model/aiConsultation';

/** The columns the history page reads (explicit: `select('*')` breaks under column grants). */
export const AI_CONSULTATION_COLUMNS =
  'id, started_at, ended_at, duration_seconds, end_reason, transcript';

/**
 * The signed-in user's past AI consultations, newest first (ties by id, so the order is
 * stable). Row level security shows each user their own rows only. Throws DataError.
 */
export async function listAiConsultations(): Promise<AiConsultation[]> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase
    .from('ai_consultations')
    .select(AI_CONSULTATION_COLUMNS)
    .order('started_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw toDataError(error, status);
  return (data ?? []).map(toAiConsultation);
}

/**
 * Deletes one of the user's consultations, transcript and all. Row level security lets an
 * owner delete their own rows only; a row already gone (deleted in another tab) is no error:
 * either way it is no longer there. Throws DataError.
 */
export async function deleteAiConsultation(consultationId: string): Promise<void> {
  const supabase = await loadSupabaseClient();
  const { error, status } = await supabase
    .from('ai_consultations')
    .delete()
    .eq('id', consultationId);
  if (error) throw toDataError(error, status);
}
