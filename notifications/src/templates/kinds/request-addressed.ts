import type { MailContent, TemplateContext } from '../content.ts';
import { oneLine, str } from '../text.ts';
import type { NotificationDataByKind } from './types.ts';
import { domainValue } from '../labels.ts';

export function requestAddressed(
  data: NotificationDataByKind['request_addressed'],
  { t, links }: TemplateContext,
): MailContent {
  const values = {
    // A profile may have no usable name, and a request no location: the mail still reads well.
    clientFirstName: oneLine(str(data.clientFirstName)) || t('mail.requestAddressed.someClient'),
    serviceType: domainValue(t, 'specializations', oneLine(str(data.serviceType))),
    location: domainValue(t, 'courts', oneLine(str(data.location))),
  };
  return {
    subject: t('mail.requestAddressed.subject', values),
    paragraphs: [
      t(
        values.location ? 'mail.requestAddressed.body' : 'mail.requestAddressed.bodyNoLocation',
        values,
      ),
      t('mail.requestAddressed.next'),
    ],
    action: {
      label: t('mail.requestAddressed.action'),
      url: links.lawyerRequest(str(data.requestId)),
    },
  };
}
