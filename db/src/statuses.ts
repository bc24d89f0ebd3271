/** Consultation request statuses, as the database's check constraint `status_is_known` lists them. */
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

/** A lawyer's verification statuses; null (no decision yet) is not among them. */
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'reverify'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export function isApprovalStatus(value: unknown): value is ApprovalStatus {
  return typeof value === 'string' && (APPROVAL_STATUSES as readonly string[]).includes(value);
}
