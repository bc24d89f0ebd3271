/**
 * The mail kinds and the data the database's outbox carries for each (camelCase), as
 * docs/product/notifications.md lists them. Never the matter's description, never a
 * mobile number: the outbox does not hold them, and the templates read only these fields.
 */
export interface NotificationDataByKind {
  request_addressed: {
    requestId: string;
    clientFirstName: string;
    serviceType: string;
    location: string;
  };
  open_requests_digest: {
    requests: { requestId: string; serviceType: string; location: string; createdAt: string }[];
  };
  verification_decided: { decision: 'approved' | 'rejected' | 'reverify'; note: string | null };
  request_accepted: {
    requestId: string;
    lawyerId: string;
    lawyerName: string;
    serviceType: string;
  };
  meeting_scheduled: {
    requestId: string;
    lawyerId: string;
    lawyerName: string;
    serviceType: string;
    scheduledFor: string;
    previousScheduledFor: string | null;
    sequence: number;
  };
  request_declined: { requestId: string; lawyerName: string; serviceType: string };
  request_released: {
    requestId: string;
    lawyerName: string;
    serviceType: string;
    reason: string | null;
  };
  request_completed: {
    requestId: string;
    lawyerId: string;
    lawyerName: string;
    serviceType: string;
  };
  meeting_reminder: {
    requestId: string;
    lawyerName: string;
    serviceType: string;
    scheduledFor: string;
    hoursBefore: 24 | 1;
  };
  case_cancelled: {
    requestId: string;
    cancelledBy: 'client' | 'lawyer';
    otherPartyName: string;
    serviceType: string;
  };
  complaint_received: { referenceNumber: string; name: string };
  /** Written when support moves a complaint to in_review, resolved or rejected. */
  complaint_status_changed: {
    referenceNumber: string;
    status: 'in_review' | 'resolved' | 'rejected';
    /** Support's response to the complainant: set for resolved and rejected. */
    response: string | null;
  };
  /**
   * A new message in a case room, to the other party while they are away (at most one in 10
   * minutes per room). Never the message's text or its document's name.
   */
  case_message: {
    requestId: string;
    roomId: string;
    /** Who wrote: the client's name, or the lawyer's listed name. */
    senderName: string;
    serviceType: string;
  };
  /**
   * A client posted a review of a completed consultation, to the reviewed lawyer
   * (docs/product/reviews.md). Written on posting only, never on an edit. Never the review's text:
   * the lawyer reads it, and replies, on their public profile.
   */
  review_received: {
    reviewId: string;
    lawyerId: string;
    lawyerName: string;
    /** The author as the profile shows them: first name and last initial ("Aarav M."). */
    reviewerName: string;
    /** 1 to 5 stars. */
    rating: number;
    serviceType: string;
  };
  /** Support hid a review (docs/product/reviews.md), to its author, with support's reason. */
  review_hidden: {
    reviewId: string;
    lawyerId: string;
    lawyerName: string;
    reason: string;
  };
}

export type NotificationKind = keyof NotificationDataByKind;

export const notificationKinds = [
  'request_addressed',
  'open_requests_digest',
  'verification_decided',
  'request_accepted',
  'meeting_scheduled',
  'request_declined',
  'request_released',
  'request_completed',
  'meeting_reminder',
  'case_cancelled',
  'complaint_received',
  'complaint_status_changed',
  'case_message',
  'review_received',
  'review_hidden',
] as const satisfies readonly NotificationKind[];

export function isNotificationKind(value: unknown): value is NotificationKind {
  return (notificationKinds as readonly unknown[]).includes(value);
}

/** What `private.notification_delivery(id)` returns for a row it claimed. */
export interface Delivery<K extends NotificationKind = NotificationKind> {
  id: number;
  kind: K;
  email: string;
  recipientName: string | null;
  language: string | null;
  data: NotificationDataByKind[K];
  /** Only for the optional kinds (digest, reminder). */
  unsubscribeToken: string | null;
  topic: 'open_request_digest' | 'meeting_reminders' | null;
  idempotencyKey: string;
}

/** Any delivery, narrowed by its kind. */
export type AnyDelivery = { [K in NotificationKind]: Delivery<K> }[NotificationKind];
