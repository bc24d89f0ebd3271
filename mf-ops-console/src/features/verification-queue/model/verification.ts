import type { ListedProfile, VerificationRow } from '../../staff-access/api/opsRpc';

export const DECISIONS = ['approved', 'rejected', 'reverify'] as const;
export type Decision = (typeof DECISIONS)[number];

export const VERIFICATION_PAGE_SIZE = 25;
export const DECISION_NOTE_MAX = 1000;

/** The published fields, in the order the card shows them. */
export const PROFILE_FIELDS = [
  'name',
  'barCouncilId',
  'experience',
  'areas',
  'locations',
  'languages',
  'bio',
  'rate',
  'picture',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

const COLUMN: Record<ProfileField, keyof ListedProfile> = {
  name: 'name',
  barCouncilId: 'bar_council_id',
  experience: 'years_experience',
  areas: 'expertise_areas',
  locations: 'location',
  languages: 'languages',
  bio: 'bio',
  rate: 'hourly_rate',
  picture: 'profile_picture_url',
};

export type FieldValue = string | number | readonly string[] | null;

export interface FieldDiff {
  field: ProfileField;
  value: FieldValue;
  /** The listed (last approved) value; undefined when the lawyer was never approved. */
  listed: FieldValue | undefined;
  changed: boolean;
}

function normalise(value: unknown): FieldValue {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'number') return value;
  const text = String(value).trim();
  return text === '' ? null : text;
}

function same(a: FieldValue, b: FieldValue): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => item === b[index]);
  }
  return a === b;
}

/**
 * What the directory would publish against what it publishes now (the last approved listing):
 * each field with its old value, marked changed when they differ. A lawyer never approved has
 * no listing, so nothing is marked.
 */
export function profileDiff(row: VerificationRow): FieldDiff[] {
  return PROFILE_FIELDS.map((field) => {
    const value = normalise(row[COLUMN[field]]);
    // The listing does not publish every field (the bar council ID): nothing to compare then.
    if (!row.listed || !(COLUMN[field] in row.listed)) {
      return { field, value, listed: undefined, changed: false };
    }
    const listed = normalise(row.listed[COLUMN[field]]);
    return { field, value, listed, changed: !same(value, listed) };
  });
}

/**
 * The note to send with a decision, or the problem: reject and re-verify need one (1-1000
 * characters), approve takes an optional one.
 */
export function checkDecisionNote(
  decision: Decision,
  note: string,
): { problem: 'noteRequired' | 'noteTooLong' | null; note: string | null } {
  const trimmed = note.trim();
  if (trimmed.length > DECISION_NOTE_MAX) return { problem: 'noteTooLong', note: null };
  if (!trimmed && decision !== 'approved') return { problem: 'noteRequired', note: null };
  return { problem: null, note: trimmed || null };
}

/** Keyset cursor after a page (oldest first): the last row's (submitted_at, id). */
export function verificationCursor(
  page: readonly VerificationRow[],
  pageSize = VERIFICATION_PAGE_SIZE,
) {
  const last = page.at(-1);
  if (!last || page.length < pageSize) return null;
  return { after_submitted_at: last.submitted_at, after_id: last.id };
}
