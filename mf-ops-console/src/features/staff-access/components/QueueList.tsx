import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListError, ListSkeleton, LoadMore, Muted } from './shared';

interface QueueListProps<Row> {
  /** A keyset-paged queue: each page is an array of rows. */
  queue: UseInfiniteQueryResult<InfiniteData<Row[]>>;
  /** What an empty queue says ("No callbacks waiting."). */
  empty: string;
  renderRow: (row: Row) => ReactNode;
}

/**
 * The body every console queue shares: a skeleton while the first page loads, the error with
 * Try again when nothing is shown, the empty sentence, else the rows and "Load more".
 */
export function QueueList<Row>({ queue, empty, renderRow }: QueueListProps<Row>) {
  const rows = queue.data?.pages.flat() ?? [];
  if (queue.isPending) return <ListSkeleton />;
  if (queue.isError && rows.length === 0) {
    return (
      <ListError
        error={queue.error}
        retrying={queue.isFetching}
        onRetry={() => void queue.refetch()}
      />
    );
  }
  if (rows.length === 0) return <Muted>{empty}</Muted>;
  return (
    <>
      {rows.map(renderRow)}
      <LoadMore
        hasNextPage={queue.hasNextPage}
        fetchingNextPage={queue.isFetchingNextPage}
        onLoadMore={() => void queue.fetchNextPage()}
      />
    </>
  );
}
