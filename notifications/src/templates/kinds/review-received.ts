import type { MailContent, TemplateContext } from '../content.ts';
import { oneLine, str } from '../text.ts';
import type { NotificationDataByKind } from './types.ts';
import { domainValue } from '../labels.ts';

/**
 * A client reviewed a completed consultation, to the reviewed lawyer (docs/product/reviews.md).
 * It says who rated, how many stars and for which matter, and links to the reviews on the
 * lawyer's public profile, where they can reply once. The review's text stays on the profile.
 */
export function reviewReceived(
  data: NotificationDataByKind['review_received'],
  { t, links }: TemplateContext,
): MailContent {
  const values = {
    reviewerName: oneLine(str(data.reviewerName)) || t('mail.reviewReceived.someClient'),
    rating: oneLine(str(data.rating)),
    serviceType: domainValue(t, 'specializations', oneLine(str(data.serviceType))),
  };
  return {
    subject: t('mail.reviewReceived.subject', values),
    paragraphs: [
      t(
        values.serviceType ? 'mail.reviewReceived.body' : 'mail.reviewReceived.bodyNoService',
        values,
      ),
      t('mail.reviewReceived.next'),
    ],
    action: {
      label: t('mail.reviewReceived.action'),
      url: links.lawyerReviews(str(data.lawyerId)),
    },
  };
}
