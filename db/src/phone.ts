/** The database's rule (private.is_indian_mobile): optional +91, then 10 digits starting 6-9. */
export const INDIAN_MOBILE_PATTERN = /^(\+91)?[6-9][0-9]{9}$/;

export function isIndianMobile(value: string): boolean {
  return INDIAN_MOBILE_PATTERN.test(value);
}

/**
 * The mobile number in the form the database stores, or null if it is not an Indian mobile.
 * Spaces, dashes, dots and brackets are dropped; a leading +91 is kept.
 * '98765 43210' → '9876543210', '+91 98765-43210' → '+919876543210', '12345' → null.
 */
export function normalizeIndianMobile(input: string): string | null {
  const compact = input.replace(/[\s\-.()]/g, '');
  return isIndianMobile(compact) ? compact : null;
}
