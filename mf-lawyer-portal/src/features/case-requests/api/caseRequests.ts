import {
  CONSULTATION_REQUEST_COLUMNS,
  loadSupabaseClient,
  toDataError,
  type DataErrorMessages,
  type QualifiedKey,
} from '@nyaya/shared-platform';
import { toCaseRequest, type CaseRequest } from '../model/caseRequest';

/** The accept function's refusals (public.accept_consultation_request). */
export const ACCEPT_ERROR_MESSAGES = {
  conflicts: {
    already_accepted: 'mf_lawyer_portal:errors.alreadyAccepted',
    not_open: 'mf_lawyer_portal:errors.notOpen',
  },
} as const satisfies {
  conflicts: Record<string, QualifiedKey<'mf_lawyer_portal'>>;
} & DataErrorMessages;

/**
 * Open requests and the lawyer's own cases, newest first, each with the client's name (from the
 * `client_names` view; e-mails are never read). The database answers an approved lawyer only;
 * the filters keep out requests the lawyer filed as a client. Throws DataError.
 */
export async function listLawyerRequests(lawyerId: string): Promise<CaseRequest[]> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase
    .from('consultation_requests')
    .select(CONSULTATION_REQUEST_COLUMNS)
    .or(`lawyer_id.is.null,lawyer_id.eq.${lawyerId}`)
    .neq('client_id', lawyerId)
    .order('created_at', { ascending: false });
  if (error) throw toDataError(error, status);
  const rows = data ?? [];
  if (rows.length === 0) return [];

  const clientIds = [...new Set(rows.map((row) => row.client_id))];
  const names = await supabase.from('client_names').select('id, full_name').in('id', clientIds);
  if (names.error) throw toDataError(names.error, names.status);
  const nameById = new Map((names.data ?? []).map((row) => [row.id, row.full_name]));
  return rows.map((row) => toCaseRequest(row, nameById.get(row.client_id) || null));
}

/**
 * Accepts an open request for the calling approved lawyer, race-safe in the database. A lost
 * race throws DataError with reason 'conflict' and hint 'already_accepted'.
 */
export async function acceptConsultationRequest(requestId: string): Promise<CaseRequest> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase.rpc('accept_consultation_request', {
    request_id: requestId,
  });
  if (error) throw toDataError(error, status, ACCEPT_ERROR_MESSAGES);
  return toCaseRequest(data);
}
