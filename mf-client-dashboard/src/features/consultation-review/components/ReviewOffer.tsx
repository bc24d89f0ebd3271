import { Button } from '@nyaya/shared-design';
import { formatDate } from '@nyaya/shared-design/patterns';
import { useLocale, useOverlays } from '@nyaya/shared-platform';
import { useId } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import { editableUntil, reviewEditState, type ClientReview } from '../model/review';

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Text = styled.p`
  margin-right: auto;
`;

export interface ReviewOfferProps {
  requestId: string;
  /** The lawyer of the completed request, named in the dialog. */
  lawyerName: string | null;
  /** The client's review of it; null: not reviewed yet. */
  review: ClientReview | null;
  /** The id of the request's heading, so each button says which request it is for. */
  describedBy?: string;
}

/**
 * What a completed request's card says about rating it (docs/product/reviews.md): "Rate your
 * consultation" until the client has; then their stars, and "Edit your review" for 14 days
 * after posting; or that our team hid it. Both buttons open the `rate-consultation` dialog.
 */
export function ReviewOffer({ requestId, lawyerName, review, describedBy }: ReviewOfferProps) {
  const { t } = useRemoteTranslation();
  const locale = useLocale();
  const untilId = useId();
  const open = () =>
    useOverlays
      .getState()
      .open({ kind: 'rate-consultation', requestId, ...(lawyerName && { lawyerName }) });

  if (!review) {
    return (
      <Root>
        <Button size="sm" aria-describedby={describedBy} onClick={open}>
          {t('review.card.rate')}
        </Button>
      </Root>
    );
  }
  const state = reviewEditState(review);
  if (state === 'hidden') {
    return (
      <Root>
        <Text>{t('review.card.hidden')}</Text>
      </Root>
    );
  }
  const until = state === 'editable' ? formatDate(editableUntil(review), undefined, locale) : null;
  return (
    <Root>
      <Text>
        {t('review.card.rated', { rating: String(review.rating) })}
        {until && (
          <>
            {' '}
            <span id={untilId}>{t('review.card.editableUntil', { date: until })}</span>
          </>
        )}
      </Text>
      {until && (
        <Button
          size="sm"
          variant="outline"
          aria-describedby={[describedBy, untilId].filter(Boolean).join(' ')}
          onClick={open}
        >
          {t('review.card.edit')}
        </Button>
      )}
    </Root>
  );
}
