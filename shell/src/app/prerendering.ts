import { createContext, useContext, type ReactNode } from 'react';

/**
 * While the build renders a page to HTML (src/prerender), what stands in for a remote's page,
 * which only the browser can render: given the page's module id. Null in the browser. The
 * placeholder comes from the prerender, so the browser's bundle does not carry it.
 */
export type RemotePageStandIn = (moduleId: string) => ReactNode;

export const PrerenderingContext = createContext<RemotePageStandIn | null>(null);

export function useRemotePageStandIn(): RemotePageStandIn | null {
  return useContext(PrerenderingContext);
}
