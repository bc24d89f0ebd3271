/** The address of the unsubscribe page; e-mails link to `/unsubscribe?token=<token>`. */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/**
 * The optional e-mails an unsubscribe link turns off (docs/product/notifications.md): a lawyer's
 * hourly digest of open requests, or a client's meeting reminders.
 */
export type UnsubscribeTopic = 'open_request_digest' | 'meeting_reminders';

export function isUnsubscribeTopic(value: unknown): value is UnsubscribeTopic {
  return value === 'open_request_digest' || value === 'meeting_reminders';
}

/** Whose e-mails a topic's are, so a signed-out reader is offered the right sign-in. */
export function portalOfTopic(topic: UnsubscribeTopic | null): 'client' | 'lawyer' {
  return topic === 'open_request_digest' ? 'lawyer' : 'client';
}

/** The notification settings of the signed-in user's dashboard. */
export const NOTIFICATION_SETTINGS_HASH = '#notification-settings';
