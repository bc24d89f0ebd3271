/**
 * A mobile number as it is read aloud and written in India: '+91 98765 43210', whether it was
 * stored with +91 or without. Anything that is not an Indian mobile is shown as stored.
 */
export function formatMobile(phone: string): string {
  const match = /^(?:\+91)?([6-9]\d{4})(\d{5})$/.exec(phone);
  return match ? `+91 ${match[1]} ${match[2]}` : phone;
}
