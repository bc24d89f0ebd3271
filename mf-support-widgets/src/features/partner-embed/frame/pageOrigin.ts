/**
 * The origin of the page that embeds this frame, as the browser reports it: the nearest of
 * `location.ancestorOrigins` (Chromium, Safari), else the origin of `document.referrer` (the
 * embedding page's URL, cut to its origin by the default referrer policy). Null when the frame
 * is not framed or the page hides both; then the frame refuses to work, since the database
 * could not tell whose page it is on. The page's own word (a URL parameter, a message) is never
 * taken for it.
 */
export function embeddingPageOrigin(
  win: Pick<Window, 'location' | 'parent' | 'document'> = window,
): string | null {
  if (win.parent === (win as unknown)) return null;
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) {
    const nearest = ancestors[0]!;
    return nearest === 'null' ? null : nearest;
  }
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : null;
  } catch {
    return null;
  }
}
