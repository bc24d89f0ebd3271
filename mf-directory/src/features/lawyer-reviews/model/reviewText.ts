import { FIELD_LIMITS } from '@nyaya/db';
import type { QualifiedKey } from '@nyaya/shared-platform';

/** A report's reason: at most this many characters (docs/product/reviews.md). */
export const REPORT_REASON_MAX = FIELD_LIMITS.reviewReportReason;
/** The lawyer's public reply: at most this many characters (docs/product/reviews.md). */
export const REPLY_MAX = FIELD_LIMITS.reviewReply;

/** The text as the database stores it: without surrounding spaces, tabs and line breaks. */
export function trimText(text: string): string {
  return text.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
}

/** Its length as the database counts it (characters, not UTF-16 units), once trimmed. */
export function textLength(text: string): number {
  return [...trimText(text)].length;
}

// Spaces, control and format characters (zero-width spaces and the like) are not text to read.
const VISIBLE = /[^\s\p{Cc}\p{Cf}]/u;

export type TextCheck =
  { ok: true; text: string } | { ok: false; message: QualifiedKey<'mf_directory'> };

function check(
  text: string,
  max: number,
  messages: { required: QualifiedKey<'mf_directory'>; tooLong: QualifiedKey<'mf_directory'> },
): TextCheck {
  const trimmed = trimText(text);
  if (!VISIBLE.test(trimmed)) return { ok: false, message: messages.required };
  if (textLength(trimmed) > max) return { ok: false, message: messages.tooLong };
  return { ok: true, text: trimmed };
}

/** A report needs a reason with visible text, at most 500 characters; the database checks again. */
export function checkReportReason(text: string): TextCheck {
  return check(text, REPORT_REASON_MAX, {
    required: 'mf_directory:reviews.errors.reasonRequired',
    tooLong: 'mf_directory:reviews.errors.reasonTooLong',
  });
}

/** A reply needs visible text, at most 1,000 characters; the database checks again. */
export function checkReply(text: string): TextCheck {
  return check(text, REPLY_MAX, {
    required: 'mf_directory:reviews.errors.replyRequired',
    tooLong: 'mf_directory:reviews.errors.replyTooLong',
  });
}
