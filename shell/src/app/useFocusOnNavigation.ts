import { useEffect, useRef } from 'react';
import { useLocation } from '@nyaya/shared-platform/router';

export const MAIN_CONTENT_ID = 'main-content';

function elementForHash(hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * Single-page navigation neither scrolls nor moves focus by itself. After a client-side
 * navigation this scrolls to the `#hash` target (footer anchors to landing sections) and moves
 * focus there; a new page without a target scrolls to the top and focuses the main content,
 * so keyboard and screen-reader users start at the new content. The first render is left to
 * the browser, except a deep link's hash, whose section only exists once the page rendered.
 */
export function useFocusOnNavigation() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname, hash, key } = useLocation();
  const previousPathname = useRef<string | null>(null);

  useEffect(() => {
    const isFirstRender = previousPathname.current === null;
    const pageChanged = previousPathname.current !== pathname;
    previousPathname.current = pathname;

    const target = elementForHash(hash);
    if (target) {
      target.scrollIntoView({ block: 'start' });
      if (isFirstRender) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      return;
    }
    if (isFirstRender || !pageChanged) return;
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, hash, key]);

  return mainRef;
}
