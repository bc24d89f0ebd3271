import type { MailContent, TemplateContext } from '../content.ts';
import { oneLine, str } from '../text.ts';
import type { NotificationDataByKind } from './types.ts';
import { domainValue } from '../labels.ts';

export function requestAccepted(
  data: NotificationDataByKind['request_accepted'],
  { t, links }: TemplateContext,
): MailContent {
  const values = {
    lawyerName: oneLine(str(data.lawyerName)),
    serviceType: domainValue(t, 'specializations', oneLine(str(data.serviceType))),
  };
  return {
    subject: t('mail.requestAccepted.subject', values),
    paragraphs: [t('mail.requestAccepted.body', values), t('mail.requestAccepted.next')],
    action: {
      label: t('mail.requestAccepted.action'),
      url: links.clientRequest(str(data.requestId)),
    },
    links: [
      {
        label: t('mail.requestAccepted.profile', values),
        url: links.lawyerProfile(str(data.lawyerId)),
      },
    ],
  };
}
