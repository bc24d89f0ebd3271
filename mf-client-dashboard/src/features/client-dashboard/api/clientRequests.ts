import {
  loadSupabaseClient,
  toDataError,
  type DatabaseClient,
  type DataErrorMessages,
  type QualifiedKey,
} from '@nyaya/shared-platform';
import type { QueryData } from '@supabase/supabase-js';
import { toClientRequest, type ClientRequest } from '../model/clientRequest';

/**
 * The client's requests, with the columns the dashboard shows (explicit: `select('*')` breaks
 * under column grants). To show another column, name it here: supabase-js infers
 * ClientRequestRow from this string and the generated types.
 */
function selectClientRequests(supabase: DatabaseClient) {
  return supabase
    .from('client_consultation_requests')
    .select(
      'id, lawyer_id, lawyer_name, service_type, description, location, phone, status, scheduled_for, created_at, return_kind, return_reason, returned_at, returned_by_name, withdrawable',
    );
}

/**
 * A row of `client_consultation_requests` (the signed-in client's own requests) as the
 * dashboard selects it. Every column of a view may be null in the generated types.
 */
export type ClientRequestRow = QueryData<ReturnType<typeof selectClientRequests>>[number];

/**
 * The signed-in client's own requests, newest first. The view shows a client their own rows
 * only, and of the lawyer only the name. Throws DataError.
 */
export async function listClientRequests(): Promise<ClientRequest[]> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await selectClientRequests(supabase)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw toDataError(error, status);
  return (data ?? []).flatMap((row) => toClientRequest(row) ?? []);
}

/**
 * The database's refusals of a withdrawal, in its words; `status` is the request's status, shown
 * with its label (cancelRefusalMessage).
 */
export const CANCEL_ERROR_MESSAGES = {
  sentences: [
    {
      match: /^Only a pending request can be cancelled; this one is (?<status>\w+)\.$/,
      key: 'mf_client_dashboard:refusals.onlyPendingCancellable',
    },
    {
      match:
        /^Only a request that is pending or accepted without a meeting can be cancelled; this one is (?<status>\w+)\.$/,
      key: 'mf_client_dashboard:refusals.notCancellable',
    },
    {
      match:
        'A meeting is scheduled for this request, so only your lawyer can call it off now; please contact them.',
      key: 'mf_client_dashboard:refusals.meetingScheduled',
    },
    {
      match: 'Consultation request not found.',
      key: 'mf_client_dashboard:refusals.requestNotFound',
    },
  ],
} as const satisfies {
  sentences: ReadonlyArray<{ match: string | RegExp; key: QualifiedKey<'mf_client_dashboard'> }>;
} & DataErrorMessages;

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
  if (error) throw toDataError(error, status, CANCEL_ERROR_MESSAGES);
  return { id: data.id, status: data.status };
}
