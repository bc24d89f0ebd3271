import { Button, Field, Input } from '@nyaya/shared-design';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useRemoteTranslation } from '../../../i18n';
import {
  ListError,
  ListSkeleton,
  LoadMore,
  Muted,
  NativeSelect,
  Row,
  Stack,
} from '../../staff-access/components/shared';
import { complaintQueueQuery } from '../api/complaints';
import { COMPLAINT_STATUSES, type ComplaintFilter } from '../model/complaint';
import { ComplaintCard } from './ComplaintCard';

/** Complaints, newest first: open by default, a status filter and a search by reference. */
export function ComplaintsTab() {
  const { t } = useRemoteTranslation();
  const [filter, setFilter] = useState<ComplaintFilter>('');
  const [typed, setTyped] = useState('');
  const [reference, setReference] = useState('');
  const queue = useInfiniteQuery(complaintQueueQuery(filter, reference));
  const rows = queue.data?.pages.flat() ?? [];

  const search = (event: FormEvent) => {
    event.preventDefault();
    setReference(typed.trim());
  };

  return (
    <Stack>
      <h2>{t('complaints.title')}</h2>
      <Row>
        <Field label={t('list.filter')}>
          <NativeSelect
            value={filter}
            onChange={(event) => setFilter(event.target.value as ComplaintFilter)}
          >
            <option value="">{t('complaints.statusFilter.open')}</option>
            {COMPLAINT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`complaints.status.${status}`)}
              </option>
            ))}
            <option value="all">{t('complaints.statusFilter.all')}</option>
          </NativeSelect>
        </Field>
        <form onSubmit={search} role="search" aria-label={t('complaints.search')}>
          <Row>
            <Field label={t('complaints.search')}>
              <Input value={typed} onChange={(event) => setTyped(event.target.value)} />
            </Field>
            <Button type="submit" variant="outline">
              {t('complaints.searchAction')}
            </Button>
            {reference && (
              <Button
                variant="ghost"
                onClick={() => {
                  setTyped('');
                  setReference('');
                }}
              >
                {t('complaints.clearSearch')}
              </Button>
            )}
          </Row>
        </form>
      </Row>
      {queue.isPending ? (
        <ListSkeleton />
      ) : queue.isError && rows.length === 0 ? (
        <ListError
          error={queue.error}
          retrying={queue.isFetching}
          onRetry={() => void queue.refetch()}
        />
      ) : rows.length === 0 ? (
        <Muted>{reference ? t('complaints.emptySearch') : t('complaints.empty')}</Muted>
      ) : (
        <>
          {rows.map((complaint) => (
            <ComplaintCard key={complaint.id} complaint={complaint} />
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
