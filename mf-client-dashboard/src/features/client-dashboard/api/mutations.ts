import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { ClientRequest } from '../model/clientRequest';
import { cancelConsultationRequest } from './clientRequests';
import { clientRequestKeys } from './queries';

/**
 * Withdraws a request. The row the database answers with goes straight into the cached
 * lists, which are then read again. After a refusal (the request changed meanwhile) the
 * mutation settles only once the lists are fresh, so the client sees what became of it.
 * Never retried.
 */
export function cancelRequestMutation(queryClient: QueryClient) {
  const lists = { queryKey: clientRequestKeys.all };
  return mutationOptions({
    mutationKey: [...clientRequestKeys.all, 'cancel'],
    mutationFn: (request: Pick<ClientRequest, 'id'>) => cancelConsultationRequest(request.id),
    onSuccess: async (cancelled) => {
      // A read that started before the cancel committed would bring the old status back.
      await queryClient.cancelQueries(lists);
      queryClient.setQueriesData<ClientRequest[]>(lists, (requests) =>
        requests?.map((request) =>
          request.id === cancelled.id
            ? { ...request, status: cancelled.status, withdrawable: false }
            : request,
        ),
      );
      void queryClient.invalidateQueries(lists);
    },
    onError: () => queryClient.invalidateQueries(lists),
  });
}
