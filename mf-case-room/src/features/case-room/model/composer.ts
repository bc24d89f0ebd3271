// zod/mini, the tree-shakable API of zod 4. Messages are qualified i18n keys that the composer
// translates where it shows them.
import type { QualifiedKey } from '@nyaya/shared-platform';
import * as z from 'zod/mini';

/** `case_messages.body` holds at most 4,000 characters (the database counts code points). */
export const MAX_MESSAGE_LENGTH = 4000;

const M = {
  tooLong: 'mf_case_room:composer.tooLong',
  empty: 'mf_case_room:composer.empty',
} as const satisfies Record<string, QualifiedKey<'mf_case_room'>>;

const characters = (text: string) => [...text].length;

/**
 * The composer (docs/product/case-room.md): text up to 4,000 characters, and visible text
 * unless a document is attached. The text is sent without its surrounding blank space.
 */
export const composerSchema = z
  .object({
    body: z.pipe(
      z
        .string()
        .check(
          z.refine((body) => characters(body.trim()) <= MAX_MESSAGE_LENGTH, { error: M.tooLong }),
        ),
      z.transform((body) => body.trim()),
    ),
    hasDocument: z.boolean(),
  })
  .check(
    z.refine((value) => value.body !== '' || value.hasDocument, {
      error: M.empty,
      path: ['body'],
    }),
  );

export type ComposerFormValues = z.input<typeof composerSchema>;
export type ComposerValues = z.output<typeof composerSchema>;
