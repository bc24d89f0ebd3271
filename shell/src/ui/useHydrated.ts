import { useSyncExternalStore } from 'react';

// Nothing to subscribe to: the answer only changes from the hydrating render to the next one.
const subscribe = () => () => undefined;

/**
 * False while the page is rendered at build time (src/prerender) and while the browser hydrates
 * that HTML; true in every other render. Parts that depend on the visit (the runtime config,
 * today's date) render only when it is true, so the first client render is exactly the markup
 * the build made, and React fills them in right after hydration (useSyncExternalStore renders
 * the server snapshot while hydrating, then the client's).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
