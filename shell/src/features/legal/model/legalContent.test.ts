import { SUPPORTED_LANGUAGES } from '@nyaya/shared-platform';
import { describe, expect, it } from 'vitest';
import type { LegalDocument } from './legalDocument';
import { LEGAL_PAGES } from './pages';
import { legalDocumentSchema } from './schema';
import { LEGAL_NOTICE_VERSIONS } from './versions';

/** A document's shape without its words: what must match between languages. */
function shapeOf(document: LegalDocument) {
  return document.sections.map((section) => ({
    id: section.id,
    blocks: section.blocks.map((block) => {
      if (block.type === 'paragraph') return 'paragraph';
      if (block.type === 'list') return `list:${block.items.length}`;
      return `table:${block.columns.length}x${block.rows.length}`;
    }),
  }));
}

async function load(page: (typeof LEGAL_PAGES)[number], language: 'en' | 'hi') {
  return legalDocumentSchema.parse((await page.content(language)).default);
}

const DEVANAGARI = /[\u0900-\u097F]/;

describe.each(LEGAL_PAGES.map((page) => [page.id, page] as const))('the %s page', (_, page) => {
  it.each(SUPPORTED_LANGUAGES)('has a valid content file in %s', async (language) => {
    await expect(load(page, language)).resolves.toBeTruthy();
  });

  it('has the same version, date, sections and blocks in every language', async () => {
    const english = await load(page, 'en');
    const hindi = await load(page, 'hi');
    expect({ version: hindi.version, effectiveDate: hindi.effectiveDate }).toEqual({
      version: english.version,
      effectiveDate: english.effectiveDate,
    });
    expect(shapeOf(hindi)).toEqual(shapeOf(english));
  });

  it('is written in Hindi in its Hindi file', async () => {
    const hindi = await load(page, 'hi');
    const texts = [
      hindi.title,
      hindi.summary,
      ...hindi.sections.flatMap((section) => [
        section.heading,
        ...section.blocks.flatMap((block) =>
          block.type === 'paragraph'
            ? [block.text]
            : block.type === 'list'
              ? block.items
              : [block.caption, ...block.columns],
        ),
      ]),
    ];
    expect(texts.filter((text) => !DEVANAGARI.test(text))).toEqual([]);
  });

  it('has unique section anchors', async () => {
    const ids = (await load(page, 'en')).sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the versions a ticked sign-up box agrees to', () => {
  it.each(['privacy', 'terms'] as const)('are those of the %s page', async (id) => {
    const page = LEGAL_PAGES.find((entry) => entry.id === id)!;
    for (const language of SUPPORTED_LANGUAGES) {
      expect((await load(page, language)).version).toBe(LEGAL_NOTICE_VERSIONS[id]);
    }
  });
});
