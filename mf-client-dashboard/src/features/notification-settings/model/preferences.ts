/**
 * The e-mails a client may choose (docs/product/notifications.md): meeting reminders, 24 hours
 * and 1 hour before a scheduled meeting, and the language of their e-mails. Every other e-mail
 * about their requests is always sent.
 */
export interface NotificationPreferences {
  meetingReminders: boolean;
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
  meetingReminders: true,
  language: 'en',
};

export function samePreferences(a: NotificationPreferences, b: NotificationPreferences): boolean {
  return a.meetingReminders === b.meetingReminders && a.language === b.language;
}

/** The settings section's id: `/client-dashboard#notification-settings` leads straight to it. */
export const NOTIFICATION_SETTINGS_ID = 'notification-settings';
