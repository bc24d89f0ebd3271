import styled from 'styled-components';
import { StarIcon } from '../icons/icons';

export const STAR_COUNT = 5;

export interface StarRatingProps {
  /** Rating on a 0–5 scale; values outside it are clamped. */
  rating: number;
  /** Accessible label; `Rated {rating to one decimal} out of 5` by default. */
  label?: string;
  /** Shows the rating number (one decimal) after the stars; true by default. */
  showValue?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

const Root = styled.span<{ $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
`;

const Stars = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[0.5]};
`;

const Star = styled(StarIcon)<{ $filled: boolean }>`
  fill: ${({ theme, $filled }) => ($filled ? theme.colors.star.filled : 'transparent')};
  stroke: ${({ theme, $filled }) =>
    $filled ? theme.colors.star.filledStroke : theme.colors.star.empty};
`;

const Value = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** Fills `Math.floor(rating)` of 5 stars and shows the rating to one decimal, e.g. 4.7. */
export function StarRating({
  rating,
  label,
  showValue = true,
  size = 'md',
  className,
}: StarRatingProps) {
  const clamped = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), STAR_COUNT) : 0;
  const filledCount = Math.floor(clamped);
  const formatted = clamped.toFixed(1);

  return (
    <Root
      role="img"
      aria-label={label ?? `Rated ${formatted} out of ${STAR_COUNT}`}
      $size={size}
      className={className}
    >
      <Stars>
        {Array.from({ length: STAR_COUNT }, (_, index) => (
          <Star key={index} $filled={index < filledCount} data-filled={index < filledCount} />
        ))}
      </Stars>
      {showValue && <Value aria-hidden="true">{formatted}</Value>}
    </Root>
  );
}
