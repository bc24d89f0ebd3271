import type { MailContent, TemplateContext } from '../content.ts';
import { formatIst } from '../dates.ts';
import { oneLine, str } from '../text.ts';
import type { NotificationDataByKind } from './types.ts';
import { domainValue } from '../labels.ts';

export function meetingScheduled(
  data: NotificationDataByKind['meeting_scheduled'],
  { t, links, language }: TemplateContext,
): MailContent {
  const previous = data.previousScheduledFor
    ? formatIst(str(data.previousScheduledFor), language)
    : '';
  const values = {
    lawyerName: oneLine(str(data.lawyerName)),
    serviceType: domainValue(t, 'specializations', oneLine(str(data.serviceType))),
    when: formatIst(str(data.scheduledFor), language),
    previous,
  };
  const moved = previous !== '';
  return {
    subject: t(
      moved ? 'mail.meetingScheduled.subjectMoved' : 'mail.meetingScheduled.subject',
      values,
    ),
    paragraphs: [
      t(moved ? 'mail.meetingScheduled.bodyMoved' : 'mail.meetingScheduled.body', values),
      t('mail.meetingScheduled.next'),
    ],
    action: {
      label: t('mail.meetingScheduled.action'),
      url: links.clientRequest(str(data.requestId)),
    },
  };
}
