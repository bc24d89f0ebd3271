// zod/mini, as the request form's schema. Messages are qualified i18n keys that the form
// translates where it shows them. The rules are the database's (review_consultation and
// edit_review, docs/product/reviews.md), so the form tells before it sends.
import { FIELD_LIMITS } from '@nyaya/db';
import type { QualifiedKey } from '@nyaya/shared-platform';
import * as z from 'zod/mini';

/** At most this many characters of text, once trimmed, as review_body_at_most_2000_chars. */
export const REVIEW_BODY_MAX = FIELD_LIMITS.reviewBody;

const M = {
  ratingRequired: 'mf_client_dashboard:review.validation.ratingRequired',
  bodyTooLong: 'mf_client_dashboard:review.validation.bodyTooLong',
  bodyNeedsWords: 'mf_client_dashboard:review.validation.bodyNeedsWords',
  bodyControlCharacters: 'mf_client_dashboard:review.validation.bodyControlCharacters',
} as const satisfies Record<string, QualifiedKey<'mf_client_dashboard'>>;

// What the database counts as invisible (private.has_visible_text): spaces, control characters
// and the invisible characters people paste. Visible text is anything else.
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

export function hasVisibleText(text: string): boolean {
  return [...text].some((character) => {
    const code = character.codePointAt(0)!;
    return !INVISIBLE_RANGES.some(([from, to]) => code >= from && code <= to);
  });
}

// private.has_no_control_characters: line breaks and tabs are allowed.
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;

/** The text as the database stores it: without surrounding spaces, tabs and line breaks. */
export function trimReviewBody(text: string): string {
  return text.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
}

/** Its length as the database counts it (characters, not UTF-16 units), once trimmed. */
export function reviewBodyLength(text: string): number {
  return [...trimReviewBody(text)].length;
}

/**
 * The rating form: 1 to 5 stars (required; the form holds '' until one is chosen) and an
 * optional text. Empty text is sent as null (no text); text given needs visible characters.
 */
export const reviewSchema = z.object({
  rating: z.pipe(
    z.string(),
    z.transform((value, payload) => {
      const rating = Number(value);
      if (value === '' || !Number.isInteger(rating) || rating < 1 || rating > 5) {
        payload.issues.push({ code: 'custom', message: M.ratingRequired, input: value });
        return z.NEVER;
      }
      return rating;
    }),
  ),
  body: z.pipe(
    z.string(),
    z.transform((value, payload) => {
      const body = trimReviewBody(value);
      if (body === '') return null;
      const issue = (message: string) => {
        payload.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      };
      if ([...body].length > REVIEW_BODY_MAX) return issue(M.bodyTooLong);
      if (!hasVisibleText(body)) return issue(M.bodyNeedsWords);
      if (CONTROL_CHARACTER.test(body)) return issue(M.bodyControlCharacters);
      return body;
    }),
  ),
});
export type ReviewFormValues = z.input<typeof reviewSchema>;
export type ReviewValues = z.output<typeof reviewSchema>;

export const EMPTY_REVIEW_FORM: ReviewFormValues = { rating: '', body: '' };
