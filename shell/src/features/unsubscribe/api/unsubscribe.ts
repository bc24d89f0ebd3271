import { loadSupabaseClient, toDataError } from '@nyaya/shared-platform';
import { isUnsubscribeTopic, type UnsubscribeTopic } from '../model/topic';

/**
 * Turns off what an unsubscribe link's token was made for, for the token's user only, and
 * answers which e-mails that was (null for a topic this page does not know yet). Works without
 * sign-in: the token is the proof. An unknown or malformed token fails with a DataError coded
 * 'PT404'; nothing answering fails with reason 'network'.
 */
export async function unsubscribe(token: string): Promise<UnsubscribeTopic | null> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase.rpc('unsubscribe', { token });
  if (error) throw toDataError(error, status);
  return isUnsubscribeTopic(data) ? data : null;
}
