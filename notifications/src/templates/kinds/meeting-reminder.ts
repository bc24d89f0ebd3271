import type { MailContent, TemplateContext } from '../content.ts';
import { formatIst } from '../dates.ts';
import { oneLine, str } from '../text.ts';
import type { NotificationDataByKind } from './types.ts';
import { domainValue } from '../labels.ts';

export function meetingReminder(
  data: NotificationDataByKind['meeting_reminder'],
  { t, links, language }: TemplateContext,
): MailContent {
  const values = {
    lawyerName: oneLine(str(data.lawyerName)),
    serviceType: domainValue(t, 'specializations', oneLine(str(data.serviceType))),
    when: formatIst(str(data.scheduledFor), language),
  };
  const hours = Number(data.hoursBefore) === 1 ? 1 : 24;
  return {
    subject: t(`mail.meetingReminder.subject_${hours}`, values),
    paragraphs: [t('mail.meetingReminder.body', values), t('mail.meetingReminder.next')],
    action: {
      label: t('mail.meetingReminder.action'),
      url: links.clientRequest(str(data.requestId)),
    },
  };
}
