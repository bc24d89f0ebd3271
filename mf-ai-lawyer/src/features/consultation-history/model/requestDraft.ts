import { FIELD_LIMITS } from '@nyaya/db';
import { userUtterances, type TranscriptEntry } from './aiConsultation';

/**
 * The description a consultation request starts from: what the user said to the AI Lawyer,
 * one utterance a line, cut to the length the database accepts for a request's description
 * (FIELD_LIMITS.description), so the form opens valid. The user edits it before submitting.
 */
export function requestDescriptionFrom(
  transcript: readonly TranscriptEntry[],
  maxLength: number = FIELD_LIMITS.description,
): string {
  const description = userUtterances(transcript).join('\n');
  if (description.length <= maxLength) return description;
  let cut = description.slice(0, maxLength);
  // Never half a character: a lone high surrogate at the end is dropped.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return cut.trimEnd();
}

/** The first thing the user said, cut to `maxLength` characters at a word where it can be. */
export function previewOf(transcript: readonly TranscriptEntry[], maxLength = 160): string | null {
  const first = userUtterances(transcript)[0];
  if (!first) return null;
  const oneLine = first.replace(/\s+/g, ' ');
  if (oneLine.length <= maxLength) return oneLine;
  const cut = oneLine.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // Cut at the last word break unless that throws away most of the preview.
  const words = lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s\uD800-\uDBFF]+$/, '')}…`;
}
