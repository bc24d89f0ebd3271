import {
  isSupportedLanguage,
  loadSupabaseClient,
  toDataError,
  type SupportedLanguage,
} from '@nyaya/shared-platform';

/**
 * The language of the signed-in user's account: `notification_preferences.language`, the
 * language their e-mails are written in, which the site's language switch keeps in step with the
 * language chosen on a device (docs/product/languages.md). Row level security shows and lets a
 * user change only their own row. Throws DataError.
 */
export async function getAccountLanguage(userId: string): Promise<SupportedLanguage | null> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase
    .from('notification_preferences')
    .select('language')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw toDataError(error, status);
  return data && isSupportedLanguage(data.language) ? data.language : null;
}

/** Writes `language` to the user's own row of `notification_preferences`. Throws DataError. */
export async function saveAccountLanguage(
  userId: string,
  language: SupportedLanguage,
): Promise<void> {
  const supabase = await loadSupabaseClient();
  const { error, status } = await supabase
    .from('notification_preferences')
    .update({ language })
    .eq('user_id', userId);
  if (error) throw toDataError(error, status);
}
