import type { TFunction } from 'i18next';
import type { MailLanguage } from './i18n.ts';
import type { Links } from './links.ts';

/**
 * What a kind's template says, as plain text: the layout turns it into HTML (escaping every
 * string) and into the plain-text part. Templates never build HTML themselves.
 */
export interface MailContent {
  subject: string;
  /** Paragraphs: what happened, then what to do next. */
  paragraphs: string[];
  /** A quoted note from a person (reviewer's note, release reason), with its label. */
  quote?: { label: string; text: string };
  /** A list of items, each with its own link (the digest). */
  items?: { text: string; url: string }[];
  /** The main button: the exact page to go to. */
  action?: { label: string; url: string };
  /** Further links (a lawyer's profile, the directory). */
  links?: { label: string; url: string }[];
}

export interface TemplateContext {
  t: TFunction;
  links: Links;
  /** The mail's language: dates (formatIst) follow it. */
  language: MailLanguage;
}
