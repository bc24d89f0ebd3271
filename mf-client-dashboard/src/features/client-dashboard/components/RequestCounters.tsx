import { CounterGrid, formatDateTime } from '@nyaya/shared-design/patterns';
import { useLocale } from '@nyaya/shared-platform';
import { useRemoteTranslation } from '../../../i18n';
import type { RequestSummary } from '../model/summary';

export interface RequestCountersProps {
  /** Null while loading: the counters show placeholders, never zeros. */
  summary: RequestSummary | null;
}

/**
 * My Requests, Scheduled Meetings and Past Consultations (docs/product/consultation-requests.md).
 */
export function RequestCounters({ summary }: RequestCountersProps) {
  const { t } = useRemoteTranslation();
  const locale = useLocale();
  const nextMeeting = summary && formatDateTime(summary.nextMeeting, undefined, locale);

  return (
    <CounterGrid
      title={t('dashboard.counters.title')}
      loading={summary === null}
      counters={[
        {
          name: t('dashboard.counters.myRequests'),
          value: summary?.total,
          details: summary
            ? [
                t('dashboard.counters.pending', { count: summary.pending }),
                t('dashboard.counters.assigned', { count: summary.assigned }),
              ]
            : [],
        },
        {
          name: t('dashboard.counters.scheduledMeetings'),
          value: summary?.scheduled,
          details: nextMeeting ? [t('dashboard.counters.nextMeeting', { time: nextMeeting })] : [],
        },
        { name: t('dashboard.counters.pastConsultations'), value: summary?.completed },
      ]}
    />
  );
}
