import type { MailContent, TemplateContext } from '../content.ts';
import { oneLine, str } from '../text.ts';
import type { NotificationDataByKind } from './types.ts';
import { domainValue } from '../labels.ts';

/**
 * A new message in the case room, to the other party while they are away
 * (docs/product/notifications.md, docs/product/case-room.md). It names the sender and the
 * matter and links to the room; the message and any document stay in the room.
 */
export function caseMessage(
  data: NotificationDataByKind['case_message'],
  { t, links }: TemplateContext,
): MailContent {
  const values = {
    senderName: oneLine(str(data.senderName)),
    serviceType: domainValue(t, 'specializations', oneLine(str(data.serviceType))),
  };
  return {
    subject: t('mail.caseMessage.subject', values),
    paragraphs: [t('mail.caseMessage.body', values), t('mail.caseMessage.next')],
    action: { label: t('mail.caseMessage.action'), url: links.caseRoom(str(data.requestId)) },
  };
}
