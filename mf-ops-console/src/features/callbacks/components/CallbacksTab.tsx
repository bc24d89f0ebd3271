import { Field } from '@nyaya/shared-design';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRemoteTranslation } from '../../../i18n';
import {
  ListError,
  ListSkeleton,
  LoadMore,
  Muted,
  NativeSelect,
  Stack,
} from '../../staff-access/components/shared';
import { callbackQueueQuery } from '../api/callbacks';
import { CALLBACK_STATUSES, type CallbackFilter } from '../model/callback';
import { CallbackCard } from './CallbackCard';

/** The callback queue: new first by age, then no answer, contacted, resolved. */
export function CallbacksTab() {
  const { t } = useRemoteTranslation();
  const [filter, setFilter] = useState<CallbackFilter>('');
  const queue = useInfiniteQuery(callbackQueueQuery(filter));
  const rows = queue.data?.pages.flat() ?? [];
  const now = queue.dataUpdatedAt || Date.now();

  return (
    <Stack>
      <h2>{t('callbacks.title')}</h2>
      <Field label={t('list.filter')}>
        <NativeSelect
          value={filter}
          onChange={(event) => setFilter(event.target.value as CallbackFilter)}
        >
          <option value="">{t('callbacks.statusFilter.open')}</option>
          {CALLBACK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`callbacks.status.${status}`)}
            </option>
          ))}
          <option value="all">{t('callbacks.statusFilter.all')}</option>
        </NativeSelect>
      </Field>
      {queue.isPending ? (
        <ListSkeleton />
      ) : queue.isError && rows.length === 0 ? (
        <ListError
          error={queue.error}
          retrying={queue.isFetching}
          onRetry={() => void queue.refetch()}
        />
      ) : rows.length === 0 ? (
        <Muted>{t('callbacks.empty')}</Muted>
      ) : (
        <>
          {rows.map((callback) => (
            <CallbackCard key={callback.id} callback={callback} now={now} />
          ))}
          <LoadMore
            hasNextPage={queue.hasNextPage}
            fetchingNextPage={queue.isFetchingNextPage}
            onLoadMore={() => void queue.fetchNextPage()}
          />
        </>
      )}
    </Stack>
  );
}
