import {
  loadSupabaseClient,
  toDataError,
  type DataErrorMessages,
  type QualifiedKey,
} from '@nyaya/shared-platform';
import {
  parseSupportStatus,
  type StatusLookupValues,
  type SupportRequestStatus,
} from '../model/supportStatus';

/** The database's limit on status checks (PT429), in its words. */
export const STATUS_ERROR_MESSAGES = {
  sentences: [
    {
      match: 'Too many status checks from this connection. Please wait 10 minutes and try again.',
      key: 'mf_support_widgets:supportStatus.rateLimited',
    },
  ],
} as const satisfies {
  sentences: ReadonlyArray<{ match: string; key: QualifiedKey<'mf_support_widgets'> }>;
} & DataErrorMessages;

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
  if (error) throw toDataError(error, status, STATUS_ERROR_MESSAGES);
  try {
    return parseSupportStatus(data);
  } catch (cause) {
    throw toDataError(cause instanceof Error ? cause : String(cause));
  }
}
