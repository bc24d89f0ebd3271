import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { clientRequestKeys } from '../../client-dashboard/api/queries';
import { submitConsultationRequest } from './consultationRequests';

/**
 * Submits a request. Never retried: one row per submit. The client's request lists refetch
 * with it (the dashboard may be open behind the dialog), without holding up the submit.
 */
export function submitConsultationRequestMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: submitConsultationRequest,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: clientRequestKeys.all });
    },
  });
}
