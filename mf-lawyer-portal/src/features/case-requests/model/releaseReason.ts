import type { QualifiedKey } from '@nyaya/shared-platform';

/** At most this many characters (after trimming), like return_reason's check. */
export const RELEASE_REASON_MAX = 500;

// What the database counts as invisible (private.has_visible_text): spaces, control
// characters and the invisible characters people paste. Visible text is anything else.
const INVISIBLE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0001, 0x0020],
  [0x007f, 0x00a0],
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x1680, 0x1680],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x2000, 0x200f],
  [0x2028, 0x202f],
  [0x205f, 0x206f],
  [0x2800, 0x2800],
  [0x3000, 0x3000],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff9, 0xfffb],
  [0x1bca0, 0x1bca3],
  [0x1d173, 0x1d17a],
  [0xe0000, 0xe0fff],
];

function hasVisibleText(text: string): boolean {
  return [...text].some((character) => {
    const code = character.codePointAt(0)!;
    return !INVISIBLE_RANGES.some(([from, to]) => code >= from && code <= to);
  });
}

// private.has_no_control_characters: line breaks and tabs are allowed.
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;

/** The reason as the database stores it: without surrounding spaces, tabs and line breaks. */
export function trimReason(text: string): string {
  return text.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
}

/** Its length as the database counts it (characters, not UTF-16 units), once trimmed. */
export function reasonLength(text: string): number {
  return [...trimReason(text)].length;
}

export type ReasonCheck =
  { ok: true; reason: string } | { ok: false; message: QualifiedKey<'mf_lawyer_portal'> };

/** The release form's rule: a reason with visible text, at most 500 characters. */
export function checkReleaseReason(text: string): ReasonCheck {
  const reason = trimReason(text);
  if (!hasVisibleText(reason)) {
    return { ok: false, message: 'mf_lawyer_portal:errors.reasonRequired' };
  }
  if (reasonLength(reason) > RELEASE_REASON_MAX) {
    return { ok: false, message: 'mf_lawyer_portal:errors.reasonTooLong' };
  }
  if (CONTROL_CHARACTER.test(reason)) {
    return { ok: false, message: 'mf_lawyer_portal:errors.reasonControlCharacters' };
  }
  return { ok: true, reason };
}
