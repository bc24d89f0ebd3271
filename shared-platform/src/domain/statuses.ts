import type { Tone } from '@nyaya/shared-design';

/** Consultation request statuses (spec section 4), as the database's check constraint lists them. */
export const REQUEST_STATUSES = [
  'pending',
  'assigned',
  'scheduled',
  'completed',
  'cancelled',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && (REQUEST_STATUSES as readonly string[]).includes(value);
}

/** The colour of each request status badge; its label is `common:requestStatus.<status>`. */
export const REQUEST_STATUS_TONES = {
  pending: 'warning',
  assigned: 'info',
  scheduled: 'accent',
  completed: 'success',
  cancelled: 'neutral',
} as const satisfies Readonly<Record<RequestStatus, Tone>>;

/** A lawyer's verification statuses; null (no decision yet) is not among them. */
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'reverify'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export function isApprovalStatus(value: unknown): value is ApprovalStatus {
  return typeof value === 'string' && (APPROVAL_STATUSES as readonly string[]).includes(value);
}
