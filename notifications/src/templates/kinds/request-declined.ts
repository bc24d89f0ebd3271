import type { MailContent, TemplateContext } from '../content.ts';
import { oneLine, str } from '../text.ts';
import type { NotificationDataByKind } from './types.ts';
import { domainValue } from '../labels.ts';

export function requestDeclined(
  data: NotificationDataByKind['request_declined'],
  { t, links }: TemplateContext,
): MailContent {
  const values = {
    lawyerName: oneLine(str(data.lawyerName)),
    serviceType: domainValue(t, 'specializations', oneLine(str(data.serviceType))),
  };
  return {
    subject: t('mail.requestDeclined.subject', values),
    paragraphs: [t('mail.requestDeclined.body', values), t('mail.requestDeclined.next')],
    action: {
      label: t('mail.requestDeclined.action'),
      url: links.clientRequest(str(data.requestId)),
    },
    links: [{ label: t('mail.requestDeclined.directory'), url: links.directory() }],
  };
}
