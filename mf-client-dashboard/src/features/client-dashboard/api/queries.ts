import { queryOptions } from '@tanstack/react-query';
import { listClientRequests } from './clientRequests';

/**
 * Query keys of the client's requests. Whatever changes them invalidates `all`: the request
 * dialog after a submit, wherever on the site it was opened.
 */
export const clientRequestKeys = {
  all: ['mf_client_dashboard', 'requests'] as const,
  ofClient: (clientId: string) => [...clientRequestKeys.all, clientId] as const,
};

/**
 * The signed-in client's requests; idle until there is a client id. Keyed by the client, so a
 * list cached for one account never shows to the next one signed in on this page. Read again
 * whenever the tab regains focus, however fresh: a lawyer may have taken a request meanwhile,
 * and the client coming back to the tab expects to see it.
 */
export function clientRequestsQuery(clientId: string | null | undefined) {
  return queryOptions({
    queryKey: clientRequestKeys.ofClient(clientId ?? ''),
    queryFn: listClientRequests,
    enabled: Boolean(clientId),
    refetchOnWindowFocus: 'always',
  });
}
