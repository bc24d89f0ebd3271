import { Badge, Button, StarRating } from '@nyaya/shared-design';
import { useLocale } from '@nyaya/shared-platform';
import { useCallback, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import { formatReviewMonth, type LawyerReview } from '../model/review';
import { ReplyForm } from './ReplyForm';
import { ReportReviewDialog } from './ReportReviewDialog';
import { useWhenSignedIn } from './useWhenSignedIn';

export interface ReviewItemProps {
  review: LawyerReview;
  lawyer: { id: string; name: string };
  /** The signed-in user is the reviewed lawyer: they may reply once. */
  isOwnProfile: boolean;
}

const Article = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border.default};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Reviewer = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

// Plain text as written: line breaks kept, nothing read as markup.
const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

const Reply = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin-left: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border-left: 3px solid ${({ theme }) => theme.colors.primary.base};
  background: ${({ theme }) => theme.colors.primary.subtle};
`;

const ReplyLabel = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

// Where the lawyer's name goes in a translated sentence, so that it can be marked as a name.
const NAME_SLOT = '\uE000';

/** `text` with the name in its slot, marked not to be translated (docs/product/languages.md). */
function withName(text: string, name: string) {
  const at = text.indexOf(NAME_SLOT);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <span translate="no">{name}</span>
      {text.slice(at + NAME_SLOT.length)}
    </>
  );
}

/**
 * One review (docs/product/reviews.md): stars, who wrote it and when, 'Verified consultation',
 * 'Edited', the text, the lawyer's reply; 'Report' for anyone (a visitor signs in first) and
 * 'Reply publicly' for the lawyer while the review has no reply.
 */
export function ReviewItem({ review, lawyer, isOwnProfile }: ReviewItemProps) {
  const { t } = useRemoteTranslation();
  const locale = useLocale();
  const reviewerId = useId();
  const [reporting, setReporting] = useState(false);
  const [replying, setReplying] = useState(false);
  const reportRef = useRef<HTMLButtonElement>(null);
  const replyRef = useRef<HTMLButtonElement>(null);
  const postedReplyRef = useRef<HTMLDivElement>(null);
  const openReport = useWhenSignedIn(useCallback(() => setReporting(true), []));

  return (
    <Article aria-labelledby={reviewerId}>
      <StarRating
        rating={review.rating}
        size="sm"
        showValue={false}
        label={t('reviews.stars', { rating: String(review.rating) })}
      />
      <Meta>
        <Reviewer id={reviewerId} translate="no">
          {review.reviewerName}
        </Reviewer>
        <time dateTime={review.createdAt}>{formatReviewMonth(review.createdAt, locale)}</time>
        <Badge tone="success">{t('reviews.verified')}</Badge>
        {review.edited && <span>{t('reviews.edited')}</span>}
      </Meta>
      {review.body && <Text translate="no">{review.body}</Text>}
      {review.reply && (
        <Reply ref={postedReplyRef} tabIndex={-1}>
          <ReplyLabel>{withName(t('reviews.response', { name: NAME_SLOT }), lawyer.name)}</ReplyLabel>
          <Text translate="no">{review.reply}</Text>
        </Reply>
      )}
      {replying ? (
        <ReplyForm
          lawyerId={lawyer.id}
          reviewId={review.id}
          onDone={(posted) => {
            setReplying(false);
            // To the posted reply, which replaced the button, or back to the button.
            requestAnimationFrame(() =>
              (posted ? postedReplyRef.current : replyRef.current)?.focus(),
            );
          }}
        />
      ) : (
        <Actions>
          {isOwnProfile && !review.reply && (
            <Button ref={replyRef} variant="outline" size="sm" onClick={() => setReplying(true)}>
              {t('reviews.reply.action')}
            </Button>
          )}
          <Button
            ref={reportRef}
            variant="ghost"
            size="sm"
            aria-haspopup="dialog"
            aria-describedby={reviewerId}
            onClick={openReport}
          >
            {t('reviews.report.action')}
          </Button>
        </Actions>
      )}
      <ReportReviewDialog
        reviewId={review.id}
        open={reporting}
        onClose={() => setReporting(false)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          reportRef.current?.focus();
        }}
      />
    </Article>
  );
}
