import { z } from 'zod';
import type { LegalDocument } from './legalDocument';

const text = z.string().trim().min(1);

const block = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text }).strict(),
  z.object({ type: z.literal('list'), items: z.array(text).min(1) }).strict(),
  z
    .object({
      type: z.literal('table'),
      caption: text,
      columns: z.array(text).min(2),
      rows: z.array(z.array(text)).min(1),
    })
    .strict()
    .refine((table) => table.rows.every((row) => row.length === table.columns.length), {
      message: 'every row has one cell per column',
    }),
]);

/**
 * What a content file must be (checked by legalContent.test.ts on every file, so a change to a
 * text that breaks the shape fails the build's tests, not the page).
 */
export const legalDocumentSchema: z.ZodType<LegalDocument> = z
  .object({
    version: z.string().regex(/^\d+\.\d+$/),
    effectiveDate: z.iso.date(),
    title: text,
    summary: text,
    sections: z
      .array(
        z
          .object({
            id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
            heading: text,
            blocks: z.array(block).min(1),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();
