import { Card, Skeleton, VisuallyHidden } from '@nyaya/shared-design';
import styled from 'styled-components';

const Placeholder = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
`;

/** The shape of the settings while they load; `label` is for screen readers. */
export function SettingsSkeleton({ label }: { label?: string }) {
  return (
    <Placeholder data-settings-skeleton="">
      {label && <VisuallyHidden as="p">{label}</VisuallyHidden>}
      <Skeleton width="min(100%, 16rem)" />
      <Skeleton width="80%" />
      <Skeleton width="min(100%, 20rem)" height="2.5rem" />
    </Placeholder>
  );
}
