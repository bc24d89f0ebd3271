import {
  Badge,
  buttonStyles,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  StarRating,
  type ButtonStyleProps,
} from '@nyaya/shared-design';
import { LoadErrorPanel } from '@nyaya/shared-design/patterns';
import { reportRemoteError } from '@nyaya/shared-platform';
import { Link } from '@nyaya/shared-platform/router';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../i18n';
import { REMOTE_NAME } from '../../remote';
import { loadFailureMessage } from '../../ui/loadFailureMessage';
import { reviewSummaryQuery } from './api/queries';
import { formatRating, reviewsPath, type ReviewSummary } from './model/reviewSummary';

export interface YourReviewsProps {
  /** The signed-in lawyer. */
  lawyerId: string;
}

const Body = styled(CardContent)`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[4]};
`;

const Rating = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Strong = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** '4.6 · 23 reviews' with the stars, or 'New' with the count so far, as the profile shows it. */
function RatingLine({ summary }: { summary: ReviewSummary }) {
  const { t } = useRemoteTranslation();
  if (summary.rating !== null) {
    const rating = formatRating(summary.rating);
    return (
      <Rating>
        <StarRating
          rating={summary.rating}
          showValue={false}
          label={t('reviews.ratingLabel', { rating })}
        />
        <Strong>{t('reviews.summary', { rating, count: summary.reviewCount })}</Strong>
      </Rating>
    );
  }
  return (
    <Rating>
      <Badge tone="info">{t('reviews.new')}</Badge>
      <span>
        {summary.reviewCount === 0
          ? t('reviews.noReviews')
          : t('reviews.reviewCount', { count: summary.reviewCount })}
      </span>
    </Rating>
  );
}

/**
 * 'Your reviews' on the lawyer dashboard (docs/product/lawyer-portal.md, docs/product/reviews.md):
 * for a listed lawyer, the rating and count the directory shows, and the way to the reviews on
 * their public profile, where they reply. Before the listing, a sentence says when reviews appear.
 */
export function YourReviews({ lawyerId }: YourReviewsProps) {
  const { t } = useRemoteTranslation();
  const titleId = useId();
  const query = useQuery(reviewSummaryQuery(lawyerId));

  useEffect(() => {
    if (query.error) reportRemoteError(REMOTE_NAME, query.error, { during: 'load review summary' });
  }, [query.error]);

  let content;
  if (query.data !== undefined) {
    content = query.data ? (
      <>
        <RatingLine summary={query.data} />
        {query.data.rating === null && <Note>{t('reviews.newNote')}</Note>}
        <ButtonLink to={reviewsPath(lawyerId)} $variant="outline" $size="sm">
          {t('reviews.seeAll')}
        </ButtonLink>
      </>
    ) : (
      <Note>{t('reviews.notListed')}</Note>
    );
  } else if (query.isError) {
    content = (
      <LoadErrorPanel
        title={t('reviews.loadFailed.title')}
        message={loadFailureMessage(query.error)}
        retryLabel={t('common:tryAgain')}
        retryingLabel={t('common:loading')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    content = <Note role="status">{t('reviews.loading')}</Note>;
  }

  return (
    <Card as="section" aria-labelledby={titleId} aria-busy={query.isPending}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {t('reviews.title')}
        </CardTitle>
        <CardDescription>{t('reviews.lead')}</CardDescription>
      </CardHeader>
      <Body>{content}</Body>
    </Card>
  );
}
