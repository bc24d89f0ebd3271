import { commonEn } from '../i18n/en/common';

export const REQUEST_STATUSES = [
  'pending',
  'assigned',
  'scheduled',
  'completed',
  'cancelled',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Badge labels for the known request statuses (i18n keys: `common:requestStatus.<status>`). */
export const REQUEST_STATUS_LABELS: Readonly<Record<RequestStatus, string>> =
  commonEn.requestStatus;

/** The badge text for a request status; any unknown value is shown raw (spec section 4). */
export function requestStatusLabel(status: string): string {
  return isRequestStatus(status) ? REQUEST_STATUS_LABELS[status] : status;
}

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && (REQUEST_STATUSES as readonly string[]).includes(value);
}

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'reverify'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** `none` stands for a null approval status or no lawyer profile at all. */
export type ApprovalStatusKey = ApprovalStatus | 'none';

export interface ApprovalStatusDisplay {
  badge: string;
  text: string;
  /** The verification button's label, or null when there is no button. */
  action: string | null;
}

function display(key: ApprovalStatusKey): ApprovalStatusDisplay {
  const { badge, text, action } = commonEn.approvalStatus[key];
  return { badge, text, action: action === '' ? null : action };
}

/** The spec's section 4 table (i18n keys: `common:approvalStatus.<key>.badge|text|action`). */
export const APPROVAL_STATUS_DISPLAY: Readonly<Record<ApprovalStatusKey, ApprovalStatusDisplay>> = {
  none: display('none'),
  pending: display('pending'),
  approved: display('approved'),
  rejected: display('rejected'),
  reverify: display('reverify'),
};

export function isApprovalStatus(value: unknown): value is ApprovalStatus {
  return typeof value === 'string' && (APPROVAL_STATUSES as readonly string[]).includes(value);
}

export function approvalStatusKey(status: string | null | undefined): ApprovalStatusKey {
  return isApprovalStatus(status) ? status : 'none';
}

/** Badge, text and button for an approval status; null, absent or unknown is "Not Verified". */
export function approvalStatusDisplay(status: string | null | undefined): ApprovalStatusDisplay {
  return APPROVAL_STATUS_DISPLAY[approvalStatusKey(status)];
}

/** The verification dialog opens by itself for no profile, a null status, or reverify. */
export function shouldPromptVerification(
  profile: { approvalStatus: ApprovalStatus | null } | null | undefined,
): boolean {
  return !profile || profile.approvalStatus === null || profile.approvalStatus === 'reverify';
}
