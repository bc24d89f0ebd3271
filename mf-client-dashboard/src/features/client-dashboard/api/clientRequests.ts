import { loadSupabaseClient, toDataError } from '@nyaya/shared-platform';
import { toClientRequest, type ClientRequest } from '../model/clientRequest';

/** The columns the dashboard reads (explicit: `select('*')` breaks under column grants). */
export const CLIENT_REQUEST_COLUMNS =
  'id, lawyer_id, lawyer_name, service_type, description, location, phone, status, scheduled_for, created_at, return_kind, return_reason, returned_at, returned_by_name, withdrawable';

/**
 * The signed-in client's own requests, newest first. The view shows a client their own rows
 * only, and of the lawyer only the name. Throws DataError.
 */
export async function listClientRequests(): Promise<ClientRequest[]> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase
    .from('client_consultation_requests')
    .select(CLIENT_REQUEST_COLUMNS)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw toDataError(error, status);
  return (data ?? []).flatMap((row) => toClientRequest(row) ?? []);
}

/** A request after cancelling: its id and the status the database gave it. */
export interface CancelledRequest {
  id: string;
  status: string;
}

/**
 * Withdraws one of the client's own requests: pending, accepted with no meeting yet, or any case
 * whose lawyer is no longer approved (the lawyer is told). The database decides, in one
 * statement: a request that is not the caller's fails with 404, one it may not withdraw with
 * 409, each with a message for the user. Throws DataError.
 */
export async function cancelConsultationRequest(requestId: string): Promise<CancelledRequest> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase.rpc('cancel_consultation_request', {
    request_id: requestId,
  });
  if (error) throw toDataError(error, status);
  return { id: data.id, status: data.status };
}
