/**
 * A `tel:` address for a phone number as written for people: '+91 11 4000 1234' →
 * 'tel:+911140001234' (digits and a leading +).
 */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
