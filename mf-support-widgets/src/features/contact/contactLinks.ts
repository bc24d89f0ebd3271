import { telHref } from '@nyaya/shared-design';

/** WhatsApp click-to-chat link: wa.me takes the full international number as digits only. */
export function whatsAppHref(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/**
 * The floating help's contact entries (Call Us, WhatsApp, Email), in its order,
 * from the runtime config's contact details; our site's menu and the partner embed's both list
 * them. WhatsApp opens in a new tab.
 */
export function contactEntries(contact: { phone: string; whatsapp: string; email: string }) {
  return [
    { key: 'call-us', labelKey: 'floatingHelp.callUs', href: telHref(contact.phone) },
    {
      key: 'whatsapp',
      labelKey: 'floatingHelp.whatsApp',
      href: whatsAppHref(contact.whatsapp),
      newTab: true,
    },
    { key: 'email', labelKey: 'floatingHelp.email', href: mailtoHref(contact.email) },
  ] as const;
}
