import type { IntentOf } from '@nyaya/shared-platform';
import { REMOTE_NAME } from '../../../remote';

/** What the client has typed so far, as the `consultation-request` intent carries it. */
export type RequestDraft = NonNullable<IntentOf<'consultation-request'>['draft']>;

/** The form's fields, all text while they are edited. */
export type RequestFormFields = Required<RequestDraft>;

const FIELDS: readonly (keyof RequestDraft)[] = ['serviceType', 'description', 'location', 'phone'];

export const EMPTY_REQUEST_FORM: RequestFormFields = {
  serviceType: '',
  description: '',
  location: '',
  phone: '',
};

/**
 * sessionStorage, per remote: the draft outlives a reload and the Google sign-in redirect in
 * this tab, and goes with the tab.
 */
export const REQUEST_DRAFT_STORAGE_KEY = `${REMOTE_NAME}:consultation-request-draft`;

/** The non-blank fields of `values`, or null when nothing has been typed. */
export function draftOf(values: Partial<Record<keyof RequestDraft, unknown>>): RequestDraft | null {
  const draft: RequestDraft = {};
  for (const field of FIELDS) {
    const value = values[field];
    if (typeof value === 'string' && value.trim() !== '') draft[field] = value;
  }
  return Object.keys(draft).length > 0 ? draft : null;
}

/** The form's starting values: the draft's fields over empty ones. */
export function formValuesOf(draft: RequestDraft | null | undefined): RequestFormFields {
  return { ...EMPTY_REQUEST_FORM, ...draftOf(draft ?? {}) };
}

// Storage can be unavailable (blocked cookies, private modes, quota): a draft is a comfort, so
// failing to keep one is never an error for the user.
function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

interface StoredDraft {
  /** Who typed it: a user id, or null for a visitor (whoever signs in next may go on with it). */
  owner: string | null;
  draft: RequestDraft;
}

/**
 * The draft kept in this tab for `reader` (the signed-in user's id, or null), or null. A draft
 * typed by someone signed in is theirs alone: after they sign out, the next person to use the
 * tab never sees what they wrote about their case. Anything unreadable counts as none.
 */
export function readStoredDraft(reader: string | null): RequestDraft | null {
  try {
    const stored = sessionStore()?.getItem(REQUEST_DRAFT_STORAGE_KEY);
    if (!stored) return null;
    const parsed = JSON.parse(stored) as Partial<StoredDraft> | null;
    if (!parsed || typeof parsed !== 'object' || !parsed.draft) return null;
    const owner: unknown = parsed.owner ?? null;
    if (owner !== null && owner !== reader) return null;
    return typeof parsed.draft === 'object' ? draftOf(parsed.draft) : null;
  } catch {
    return null;
  }
}

/** Keeps what `owner` typed in this tab; nothing typed removes the draft. */
export function storeDraft(
  values: Partial<Record<keyof RequestDraft, unknown>>,
  owner: string | null,
): void {
  const draft = draftOf(values);
  try {
    const stored: StoredDraft | null = draft && { owner, draft };
    if (stored) sessionStore()?.setItem(REQUEST_DRAFT_STORAGE_KEY, JSON.stringify(stored));
    else sessionStore()?.removeItem(REQUEST_DRAFT_STORAGE_KEY);
  } catch {
    // See sessionStore().
  }
}

export function clearStoredDraft(): void {
  storeDraft({}, null);
}
