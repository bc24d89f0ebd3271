import type { ConsultationRequest, LawyerConsultationRequest } from '../domain/types';
import { commonEn } from '../i18n/en/common';
import { loadSupabaseClient } from '../supabase/client';
import type { ConsultationRequestValues } from '../validation/schemas';
import { toDataError } from './DataError';
import { REQUEST_COLUMNS, toConsultationRequest, type RequestRow } from './rows';

export interface NewConsultationRequest extends ConsultationRequestValues {
  clientId: string;
  /** The lawyer it is addressed to, or null for any lawyer. */
  lawyerId: string | null;
}

/** Creates a pending request as the signed-in client. Throws DataError. */
export async function submitConsultationRequest(
  input: NewConsultationRequest,
): Promise<ConsultationRequest> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase
    .from('consultation_requests')
    .insert({
      client_id: input.clientId,
      lawyer_id: input.lawyerId,
      service_type: input.serviceType,
      description: input.description,
      location: input.location,
      phone: input.phone,
      status: 'pending',
    })
    .select(REQUEST_COLUMNS)
    .single();
  if (error) throw toDataError(error, status);
  return toConsultationRequest(data as RequestRow);
}

/** The client's own requests, newest first. */
export async function listClientRequests(clientId: string): Promise<ConsultationRequest[]> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase
    .from('consultation_requests')
    .select(REQUEST_COLUMNS)
    .eq('client_id', clientId)
    .order('created_at', { ascending: false });
  if (error) throw toDataError(error, status);
  return ((data ?? []) as RequestRow[]).map(toConsultationRequest);
}

/**
 * Open requests and the lawyer's own cases, newest first, each with the client's name
 * (from the `client_names` view; e-mails are never read). The database only answers an
 * approved lawyer; the filters keep out requests the lawyer filed as a client.
 */
export async function listLawyerRequests(lawyerId: string): Promise<LawyerConsultationRequest[]> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase
    .from('consultation_requests')
    .select(REQUEST_COLUMNS)
    .or(`lawyer_id.is.null,lawyer_id.eq.${lawyerId}`)
    .neq('client_id', lawyerId)
    .order('created_at', { ascending: false });
  if (error) throw toDataError(error, status);
  const requests = ((data ?? []) as RequestRow[]).map(toConsultationRequest);
  if (requests.length === 0) return [];

  const clientIds = [...new Set(requests.map((request) => request.clientId))];
  const names = await supabase.from('client_names').select('id, full_name').in('id', clientIds);
  if (names.error) throw toDataError(names.error, names.status);
  const nameById = new Map(
    ((names.data ?? []) as { id: string; full_name: string | null }[]).map((row) => [
      row.id,
      row.full_name,
    ]),
  );
  return requests.map((request) => ({
    ...request,
    clientName: nameById.get(request.clientId) || commonEn.fallbackNames.requestClient,
  }));
}

/**
 * Accepts an open request for the calling approved lawyer, race-safe in the database.
 * A lost race throws DataError with code 'PT409' and hint 'already_accepted'.
 */
export async function acceptConsultationRequest(requestId: string): Promise<ConsultationRequest> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase.rpc('accept_consultation_request', {
    request_id: requestId,
  });
  if (error) throw toDataError(error, status);
  return toConsultationRequest(data as RequestRow);
}
