import type { MailContent, TemplateContext } from '../content.ts';
import { oneLine, str } from '../text.ts';
import type { NotificationDataByKind } from './types.ts';

export function requestAddressed(
  data: NotificationDataByKind['request_addressed'],
  { t, links }: TemplateContext,
): MailContent {
  const values = {
    clientFirstName: oneLine(str(data.clientFirstName)),
    serviceType: oneLine(str(data.serviceType)),
    location: oneLine(str(data.location)),
  };
  return {
    subject: t('mail.requestAddressed.subject', values),
    paragraphs: [t('mail.requestAddressed.body', values), t('mail.requestAddressed.next')],
    action: {
      label: t('mail.requestAddressed.action'),
      url: links.lawyerRequest(str(data.requestId)),
    },
  };
}
