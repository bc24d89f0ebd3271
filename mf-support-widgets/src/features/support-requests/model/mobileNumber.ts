import { normalizeIndianMobile } from '@nyaya/db';

/** The one form every mobile number is stored in: +91 and its ten digits. */
export const NORMAL_MOBILE_PATTERN = /^\+91[6-9][0-9]{9}$/;

/**
 * A typed Indian mobile number in the form the database stores ('+919876543210'), whether it
 * was typed with or without +91, with spaces, dashes or brackets; null if it is none. Our site's
 * dialogs and the partner embed send numbers through this one function, so a number filed
 * from either place is the same text.
 */
export function toNormalMobile(typed: string): string | null {
  const accepted = normalizeIndianMobile(typed);
  if (accepted === null) return null;
  return `+91${accepted.slice(-10)}`;
}
