import {
  CONSULTATION_REQUEST_COLUMNS,
  loadSupabaseClient,
  toConsultationRequest,
  toDataError,
  type ConsultationRequest,
} from '@nyaya/shared-platform';

/** The client's own requests, newest first (the database shows a client nothing else). */
export async function listClientRequests(clientId: string): Promise<ConsultationRequest[]> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase
    .from('consultation_requests')
    .select(CONSULTATION_REQUEST_COLUMNS)
    .eq('client_id', clientId)
    .order('created_at', { ascending: false });
  if (error) throw toDataError(error, status);
  return (data ?? []).map(toConsultationRequest);
}
