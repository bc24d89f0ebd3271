import { useId } from 'react';
import styled from 'styled-components';
import { Card } from '../../primitives/Card/Card';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';

export interface CounterItem {
  /** What is counted, e.g. 'My Requests'; also the React key, so unique within the grid. */
  name: string;
  /** Undefined while loading: a placeholder shows, never a zero that is not true. */
  value: number | undefined;
  /** Lines under the value, e.g. '2 pending'. */
  details?: readonly string[];
}

export interface CounterGridProps {
  /** Names the group for screen readers (a visually hidden <h2>), e.g. 'Summary'. */
  title: string;
  counters: readonly CounterItem[];
  /** The counters are on their way: the group is aria-busy. */
  loading: boolean;
  className?: string;
}

const Section = styled.section`
  display: grid;
`;

// A definition list: a screen reader reads each counter as its name, then its value.
const Grid = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  margin: 0;

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[6]};
  }
`;

const Counter = styled(Card)`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[6]};
`;

const Name = styled.dt`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Value = styled.dd`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Detail = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.muted};
`;

/** A row of counter cards (name, big number, optional lines under it) that wraps on narrow screens. */
export function CounterGrid({ title, counters, loading, className }: CounterGridProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} aria-busy={loading} className={className}>
      <VisuallyHidden as="h2" id={headingId}>
        {title}
      </VisuallyHidden>
      <Grid>
        {counters.map(({ name, value, details = [] }) => (
          <Counter key={name}>
            <Name>{name}</Name>
            <Value>{value ?? <Skeleton width="3rem" height="2.25rem" />}</Value>
            {details.map((detail) => (
              <Detail key={detail}>{detail}</Detail>
            ))}
          </Counter>
        ))}
      </Grid>
    </Section>
  );
}
