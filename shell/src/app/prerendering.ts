import { createContext, useContext } from 'react';

/**
 * True while the build renders a page to HTML (src/prerender). Parts that only the browser can
 * render, such as a remote's page, render their loading state instead.
 */
export const PrerenderingContext = createContext(false);

export function usePrerendering(): boolean {
  return useContext(PrerenderingContext);
}
