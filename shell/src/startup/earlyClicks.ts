/**
 * Where a hydrated page's entry loader (src/prerender/entryAfterPaint.ts) records the targets of
 * the visitor's clicks, from the page's first byte until earlyInput.ts takes over: on such a
 * page no script of ours runs before the first paint, so a press would otherwise go unseen.
 */
export const EARLY_CLICKS = 'nyayaEarlyClicks';

declare global {
  interface Window {
    [EARLY_CLICKS]?: EventTarget[] | null;
  }
}

/** The targets clicked before now, oldest first; recording stops here. */
export function takeEarlyClicks(win: Window = window): EventTarget[] {
  const clicks = win[EARLY_CLICKS] ?? [];
  win[EARLY_CLICKS] = null;
  return clicks;
}
