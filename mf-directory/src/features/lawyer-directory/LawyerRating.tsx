import { Badge, StarRating } from '@nyaya/shared-design';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../i18n';
import { formatRating } from './model/format';
import type { LawyerSummary } from './model/lawyer';

export interface LawyerRatingProps {
  lawyer: Pick<LawyerSummary, 'rating' | 'reviewCount'>;
  /** The card shows 'New' alone; the profile adds how many reviews there are so far. */
  variant: 'card' | 'profile';
}

const Root = styled.p<{ $variant: 'card' | 'profile' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  font-size: ${({ theme, $variant }) =>
    $variant === 'card' ? theme.fontSizes.sm : theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Summary = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * A lawyer's rating as the database derives it from visible reviews (docs/product/reviews.md):
 * the stars with '4.6 · 23 reviews', or 'New' while the lawyer has fewer than 3 reviews (on the
 * profile with 'No reviews yet' or the count so far).
 */
export function LawyerRating({ lawyer, variant }: LawyerRatingProps) {
  const { t } = useRemoteTranslation();
  if (lawyer.rating !== null) {
    const rating = formatRating(lawyer.rating);
    return (
      <Root $variant={variant}>
        <StarRating
          rating={lawyer.rating}
          size={variant === 'card' ? 'sm' : 'md'}
          showValue={false}
          label={t('rating.label', { rating })}
        />
        <Summary>{t('rating.summary', { rating, count: lawyer.reviewCount })}</Summary>
      </Root>
    );
  }
  return (
    <Root $variant={variant}>
      <Badge tone="info">{t('rating.new')}</Badge>
      {variant === 'profile' && (
        <span>
          {lawyer.reviewCount === 0
            ? t('rating.noReviews')
            : t('rating.reviewCount', { count: lawyer.reviewCount })}
        </span>
      )}
    </Root>
  );
}
