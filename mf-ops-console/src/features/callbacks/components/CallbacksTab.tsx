import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRemoteTranslation } from '../../../i18n';
import { QueueList } from '../../staff-access/components/QueueList';
import { Stack } from '../../staff-access/components/shared';
import { StatusFilter } from '../../staff-access/components/StatusFilter';
import { callbackQueueQuery } from '../api/callbacks';
import { CALLBACK_STATUSES, type CallbackFilter } from '../model/callback';
import { CallbackCard } from './CallbackCard';

/** The callback queue: new first by age, then no answer, contacted, resolved. */
export function CallbacksTab() {
  const { t } = useRemoteTranslation();
  const [filter, setFilter] = useState<CallbackFilter>('');
  const queue = useInfiniteQuery(callbackQueueQuery(filter));
  const now = queue.dataUpdatedAt || Date.now();

  return (
    <Stack>
      <h2>{t('callbacks.title')}</h2>
      <StatusFilter
        statuses={CALLBACK_STATUSES}
        value={filter}
        onChange={setFilter}
        label={(status) => t(`callbacks.status.${status}`)}
        openLabel={t('callbacks.statusFilter.open')}
        allLabel={t('callbacks.statusFilter.all')}
      />
      <QueueList
        queue={queue}
        empty={t('callbacks.empty')}
        renderRow={(callback) => <CallbackCard key={callback.id} callback={callback} now={now} />}
      />
    </Stack>
  );
}
