import { queryOptions } from '@tanstack/react-query';
import { listClientRequests } from './clientRequests';

export const clientRequestKeys = {
  all: ['mf_client_dashboard', 'requests'] as const,
  ofClient: (clientId: string) => [...clientRequestKeys.all, clientId] as const,
};

/** The client's requests; idle until there is a client id. */
export function clientRequestsQuery(clientId: string | null | undefined) {
  return queryOptions({
    queryKey: clientRequestKeys.ofClient(clientId ?? ''),
    queryFn: () => listClientRequests(clientId!),
    enabled: Boolean(clientId),
  });
}
