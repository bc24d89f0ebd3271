import { loadSupabaseClient, toDataError } from '@nyaya/shared-platform';

/**
 * Whether the signed-in user chose to keep the transcripts of their AI Lawyer calls; null before
 * they have chosen (docs/product/ai-lawyer.md#transcripts). Row level security shows a user only
 * their own row. Throws DataError.
 */
export async function getTranscriptChoice(userId: string): Promise<boolean | null> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase
    .from('ai_lawyer_preferences')
    .select('keep_transcripts')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw toDataError(error, status);
  return data?.keep_transcripts ?? null;
}

/** Remembers the user's choice; the database stamps when it was made. Throws DataError. */
export async function saveTranscriptChoice(userId: string, keep: boolean): Promise<void> {
  const supabase = await loadSupabaseClient();
  const { error, status } = await supabase
    .from('ai_lawyer_preferences')
    .upsert({ user_id: userId, keep_transcripts: keep }, { onConflict: 'user_id' });
  if (error) throw toDataError(error, status);
}
