import { useEffect, useState } from 'react';

type IdleWindow = Window &
  Partial<Pick<typeof globalThis, 'requestIdleCallback' | 'cancelIdleCallback'>>;

/**
 * True once the page has painted and the browser is idle: for UI that is on every page but not
 * needed to read it (the floating help widget), so its code does not compete with the first
 * render. Falls back to a short timer where requestIdleCallback is missing (Safari).
 */
export function useAfterFirstPaintIdle({ timeoutMs = 2000, fallbackDelayMs = 200 } = {}): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const win = window as IdleWindow;
    let idleHandle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame after the first paint, then the next idle period.
    const frame = requestAnimationFrame(() => {
      if (win.requestIdleCallback) {
        idleHandle = win.requestIdleCallback(() => setReady(true), { timeout: timeoutMs });
      } else {
        timer = setTimeout(() => setReady(true), fallbackDelayMs);
      }
    });
    return () => {
      cancelAnimationFrame(frame);
      if (idleHandle !== undefined) win.cancelIdleCallback?.(idleHandle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [timeoutMs, fallbackDelayMs]);
  return ready;
}
