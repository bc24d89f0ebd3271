import { loadSupabaseClient, toDataError, type DatabaseClient } from '@nyaya/shared-platform';
import type { QueryData } from '@supabase/supabase-js';
import {
  DEFAULT_PREFERENCES,
  isEmailLanguage,
  type NotificationPreferences,
} from '../model/preferences';

/**
 * The columns the lawyer's settings show (explicit: `select('*')` breaks under column grants).
 * Meeting reminders go to clients; a lawyer's form neither reads nor writes them.
 */
const COLUMNS = 'open_request_digest, language, updated_at';

function selectPreferences(supabase: DatabaseClient) {
  return supabase.from('notification_preferences').select(COLUMNS);
}

/** The user's own row of `notification_preferences` as the settings select it. */
export type NotificationPreferencesRow = QueryData<ReturnType<typeof selectPreferences>>[number];

function toPreferences(row: NotificationPreferencesRow): NotificationPreferences {
  return {
    openRequestDigest: row.open_request_digest,
    language: isEmailLanguage(row.language) ? row.language : DEFAULT_PREFERENCES.language,
  };
}

/**
 * The signed-in user's e-mail preferences. Every account has its row (row level security shows
 * a user only their own); without one, the defaults the database would give it. Throws DataError.
 */
export async function getNotificationPreferences(userId: string): Promise<NotificationPreferences> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await selectPreferences(supabase)
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw toDataError(error, status);
  return data ? toPreferences(data) : DEFAULT_PREFERENCES;
}

/**
 * Saves the user's choices to their own row and answers with the row as saved. The database
 * lets a user change only these columns of their own row. Throws DataError.
 */
export async function updateNotificationPreferences(
  userId: string,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase
    .from('notification_preferences')
    .update({
      open_request_digest: preferences.openRequestDigest,
      language: preferences.language,
    })
    .eq('user_id', userId)
    .select(COLUMNS)
    .single();
  if (error) throw toDataError(error, status);
  return toPreferences(data);
}
