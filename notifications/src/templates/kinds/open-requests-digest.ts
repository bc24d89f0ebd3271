import type { MailContent, TemplateContext } from '../content.ts';
import { formatIst } from '../dates.ts';
import { oneLine, str } from '../text.ts';
import type { NotificationDataByKind } from './types.ts';
import { domainValue } from '../labels.ts';

export function openRequestsDigest(
  data: NotificationDataByKind['open_requests_digest'],
  { t, links, language }: TemplateContext,
): MailContent {
  const requests = Array.isArray(data.requests) ? data.requests : [];
  const count = requests.length;
  return {
    subject: t('mail.openRequestsDigest.subject', { count }),
    paragraphs: [t('mail.openRequestsDigest.body', { count }), t('mail.openRequestsDigest.next')],
    items: requests.map((request) => ({
      text: t('mail.openRequestsDigest.item', {
        serviceType: domainValue(t, 'specializations', oneLine(str(request.serviceType))),
        location: domainValue(t, 'courts', oneLine(str(request.location))),
        createdAt: formatIst(str(request.createdAt), language),
      }),
      url: links.lawyerRequest(str(request.requestId)),
    })),
    action: { label: t('mail.openRequestsDigest.action'), url: links.lawyerDashboard() },
  };
}
