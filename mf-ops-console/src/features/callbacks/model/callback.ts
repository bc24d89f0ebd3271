import type { CallbackStatus } from '@nyaya/db';
import type { CallbackRow } from '../../staff-access/api/opsRpc';

// The statuses and their guard are the database's (docs/product/ops-console.md).
export { CALLBACK_STATUSES, isCallbackStatus, type CallbackStatus } from '@nyaya/db';

/** The list filter: '' = open (all but resolved, the database's default), 'all', or a status. */
export type CallbackFilter = '' | 'all' | CallbackStatus;

export const CALLBACK_PAGE_SIZE = 25;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Overdue: not resolved and not contacted, received more than 24 h ago. */
export function isOverdue(
  callback: Pick<CallbackRow, 'status' | 'created_at'>,
  now: number,
): boolean {
  return (
    (callback.status === 'new' || callback.status === 'no_answer') &&
    now - Date.parse(callback.created_at) > DAY_MS
  );
}

/** The keyset cursor after a page: the last row's (sort_rank, created_at, id); null at the end. */
export function callbackCursor(page: readonly CallbackRow[], pageSize = CALLBACK_PAGE_SIZE) {
  const last = page.at(-1);
  if (!last || page.length < pageSize) return null;
  return { after_rank: last.sort_rank, after_created_at: last.created_at, after_id: last.id };
}

export type StatusChangeProblem = 'retryRequired' | null;

/**
 * Checks a status change before it is sent: 'No answer' needs a retry time in the future
 * (the database refuses it otherwise with the same sentence). Returns the ISO retry time to send.
 */
export function checkStatusChange(
  status: CallbackStatus,
  retryLocal: string,
  now: number,
): { problem: StatusChangeProblem; retryAt: string | null } {
  if (status !== 'no_answer') return { problem: null, retryAt: null };
  const retry = retryLocal ? istLocalToDate(retryLocal) : null;
  if (!retry || retry.getTime() <= now) return { problem: 'retryRequired', retryAt: null };
  return { problem: null, retryAt: retry.toISOString() };
}

/** A `datetime-local` value read as India time (UTC+05:30, no daylight saving). */
export function istLocalToDate(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(`${value}:00+05:30`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Minutes, hours or days since `iso`, for "received 3 h ago". */
export function ageOf(
  iso: string,
  now: number,
): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  if (minutes < 48 * 60) return { unit: 'hours', count: Math.floor(minutes / 60) };
  return { unit: 'days', count: Math.floor(minutes / (24 * 60)) };
}
