import { useInfiniteQuery } from '@tanstack/react-query';
import { useRemoteTranslation } from '../../../i18n';
import {
  ListError,
  ListSkeleton,
  LoadMore,
  Muted,
  Stack,
} from '../../staff-access/components/shared';
import { verificationQueueQuery } from '../api/verifications';
import { VerificationCard } from './VerificationCard';

/** Pending lawyers, oldest submission first, a page at a time. */
export function VerificationsTab() {
  const { t } = useRemoteTranslation();
  const queue = useInfiniteQuery(verificationQueueQuery());
  const rows = queue.data?.pages.flat() ?? [];
  return (
    <Stack>
      <h2>{t('verifications.title')}</h2>
      {queue.isPending ? (
        <ListSkeleton />
      ) : queue.isError && rows.length === 0 ? (
        <ListError
          error={queue.error}
          retrying={queue.isFetching}
          onRetry={() => void queue.refetch()}
        />
      ) : rows.length === 0 ? (
        <Muted>{t('verifications.empty')}</Muted>
      ) : (
        <>
          {rows.map((lawyer) => (
            <VerificationCard key={`${lawyer.id}:${lawyer.version}`} lawyer={lawyer} />
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
