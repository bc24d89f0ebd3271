import { Field } from '@nyaya/shared-design';
import { LoadErrorPanel } from '@nyaya/shared-design/patterns';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRemoteTranslation } from '../../../i18n';
import '../../../i18n/reviews';
import {
  ListSkeleton,
  Muted,
  NativeSelect,
  Row,
  Stack,
} from '../../staff-access/components/shared';
import { reportedReviewsQuery, reviewErrorSentence } from '../api/reviews';
import { REVIEW_STATES, type ReviewState } from '../model/review';
import { ReviewCard } from './ReviewCard';

/**
 * Reported reviews (docs/product/reviews.md): those with open reports, newest report first, or
 * under 'Hidden' the hidden ones, most recently hidden first. The database bounds the list, so
 * it has no further pages.
 */
export function ReviewsTab() {
  const { t } = useRemoteTranslation();
  const [state, setState] = useState<ReviewState>('open');
  const reviews = useQuery(reportedReviewsQuery(state));

  return (
    <Stack>
      <h2>{t('reviews.title')}</h2>
      <Row>
        <Field label={t('reviews.filter')}>
          <NativeSelect
            value={state}
            onChange={(event) => setState(event.target.value as ReviewState)}
          >
            {REVIEW_STATES.map((option) => (
              <option key={option} value={option}>
                {t(`reviews.state.${option}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </Row>
      {reviews.isPending ? (
        <ListSkeleton />
      ) : reviews.data === undefined ? (
        <LoadErrorPanel
          title={t('list.loadFailed')}
          message={reviewErrorSentence(reviews.error, t('common:errors.generic'))}
          retryLabel={t('common:tryAgain')}
          retryingLabel={t('common:loading')}
          retrying={reviews.isFetching}
          onRetry={() => void reviews.refetch()}
        />
      ) : reviews.data.length === 0 ? (
        <Muted>{t(`reviews.empty.${state}`)}</Muted>
      ) : (
        reviews.data.map((review) => <ReviewCard key={review.review_id} review={review} />)
      )}
    </Stack>
  );
}
