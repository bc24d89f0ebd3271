import { loadSupabaseClient, toDataError } from '@nyaya/shared-platform';
import {
  REQUEST_COLUMNS,
  toConsultationRequest,
  type ConsultationRequest,
} from '../../consultation-request/model/consultationRequest';

/** The client's own requests, newest first (the database shows a client nothing else). */
export async function listClientRequests(clientId: string): Promise<ConsultationRequest[]> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase
    .from('consultation_requests')
    .select(REQUEST_COLUMNS)
    .eq('client_id', clientId)
    .order('created_at', { ascending: false });
  if (error) throw toDataError(error, status);
  return (data ?? []).map(toConsultationRequest);
}
