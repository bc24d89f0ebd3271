import type { MailContent, TemplateContext } from '../content.ts';
import { multiLine, oneLine, str } from '../text.ts';
import type { NotificationDataByKind } from './types.ts';

const STATUSES = ['in_review', 'resolved', 'rejected'] as const;
type MailedStatus = (typeof STATUSES)[number];

const isMailedStatus = (value: unknown): value is MailedStatus =>
  (STATUSES as readonly unknown[]).includes(value);

/**
 * A complaint moved on (docs/product/ops-console.md): taken into review, or resolved or rejected
 * with support's response to the complainant, which the mail quotes. It links to the status page
 * with the reference number filled in.
 */
export function complaintStatusChanged(
  data: NotificationDataByKind['complaint_status_changed'],
  { t, links }: TemplateContext,
): MailContent {
  // The database mails only these three; anything else reads as the neutral 'in review'.
  const status = isMailedStatus(data.status) ? data.status : 'in_review';
  const referenceNumber = oneLine(str(data.referenceNumber));
  const response = status === 'in_review' ? '' : multiLine(str(data.response));
  const values = { referenceNumber };
  return {
    subject: t(`mail.complaintStatusChanged.subject_${status}`, values),
    paragraphs: [
      t(`mail.complaintStatusChanged.body_${status}`, values),
      t(`mail.complaintStatusChanged.next_${status}`, values),
    ],
    quote: response
      ? { label: t('mail.complaintStatusChanged.responseLabel'), text: response }
      : undefined,
    action: {
      label: t('mail.complaintStatusChanged.action'),
      url: links.supportStatus(referenceNumber),
    },
  };
}
