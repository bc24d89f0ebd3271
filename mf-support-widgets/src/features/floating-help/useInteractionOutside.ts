import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onOutside` when, while `active`, the visitor presses a pointer or moves the focus
 * anywhere outside `ref`: they have moved on to something else on the page.
 */
export function useInteractionOutside(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onOutside: () => void,
): void {
  // The latest callback without re-subscribing on every render.
  const callback = useRef(onOutside);
  useEffect(() => {
    callback.current = onOutside;
  });

  useEffect(() => {
    if (!active) return;
    const handle = (event: Event) => {
      const inside = event.target instanceof Node && ref.current?.contains(event.target);
      if (!inside) callback.current();
    };
    document.addEventListener('pointerdown', handle, true);
    document.addEventListener('focusin', handle, true);
    return () => {
      document.removeEventListener('pointerdown', handle, true);
      document.removeEventListener('focusin', handle, true);
    };
  }, [ref, active]);
}
