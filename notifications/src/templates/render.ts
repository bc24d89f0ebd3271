import { createHash } from 'node:crypto';
import { meetingInvitation } from './calendar.ts';
import type { MailContent, TemplateContext } from './content.ts';
import { mailLanguage, mailStrings } from './i18n.ts';
import { caseCancelled } from './kinds/case-cancelled.ts';
import { caseMessage } from './kinds/case-message.ts';
import { complaintReceived } from './kinds/complaint-received.ts';
import { complaintStatusChanged } from './kinds/complaint-status-changed.ts';
import { meetingReminder } from './kinds/meeting-reminder.ts';
import { meetingScheduled } from './kinds/meeting-scheduled.ts';
import { openRequestsDigest } from './kinds/open-requests-digest.ts';
import { requestAccepted } from './kinds/request-accepted.ts';
import { requestAddressed } from './kinds/request-addressed.ts';
import { requestCompleted } from './kinds/request-completed.ts';
import { requestDeclined } from './kinds/request-declined.ts';
import { requestReleased } from './kinds/request-released.ts';
import { reviewHidden } from './kinds/review-hidden.ts';
import { reviewReceived } from './kinds/review-received.ts';
import { verificationDecided } from './kinds/verification-decided.ts';
import type { AnyDelivery } from './kinds/types.ts';
import { layout } from './layout.ts';
import { siteLinks } from './links.ts';
import { oneLine } from './text.ts';

export interface RenderOptions {
  siteUrl: string;
  /** The From address (its domain names the Message-ID and the calendar UID). */
  fromAddress: string;
}

/** A mail ready for nodemailer: every header value is one line. */
export interface RenderedMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
  /** The meeting invitation (meeting_scheduled only). */
  icalEvent?: { method: 'REQUEST'; filename: string; content: string };
}

function content(delivery: AnyDelivery, context: TemplateContext): MailContent {
  switch (delivery.kind) {
    case 'request_addressed':
      return requestAddressed(delivery.data, context);
    case 'open_requests_digest':
      return openRequestsDigest(delivery.data, context);
    case 'verification_decided':
      return verificationDecided(delivery.data, context);
    case 'request_accepted':
      return requestAccepted(delivery.data, context);
    case 'meeting_scheduled':
      return meetingScheduled(delivery.data, context);
    case 'request_declined':
      return requestDeclined(delivery.data, context);
    case 'request_released':
      return requestReleased(delivery.data, context);
    case 'request_completed':
      return requestCompleted(delivery.data, context);
    case 'meeting_reminder':
      return meetingReminder(delivery.data, context);
    case 'case_cancelled':
      return caseCancelled(delivery.data, context);
    case 'complaint_received':
      return complaintReceived(delivery.data, context);
    case 'complaint_status_changed':
      return complaintStatusChanged(delivery.data, context);
    case 'case_message':
      return caseMessage(delivery.data, context);
    case 'review_received':
      return reviewReceived(delivery.data, context);
    case 'review_hidden':
      return reviewHidden(delivery.data, context);
  }
}

/** The domain of an address like "NyayaConnect <no-reply@nyaya.test>". */
export function addressDomain(address: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(address.trim());
  return match?.[1]?.toLowerCase() ?? 'localhost';
}

/** The bare address of "Name <address>" (or the address itself). */
export function bareAddress(address: string): string {
  const match = /<([^<>]+)>\s*$/.exec(address.trim());
  return (match?.[1] ?? address).trim();
}

/**
 * The Message-ID of an outbox row: derived from its idempotency key, so every attempt at the
 * same mail carries the same Message-ID and a receiving system can tell a retry from a new
 * mail (docs/adr/0029-notification-delivery.md).
 */
export function messageIdFor(idempotencyKey: string, fromAddress: string): string {
  const digest = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 40);
  return `<notification.${digest}@${addressDomain(fromAddress)}>`;
}

/** The mail for one claimed outbox row, in the recipient's language (English by default). */
export function renderMail(delivery: AnyDelivery, options: RenderOptions): RenderedMail {
  const language = mailLanguage(delivery.language);
  const t = mailStrings(language);
  const links = siteLinks(options.siteUrl);
  const mail = content(delivery, { t, links, language });
  const topic =
    delivery.topic === 'open_request_digest'
      ? t('mail.common.topicDigest')
      : delivery.topic === 'meeting_reminders'
        ? t('mail.common.topicReminders')
        : null;
  const unsubscribeUrl =
    topic && delivery.unsubscribeToken ? links.unsubscribe(delivery.unsubscribeToken) : null;
  const reason = topic
    ? t('mail.common.optionalFooter', { topic })
    : delivery.kind === 'complaint_received' || delivery.kind === 'complaint_status_changed'
      ? t('mail.common.visitorFooter')
      : t('mail.common.requiredFooter');
  const body = layout(mail, {
    t,
    recipientName: delivery.recipientName,
    footer: {
      reason,
      unsubscribe:
        topic && unsubscribeUrl
          ? { label: t('mail.common.unsubscribe', { topic }), url: unsubscribeUrl }
          : undefined,
    },
  });
  const headers: Record<string, string> = {};
  if (unsubscribeUrl) headers['List-Unsubscribe'] = `<${oneLine(unsubscribeUrl)}>`;
  const rendered: RenderedMail = {
    to: oneLine(delivery.email),
    subject: oneLine(mail.subject),
    html: body.html,
    text: body.text,
    messageId: messageIdFor(delivery.idempotencyKey, options.fromAddress),
    headers,
  };
  if (delivery.kind === 'meeting_scheduled') {
    rendered.icalEvent = {
      method: 'REQUEST',
      filename: 'meeting.ics',
      content: meetingInvitation(delivery.data, {
        t,
        links,
        organizerEmail: bareAddress(options.fromAddress),
        attendeeEmail: oneLine(delivery.email),
        attendeeName: delivery.recipientName,
        domain: addressDomain(options.fromAddress),
      }),
    };
  }
  return rendered;
}
