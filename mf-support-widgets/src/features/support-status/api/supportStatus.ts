import { loadSupabaseClient, toDataError } from '@nyaya/shared-platform';
import {
  parseSupportStatus,
  type StatusLookupValues,
  type SupportRequestStatus,
} from '../model/supportStatus';

/**
 * Asks public.support_request_status (anyone may) for a request's status. Resolves with null when
 * no request has that reference number with that contact: the database gives the same answer
 * for a wrong contact and an unknown reference. Rejects with a DataError; too many checks from
 * one connection is PT429 ('rate-limited').
 */
export async function lookupSupportStatus({
  reference,
  contact,
}: StatusLookupValues): Promise<SupportRequestStatus | null> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase.rpc('support_request_status', {
    reference,
    contact,
  });
  if (error) throw toDataError(error, status);
  try {
    return parseSupportStatus(data);
  } catch (cause) {
    throw toDataError(cause instanceof Error ? cause : String(cause));
  }
}
