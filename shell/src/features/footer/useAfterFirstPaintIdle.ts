import { useEffect, useState } from 'react';

type IdleWindow = Window &
  Partial<Pick<typeof globalThis, 'requestIdleCallback' | 'cancelIdleCallback'>>;

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

/**
 * Calls `callback` once the page has had its first contentful paint (Paint Timing), or after
 * the next frame where the browser does not report paints. A frame alone is not enough: the
 * first frames may paint nothing contentful yet (text waiting for its web font).
 */
function afterFirstContentfulPaint(callback: () => void): () => void {
  const paints =
    typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes;
  if (!paints.includes('paint')) {
    const frame = requestAnimationFrame(callback);
    return () => cancelAnimationFrame(frame);
  }
  if (performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) {
    callback();
    return () => undefined;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName(FIRST_CONTENTFUL_PAINT).length === 0) return;
    observer.disconnect();
    callback();
  });
  observer.observe({ type: 'paint', buffered: true });
  return () => observer.disconnect();
}

/**
 * True once the page has painted and the browser is idle: for UI that is on every page but not
 * needed to read it (the floating help widget), so its code does not compete with the first
 * render. Falls back to a short timer where requestIdleCallback is missing (Safari).
 */
export function useAfterFirstPaintIdle({
  timeoutMs = 2000,
  fallbackDelayMs = 200,
  after,
}: {
  timeoutMs?: number;
  fallbackDelayMs?: number;
  /** Something to wait for first, e.g. the first page's module (preloadedModulesSettled). */
  after?: () => Promise<void>;
} = {}): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const win = window as IdleWindow;
    let live = true;
    let stopWaiting: (() => void) | undefined;
    let idleHandle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void (after ? after() : Promise.resolve()).then(() => {
      if (!live) return;
      stopWaiting = afterFirstContentfulPaint(() => {
        if (win.requestIdleCallback) {
          idleHandle = win.requestIdleCallback(() => setReady(true), { timeout: timeoutMs });
        } else {
          timer = setTimeout(() => setReady(true), fallbackDelayMs);
        }
      });
    });
    return () => {
      live = false;
      stopWaiting?.();
      if (idleHandle !== undefined) win.cancelIdleCallback?.(idleHandle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [after, timeoutMs, fallbackDelayMs]);
  return ready;
}
