import type { ComplaintStatus } from '@nyaya/db';
import type { ComplaintRow } from '../../staff-access/api/opsRpc';

// The statuses and their guard are the database's (docs/product/ops-console.md).
export { COMPLAINT_STATUSES, isComplaintStatus, type ComplaintStatus } from '@nyaya/db';

/** '' = open (received or in review, the database's default), 'all', or a status. */
export type ComplaintFilter = '' | 'all' | ComplaintStatus;

export const COMPLAINT_PAGE_SIZE = 25;
export const RESPONSE_MAX = 2000;
export const NOTE_MAX = 2000;

/** Resolved and rejected complaints carry a response to the complainant. */
export function needsResponse(status: ComplaintStatus): boolean {
  return status === 'resolved' || status === 'rejected';
}

/**
 * The response to send with a status change, or 'responseRequired' when the status needs one
 * and it is empty or longer than 2000 characters.
 */
export function checkComplaintStatus(
  status: ComplaintStatus,
  response: string,
): { problem: 'responseRequired' | null; response: string | null } {
  const trimmed = response.trim();
  if (!needsResponse(status)) return { problem: null, response: trimmed || null };
  if (!trimmed || trimmed.length > RESPONSE_MAX)
    return { problem: 'responseRequired', response: null };
  return { problem: null, response: trimmed };
}

/** A private note's body, or null when empty or longer than 2000 characters. */
export function checkNote(body: string): string | null {
  const trimmed = body.trim();
  return trimmed && trimmed.length <= NOTE_MAX ? trimmed : null;
}

/** Keyset cursor after a page (newest first): the last row's (created_at, id); null at the end. */
export function complaintCursor(page: readonly ComplaintRow[], pageSize = COMPLAINT_PAGE_SIZE) {
  const last = page.at(-1);
  if (!last || page.length < pageSize) return null;
  return { after_created_at: last.created_at, after_id: last.id };
}
