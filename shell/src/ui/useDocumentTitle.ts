import { useLayoutEffect } from 'react';

/**
 * Gives each route its own document title, so screen-reader users hear where they arrived.
 * Set in a layout effect: those run before any passive effect of the same commit, so a page that
 * names itself more precisely in its own `useEffect` (a lawyer's profile) keeps its title even
 * when it mounts together with its route.
 */
export function useDocumentTitle(title: string): void {
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}
