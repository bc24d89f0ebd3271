import { useEffect } from 'react';
import { useOverlays } from '@nyaya/shared-platform';

/**
 * Overlays open from a store, not from a dialog trigger, and may hand over to one another
 * (choice dialog → auth dialog). When the last one closes, focus goes back to the control that
 * opened the first, so keyboard users continue where they were. The store calls subscribers
 * synchronously on open, before any dialog has taken focus.
 */
export function useReturnFocusAfterOverlay(): void {
  useEffect(() => {
    let opener: HTMLElement | null = null;
    let frame = 0;
    const unsubscribe = useOverlays.subscribe((state, previous) => {
      if (!previous.current && state.current) {
        const active = document.activeElement;
        opener = active instanceof HTMLElement && active !== document.body ? active : null;
      } else if (previous.current && !state.current) {
        const target = opener;
        opener = null;
        cancelAnimationFrame(frame);
        // After the dialog has unmounted; never steal focus that something else has taken.
        frame = requestAnimationFrame(() => {
          const active = document.activeElement;
          if (target?.isConnected && (!active || active === document.body)) {
            target.focus({ preventScroll: true });
          }
        });
      }
    });
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, []);
}
