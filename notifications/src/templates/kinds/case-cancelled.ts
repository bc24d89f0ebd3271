import type { MailContent, TemplateContext } from '../content.ts';
import { oneLine, str } from '../text.ts';
import type { NotificationDataByKind } from './types.ts';
import { domainValue } from '../labels.ts';

/** To the other party: a client who cancelled wrote to the lawyer, and the other way round. */
export function caseCancelled(
  data: NotificationDataByKind['case_cancelled'],
  { t, links }: TemplateContext,
): MailContent {
  const byClient = data.cancelledBy === 'client';
  const values = {
    otherPartyName: oneLine(str(data.otherPartyName)),
    serviceType: domainValue(t, 'specializations', oneLine(str(data.serviceType))),
  };
  const requestId = str(data.requestId);
  return {
    subject: t('mail.caseCancelled.subject', values),
    paragraphs: [
      t(byClient ? 'mail.caseCancelled.body_client' : 'mail.caseCancelled.body_lawyer', values),
      t(byClient ? 'mail.caseCancelled.next_client' : 'mail.caseCancelled.next_lawyer'),
    ],
    action: {
      label: t('mail.caseCancelled.action'),
      url: byClient ? links.lawyerRequest(requestId) : links.clientRequest(requestId),
    },
    links: byClient
      ? undefined
      : [{ label: t('mail.requestDeclined.directory'), url: links.directory() }],
  };
}
