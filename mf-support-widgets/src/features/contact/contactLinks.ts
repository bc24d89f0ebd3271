/** `tel:` link for a phone number as written in config.json ('+91 11 4000 1234' → 'tel:+911140001234'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** WhatsApp click-to-chat link: wa.me takes the full international number as digits only. */
export function whatsAppHref(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}
