import { CounterGrid, type CounterItem } from '@nyaya/shared-design/patterns';
import { useQuery } from '@tanstack/react-query';
import { useRemoteTranslation } from '../../../i18n';
import type { StaffCapability } from '../../staff-access/api/capabilities';
import { countersQuery } from '../api/counters';

interface OpsCountersProps {
  capabilities: readonly StaffCapability[];
}

/**
 * The counters of the capabilities held (docs/product/ops-console.md): callbacks and complaints
 * for support, pending verifications for reviewers. Read every 30 s and after each action.
 */
export function OpsCounters({ capabilities }: OpsCountersProps) {
  const { t } = useRemoteTranslation();
  const counters = useQuery(countersQuery());
  const data = counters.data;
  const value = (count: number | null | undefined) => count ?? undefined;
  const items: CounterItem[] = [];
  if (capabilities.includes('support')) {
    items.push(
      { name: t('counters.newCallbacks'), value: value(data?.newCallbacks) },
      { name: t('counters.overdueCallbacks'), value: value(data?.overdueCallbacks) },
      { name: t('counters.openComplaints'), value: value(data?.openComplaints) },
    );
  }
  if (capabilities.includes('reviewer')) {
    items.push({
      name: t('counters.pendingVerifications'),
      value: value(data?.pendingVerifications),
    });
  }
  return <CounterGrid title={t('counters.title')} counters={items} loading={counters.isPending} />;
}
