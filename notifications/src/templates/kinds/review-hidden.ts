import type { MailContent, TemplateContext } from '../content.ts';
import { multiLine, oneLine, str } from '../text.ts';
import type { NotificationDataByKind } from './types.ts';

/**
 * Support hid a review, to its author (docs/product/reviews.md): which lawyer's review, support's
 * reason quoted, and the way to the dashboard; questions go through the complaint form.
 */
export function reviewHidden(
  data: NotificationDataByKind['review_hidden'],
  { t, links }: TemplateContext,
): MailContent {
  const values = {
    lawyerName: oneLine(str(data.lawyerName)) || t('mail.reviewHidden.someLawyer'),
  };
  const reason = multiLine(str(data.reason));
  return {
    subject: t('mail.reviewHidden.subject', values),
    paragraphs: [t('mail.reviewHidden.body', values), t('mail.reviewHidden.next')],
    quote: reason ? { label: t('mail.reviewHidden.reasonLabel'), text: reason } : undefined,
    action: { label: t('mail.reviewHidden.action'), url: links.clientDashboard() },
  };
}
