import type { MailContent, TemplateContext } from '../content.ts';
import { multiLine, oneLine, str } from '../text.ts';
import type { NotificationDataByKind } from './types.ts';
import { domainValue } from '../labels.ts';

export function requestReleased(
  data: NotificationDataByKind['request_released'],
  { t, links }: TemplateContext,
): MailContent {
  const values = {
    lawyerName: oneLine(str(data.lawyerName)),
    serviceType: domainValue(t, 'specializations', oneLine(str(data.serviceType))),
  };
  const reason = multiLine(str(data.reason));
  return {
    subject: t('mail.requestReleased.subject', values),
    paragraphs: [t('mail.requestReleased.body', values), t('mail.requestReleased.next')],
    quote: reason ? { label: t('mail.requestReleased.reasonLabel'), text: reason } : undefined,
    action: {
      label: t('mail.requestReleased.action'),
      url: links.clientRequest(str(data.requestId)),
    },
    links: [{ label: t('mail.requestReleased.directory'), url: links.directory() }],
  };
}
