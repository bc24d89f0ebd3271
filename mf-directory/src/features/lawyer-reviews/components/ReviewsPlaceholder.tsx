import { Card, Skeleton } from '@nyaya/shared-design';
import styled from 'styled-components';

const Frame = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
`;

/** The 'Reviews' section's place while its chunk loads: the page does not jump when it arrives. */
export function ReviewsPlaceholder() {
  return (
    <Frame aria-hidden="true">
      <Skeleton width="8rem" height="1.75rem" />
      <Skeleton width="min(100%, 28rem)" />
      <Skeleton width="min(100%, 20rem)" />
    </Frame>
  );
}
