/**
 * A legal page's text as its content file holds it (content/<page>.<language>.json): a version
 * and an effective date, then sections of paragraphs, lists and tables, plain text only. The
 * files change without a change to the components that show them (docs/product/legal-pages.md).
 */
export interface LegalParagraph {
  type: 'paragraph';
  text: string;
}

export interface LegalList {
  type: 'list';
  items: string[];
}

export interface LegalTable {
  type: 'table';
  caption: string;
  columns: string[];
  rows: string[][];
}

export type LegalBlock = LegalParagraph | LegalList | LegalTable;

export interface LegalSection {
  /** The section's anchor on the page (`/privacy#your-rights`), the same in every language. */
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  version: string;
  /** The day it takes effect, `YYYY-MM-DD` (India time). */
  effectiveDate: string;
  title: string;
  summary: string;
  sections: LegalSection[];
}
