import type { CSSProperties } from 'react';
import styled, { keyframes } from 'styled-components';
import type { Radius } from '../../tokens/radii';
import { Card, CardContent } from '../Card/Card';

const shimmer = keyframes`
  0% { background-position: 100% 0; }
  100% { background-position: -100% 0; }
`;

export interface SkeletonProps {
  /** CSS width; 100% by default. */
  width?: CSSProperties['width'];
  /** CSS height; one line of text by default. */
  height?: CSSProperties['height'];
  radius?: Radius;
  className?: string;
}

const Block = styled.span<{ $radius: Radius }>`
  display: block;
  border-radius: ${({ theme, $radius }) => theme.radii[$radius]};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.skeleton.base} 25%,
    ${({ theme }) => theme.colors.skeleton.highlight} 50%,
    ${({ theme }) => theme.colors.skeleton.base} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * A placeholder shape shown while content loads. Hidden from assistive technology: mark the
 * loading region with aria-busy and give it a text alternative instead.
 */
export function Skeleton({
  width = '100%',
  height = '1em',
  radius = 'sm',
  className,
}: SkeletonProps) {
  return (
    <Block
      aria-hidden="true"
      data-skeleton=""
      $radius={radius}
      className={className}
      style={{ width, height }}
    />
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const GrowStack = styled(Stack)`
  flex: 1 1 auto;
`;

export interface SkeletonCardProps {
  className?: string;
}

/** A card-shaped placeholder (avatar, name, lines, button) matching a lawyer card. */
export function SkeletonCard({ className }: SkeletonCardProps) {
  return (
    <Card aria-hidden="true" data-skeleton-card="" className={className}>
      <CardContent>
        <Stack>
          <Row>
            <Skeleton width="3rem" height="3rem" radius="full" />
            <GrowStack>
              <Skeleton width="60%" height="1.25rem" />
              <Skeleton width="40%" />
            </GrowStack>
          </Row>
          <Skeleton width="90%" />
          <Skeleton width="70%" />
          <Skeleton height="2.5rem" radius="md" />
        </Stack>
      </CardContent>
    </Card>
  );
}
