import type { MailContent, TemplateContext } from '../content.ts';
import { formatIst } from '../dates.ts';
import { oneLine, str } from '../text.ts';
import type { NotificationDataByKind } from './types.ts';

export function meetingScheduled(
  data: NotificationDataByKind['meeting_scheduled'],
  { t, links }: TemplateContext,
): MailContent {
  const previous = data.previousScheduledFor ? formatIst(str(data.previousScheduledFor)) : '';
  const values = {
    lawyerName: oneLine(str(data.lawyerName)),
    serviceType: oneLine(str(data.serviceType)),
    when: formatIst(str(data.scheduledFor)),
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
