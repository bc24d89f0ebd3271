import type { MailContent, TemplateContext } from '../content.ts';
import { multiLine, str } from '../text.ts';
import type { NotificationDataByKind } from './types.ts';

export function verificationDecided(
  data: NotificationDataByKind['verification_decided'],
  { t, links }: TemplateContext,
): MailContent {
  const decision = ['approved', 'rejected', 'reverify'].includes(data.decision)
    ? data.decision
    : 'reverify';
  const note = multiLine(str(data.note));
  return {
    subject: t(`mail.verificationDecided.subject_${decision}`),
    paragraphs: [
      t(`mail.verificationDecided.body_${decision}`),
      t(`mail.verificationDecided.next_${decision}`),
    ],
    quote: note ? { label: t('mail.verificationDecided.noteLabel'), text: note } : undefined,
    action: { label: t('mail.verificationDecided.action'), url: links.lawyerDashboard() },
  };
}
