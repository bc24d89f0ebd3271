import { VisuallyHidden } from '@nyaya/shared-design';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';

const STARS = [1, 2, 3, 4, 5] as const;

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1.5]};
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Stars = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`;

// The radio is there for keyboards and screen readers (arrow keys move and choose); the star is
// what the eye sees. Stars up to the chosen one are filled.
const Radio = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: 0;
  opacity: 0;
`;

const Star = styled.label<{ $filled: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
  color: ${({ theme, $filled }) =>
    $filled ? theme.colors.star.filledStroke : theme.colors.border.control};

  input:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const ErrorMessage = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger.base};
`;

export interface StarRatingInputProps {
  /** The chosen stars as the form holds them ('' before any is chosen). */
  value: string;
  /** The form's registration of the rating field, given to each radio. */
  registration: UseFormRegisterReturn;
  error?: string;
}

/**
 * 1 to 5 stars as a radio group labelled "Rating" (options "1 star" … "5 stars"): native radios,
 * so arrow keys move between the stars and choose, as for any radio group.
 */
export function StarRatingInput({ value, registration, error }: StarRatingInputProps) {
  const { t } = useRemoteTranslation();
  const labelId = useId();
  const errorId = useId();
  const idPrefix = useId();
  const chosen = Number(value) || 0;

  return (
    <Group
      role="radiogroup"
      aria-labelledby={labelId}
      aria-required="true"
      aria-invalid={error ? 'true' : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <Label id={labelId}>{t('review.dialog.rating')}</Label>
      <Stars>
        {STARS.map((stars) => {
          const id = `${idPrefix}-${stars}`;
          return (
            <span key={stars}>
              <Radio type="radio" id={id} value={String(stars)} {...registration} />
              <Star htmlFor={id} $filled={stars <= chosen}>
                <span aria-hidden="true">{stars <= chosen ? '★' : '☆'}</span>
                <VisuallyHidden>{t('review.dialog.star', { count: stars })}</VisuallyHidden>
              </Star>
            </span>
          );
        })}
      </Stars>
      {error && (
        <ErrorMessage id={errorId} role="alert">
          {error}
        </ErrorMessage>
      )}
    </Group>
  );
}
