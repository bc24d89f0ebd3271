import type { MailContent, TemplateContext } from '../content.ts';
import { oneLine, str } from '../text.ts';
import type { NotificationDataByKind } from './types.ts';
import { domainValue } from '../labels.ts';

export function requestCompleted(
  data: NotificationDataByKind['request_completed'],
  { t, links }: TemplateContext,
): MailContent {
  const values = {
    lawyerName: oneLine(str(data.lawyerName)),
    serviceType: domainValue(t, 'specializations', oneLine(str(data.serviceType))),
  };
  return {
    subject: t('mail.requestCompleted.subject', values),
    paragraphs: [t('mail.requestCompleted.body', values), t('mail.requestCompleted.next')],
    action: {
      label: t('mail.requestCompleted.action'),
      url: links.clientRequest(str(data.requestId)),
    },
  };
}
