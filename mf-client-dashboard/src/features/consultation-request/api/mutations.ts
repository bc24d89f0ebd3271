import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { clientRequestKeys } from '../../client-dashboard/api/queries';
import { submitConsultationRequest } from './consultationRequests';

/** Submits a request; the client's list refetches with it. Never retried: one row per submit. */
export function submitConsultationRequestMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: submitConsultationRequest,
    onSuccess: (request) =>
      queryClient.invalidateQueries({ queryKey: clientRequestKeys.ofClient(request.clientId) }),
  });
}
