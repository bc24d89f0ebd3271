/** The database's rule (private.is_indian_mobile): optional +91, then 10 digits starting 6-9. */
export const INDIAN_MOBILE_PATTERN = /^(\+91)?[6-9][0-9]{9}$/;

export function isIndianMobile(value: string): boolean {
  return INDIAN_MOBILE_PATTERN.test(value);
}

/** The other ways people write one: a trunk 0, or the country code without + (0091, 091, 91). */
const WRITTEN_MOBILE_PATTERN = /^\+?(?:0091|091|91|0)([6-9][0-9]{9})$/;

/**
 * The mobile number in a form the database takes, or null if it is not an Indian mobile.
 * Spaces, dashes, dots and brackets are dropped; a leading +91 is kept. The forms the database
 * also reads as a mobile (private.normal_indian_mobile) come back as +91 and the ten digits.
 * '98765 43210' → '9876543210', '+91 98765-43210' → '+919876543210',
 * '098765 43210' → '+919876543210', '12345' → null.
 */
export function normalizeIndianMobile(input: string): string | null {
  const compact = input.replace(/[\s\-.()]/g, '');
  if (isIndianMobile(compact)) return compact;
  const written = WRITTEN_MOBILE_PATTERN.exec(compact);
  return written ? `+91${written[1]}` : null;
}
