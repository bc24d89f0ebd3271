import { Card, CardContent, CardHeader, Skeleton } from '@nyaya/shared-design';
import styled from 'styled-components';

const Lines = styled(CardContent)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The shape of the status card and the profile overview while the profile loads. */
export function DashboardSkeleton() {
  return (
    <>
      {[0, 1].map((card) => (
        <Card key={card} data-testid="dashboard-skeleton">
          <CardHeader>
            <Skeleton width="12rem" height="1.5rem" />
          </CardHeader>
          <Lines>
            <Skeleton width="80%" />
            <Skeleton width="60%" />
            <Skeleton width="9rem" height="2.5rem" radius="md" />
          </Lines>
        </Card>
      ))}
    </>
  );
}
