import { Card, Skeleton, VisuallyHidden } from '@nyaya/shared-design';
import { useId } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import type { CaseCounts } from '../model/caseLists';

export interface CaseCountersProps {
  /** Null while loading: the counters show placeholders, never zeros. */
  counts: CaseCounts | null;
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
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text.primary};
`;

function CounterCard({ name, value }: { name: string; value: number | undefined }) {
  return (
    <Counter>
      <Name>{name}</Name>
      <Value>{value ?? <Skeleton width="3rem" height="2.25rem" />}</Value>
    </Counter>
  );
}

/** Consultation Requests, My Cases and Completed Cases (spec section 2). */
export function CaseCounters({ counts }: CaseCountersProps) {
  const { t } = useRemoteTranslation();
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} aria-busy={counts === null}>
      <VisuallyHidden as="h2" id={headingId}>
        {t('requests.counters.title')}
      </VisuallyHidden>
      <Grid>
        <CounterCard
          name={t('requests.counters.consultationRequests')}
          value={counts?.consultationRequests}
        />
        <CounterCard name={t('requests.counters.myCases')} value={counts?.myCases} />
        <CounterCard name={t('requests.counters.completedCases')} value={counts?.completedCases} />
      </Grid>
    </Section>
  );
}
