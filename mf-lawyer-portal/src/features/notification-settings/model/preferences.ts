/**
 * The e-mails a lawyer may choose (docs/product/notifications.md): the hourly digest of open
 * requests in their areas and location, and the language of their e-mails. Every other e-mail
 * (a request addressed to them, a verification decision, a cancelled case) is always sent.
 */
export interface NotificationPreferences {
  openRequestDigest: boolean;
  language: EmailLanguage;
}

/** The languages an e-mail may be written in (the column's check): English, and Hindi to come. */
export const EMAIL_LANGUAGES = ['en', 'hi'] as const;

export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number];

export function isEmailLanguage(value: unknown): value is EmailLanguage {
  return (EMAIL_LANGUAGES as readonly unknown[]).includes(value);
}

/** What the database gives a new account (the columns' defaults). */
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  openRequestDigest: true,
  language: 'en',
};

export function samePreferences(a: NotificationPreferences, b: NotificationPreferences): boolean {
  return a.openRequestDigest === b.openRequestDigest && a.language === b.language;
}

/** The settings section's id: `/lawyer-dashboard#notification-settings` leads straight to it. */
export const NOTIFICATION_SETTINGS_ID = 'notification-settings';
