import { Card, Skeleton, VisuallyHidden } from '@nyaya/shared-design';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import { formatDateTime } from '../model/format';
import type { RequestSummary } from '../model/summary';

export interface RequestCountersProps {
  /** Null while loading: the counters show placeholders, never zeros. */
  summary: RequestSummary | null;
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

interface CounterCardProps {
  name: string;
  /** Undefined while loading. */
  value: number | undefined;
  children?: ReactNode;
}

function CounterCard({ name, value, children }: CounterCardProps) {
  return (
    <Counter>
      <Name>{name}</Name>
      <Value>{value ?? <Skeleton width="3rem" height="2.25rem" />}</Value>
      {children}
    </Counter>
  );
}

/** My Requests, Scheduled Meetings and Past Consultations (spec section 2). */
export function RequestCounters({ summary }: RequestCountersProps) {
  const { t } = useRemoteTranslation();
  const headingId = useId();
  const nextMeeting = summary && formatDateTime(summary.nextMeeting);

  return (
    <Section aria-labelledby={headingId} aria-busy={summary === null}>
      <VisuallyHidden as="h2" id={headingId}>
        {t('dashboard.counters.title')}
      </VisuallyHidden>
      <Grid>
        <CounterCard name={t('dashboard.counters.myRequests')} value={summary?.total}>
          {summary && (
            <>
              <Detail>{t('dashboard.counters.pending', { count: summary.pending })}</Detail>
              <Detail>{t('dashboard.counters.assigned', { count: summary.assigned })}</Detail>
            </>
          )}
        </CounterCard>
        <CounterCard name={t('dashboard.counters.scheduledMeetings')} value={summary?.scheduled}>
          {nextMeeting && (
            <Detail>{t('dashboard.counters.nextMeeting', { time: nextMeeting })}</Detail>
          )}
        </CounterCard>
        <CounterCard name={t('dashboard.counters.pastConsultations')} value={summary?.completed} />
      </Grid>
    </Section>
  );
}
