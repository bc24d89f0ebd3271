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

/**
 * A callback request's statuses, in the staff console's order (docs/product/ops-console.md), as
 * the check constraint `callback_status_is_known` lists them. `no_answer` carries a retry time.
 */
export const CALLBACK_STATUSES = ['new', 'no_answer', 'contacted', 'resolved'] as const;
export type CallbackStatus = (typeof CALLBACK_STATUSES)[number];

export function isCallbackStatus(value: unknown): value is CallbackStatus {
  return typeof value === 'string' && (CALLBACK_STATUSES as readonly string[]).includes(value);
}

/**
 * A complaint's statuses, as the check constraint `complaint_status_is_known` lists them.
 * `resolved` and `rejected` carry the response mailed to the complainant.
 */
export const COMPLAINT_STATUSES = ['received', 'in_review', 'resolved', 'rejected'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export function isComplaintStatus(value: unknown): value is ComplaintStatus {
  return typeof value === 'string' && (COMPLAINT_STATUSES as readonly string[]).includes(value);
}

/** What a staff member may do, as `staff_capability_is_known` lists them: each opens console tabs. */
export const STAFF_CAPABILITIES = ['reviewer', 'support'] as const;
export type StaffCapability = (typeof STAFF_CAPABILITIES)[number];

export function isStaffCapability(value: unknown): value is StaffCapability {
  return typeof value === 'string' && (STAFF_CAPABILITIES as readonly string[]).includes(value);
}
