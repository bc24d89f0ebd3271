import { Button, Card, Skeleton, Spinner } from '@nyaya/shared-design';
import { dataErrorMessage, reportRemoteError, useCurrentUser } from '@nyaya/shared-platform';
import { useLocation } from '@nyaya/shared-platform/router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../i18n';
import '../../i18n/reviews';
import { REMOTE_NAME } from '../../remote';
import { lawyerReviewsQuery } from './api/queries';
import { ReviewItem } from './components/ReviewItem';

/** The section's id: `/lawyers/<id>#reviews` (the link in the lawyer's new-review e-mail). */
export const REVIEWS_SECTION_ID = 'reviews';
const HEADING_ID = 'lawyer-profile-reviews';

const Section = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  scroll-margin-top: ${({ theme }) => theme.space[20]};

  h2 {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Message = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const List = styled.div`
  display: grid;
`;

export interface LawyerReviewsProps {
  lawyer: { id: string; name: string };
}

/**
 * The profile's 'Reviews' (docs/product/reviews.md): visible reviews, newest first, 5 at a time
 * with 'Show more reviews', which keeps the earlier ones and goes once there are no more. A
 * link to `#reviews` scrolls here once the first reviews are on the page.
 */
export function LawyerReviews({ lawyer }: LawyerReviewsProps) {
  const { t } = useRemoteTranslation();
  const { userId } = useCurrentUser();
  const { hash } = useLocation();
  const sectionRef = useRef<HTMLDivElement>(null);
  const scrolled = useRef(false);
  const reviews = useInfiniteQuery(lawyerReviewsQuery(lawyer.id));
  const settled = !reviews.isPending;

  // The shell scrolls to a hash when the page first renders, before this section exists.
  useEffect(() => {
    if (!settled || scrolled.current || hash !== `#${REVIEWS_SECTION_ID}`) return;
    scrolled.current = true;
    sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [settled, hash]);

  useEffect(() => {
    if (reviews.error) reportRemoteError(REMOTE_NAME, reviews.error, { during: 'load reviews' });
  }, [reviews.error]);

  const list = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];
  const retry = (action: () => unknown, busy: boolean) => (
    // Not disabled while retrying: that would drop a keyboard user's focus.
    <Button variant="outline" onClick={busy ? undefined : () => void action()} aria-busy={busy}>
      {busy ? t('common:loading') : t('common:tryAgain')}
    </Button>
  );

  let content;
  if (reviews.isPending) {
    content = (
      <>
        <Status role="status">
          <Spinner />
          {t('reviews.loading')}
        </Status>
        <Skeleton width="min(100%, 28rem)" />
        <Skeleton width="min(100%, 20rem)" />
      </>
    );
  } else if (reviews.isError && !reviews.isFetchNextPageError) {
    content = (
      <Message>
        <p role="alert">
          {t('reviews.loadFailed')} {dataErrorMessage(reviews.error)}
        </p>
        {retry(() => reviews.refetch(), reviews.isFetching)}
      </Message>
    );
  } else if (list.length === 0) {
    content = <p>{t('reviews.empty')}</p>;
  } else {
    content = (
      <>
        <List>
          {list.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              lawyer={lawyer}
              isOwnProfile={userId === lawyer.id}
            />
          ))}
        </List>
        {reviews.isFetchNextPageError ? (
          <Message>
            <p role="alert">
              {t('reviews.loadFailed')} {dataErrorMessage(reviews.error)}
            </p>
            {retry(() => reviews.fetchNextPage(), reviews.isFetchingNextPage)}
          </Message>
        ) : (
          reviews.hasNextPage && (
            <Button
              variant="outline"
              loading={reviews.isFetchingNextPage}
              onClick={() => void reviews.fetchNextPage()}
            >
              {t('reviews.showMore')}
            </Button>
          )
        )}
      </>
    );
  }

  return (
    <Section
      as="section"
      ref={sectionRef}
      id={REVIEWS_SECTION_ID}
      aria-labelledby={HEADING_ID}
      aria-busy={reviews.isPending || undefined}
    >
      <h2 id={HEADING_ID}>{t('reviews.title')}</h2>
      {content}
    </Section>
  );
}

export default LawyerReviews;
