import type { Tone } from '@nyaya/shared-design';
import { isApprovalStatus, type ApprovalStatus } from '@nyaya/db';

/** `none` stands for a null approval status or no lawyer profile at all. */
export type ApprovalStatusKey = ApprovalStatus | 'none';

export function approvalStatusKey(status: string | null | undefined): ApprovalStatusKey {
  return isApprovalStatus(status) ? status : 'none';
}

/**
 * The badge colour of each approval status (docs/product/lawyer-portal.md); texts are
 * `approvalStatus.<key>.*`.
 */
export const APPROVAL_BADGE_TONES: Readonly<Record<ApprovalStatusKey, Tone>> = {
  none: 'neutral',
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  reverify: 'accent',
};

/** Which statuses offer the verification button (docs/product/lawyer-portal.md). */
export function hasVerificationAction(
  key: ApprovalStatusKey,
): key is 'none' | 'rejected' | 'reverify' {
  return key === 'none' || key === 'rejected' || key === 'reverify';
}

/** The verification dialog opens by itself for no profile, a null status, or reverify. */
export function shouldPromptVerification(
  profile: { approvalStatus: ApprovalStatus | null } | null | undefined,
): boolean {
  return !profile || profile.approvalStatus === null || profile.approvalStatus === 'reverify';
}
