/**
 * A message's text cut into plain text and links (docs/product/case-room.md): only `https://`
 * addresses become links; `http:` and every other scheme stay plain text. Punctuation that ends
 * a sentence after an address is not part of it.
 */
export type TextSegment =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const HTTPS_URL = /https:\/\/[^\s<>"]+/gi;
const TRAILING = /[.,;:!?'")\]}]+$/;

export function linkSegments(body: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of body.matchAll(HTTPS_URL)) {
    const start = match.index;
    // "xhttps://" is not the start of an address.
    if (start > 0 && /[\w/]/.test(body[start - 1] ?? '')) continue;
    const candidate = match[0].replace(TRAILING, '');
    const href = safeHttps(candidate);
    if (!href) continue;
    if (start > last) segments.push({ kind: 'text', text: body.slice(last, start) });
    segments.push({ kind: 'link', text: candidate, href });
    last = start + candidate.length;
  }
  if (last < body.length) segments.push({ kind: 'text', text: body.slice(last) });
  return segments;
}

/** The address as the browser will follow it, only if it parses and is still https. */
function safeHttps(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}
