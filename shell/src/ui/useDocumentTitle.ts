import { useEffect } from 'react';

/** Gives each route its own document title, so screen-reader users hear where they arrived. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
