import type { MailContent, TemplateContext } from '../content.ts';
import { oneLine, str } from '../text.ts';
import type { NotificationDataByKind } from './types.ts';

export function complaintReceived(
  data: NotificationDataByKind['complaint_received'],
  { t, links }: TemplateContext,
): MailContent {
  const values = {
    referenceNumber: oneLine(str(data.referenceNumber)),
    name: oneLine(str(data.name)),
  };
  return {
    subject: t('mail.complaintReceived.subject', values),
    paragraphs: [t('mail.complaintReceived.body', values), t('mail.complaintReceived.next')],
    action: { label: t('mail.complaintReceived.action'), url: links.home() },
  };
}
