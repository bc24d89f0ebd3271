import { toast } from '@nyaya/shared-design';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useRemoteTranslation } from '../../i18n';
import { lawyerSearchPagesQuery } from './api/queries';
import type { LawyerSearchFilters } from './model/filters';
import type { LawyerSummary } from './model/lawyer';

export interface LawyerSearch {
  /** The lawyers of every loaded page, in order, each once. */
  lawyers: LawyerSummary[];
  /** All matches across pages; null until the first answer. */
  total: number | null;
  /** First load with nothing to show yet: the skeleton cards. */
  isLoading: boolean;
  /** Anything in flight: a first load, a filter change, a refresh or more pages. */
  isBusy: boolean;
  /** The results shown are for the previous filters while the new ones load. */
  isStale: boolean;
  /** The load failed with nothing to show. */
  isError: boolean;
  /** A further page failed; the pages before it stay. */
  isLoadMoreError: boolean;
  isLoadingMore: boolean;
  hasMore: boolean;
  loadedPages: number;
  loadMore: () => void;
  retry: () => void;
}

/**
 * The directory's results for the filters, at least `pages` pages of them. The page count comes
 * from the URL, so a reload or a shared link fetches as many pages again, one after the other.
 */
export function useLawyerSearch(filters: LawyerSearchFilters, pages: number): LawyerSearch {
  const { t } = useRemoteTranslation();
  const query = useInfiniteQuery(lawyerSearchPagesQuery(filters));
  const {
    data,
    isPending,
    isFetching,
    isPlaceholderData,
    isError,
    isFetchNextPageError,
    isFetchingNextPage,
    hasNextPage,
    fetchNextPage,
    refetch,
    errorUpdatedAt,
  } = query;

  const loadedPages = data?.pages.length ?? 0;
  useEffect(() => {
    if (isPlaceholderData || isFetching || isError) return;
    if (loadedPages < pages && hasNextPage) void fetchNextPage();
  }, [isPlaceholderData, isFetching, isError, loadedPages, pages, hasNextPage, fetchNextPage]);

  // One toast per failed attempt (docs/product/public-site.md); the inline retry stays until it
  // succeeds.
  useEffect(() => {
    if (errorUpdatedAt === 0) return;
    toast({
      title: t('toasts.loadFailed.title'),
      description: t('toasts.loadFailed.description'),
      variant: 'destructive',
    });
  }, [errorUpdatedAt, t]);

  // A lawyer approved or re-rated between two page loads could otherwise appear twice.
  const lawyers = useMemo(() => {
    const byId = new Map<string, LawyerSummary>();
    for (const lawyer of data?.pages.flatMap((page) => page.lawyers) ?? []) {
      if (!byId.has(lawyer.id)) byId.set(lawyer.id, lawyer);
    }
    return [...byId.values()];
  }, [data]);

  return {
    lawyers,
    total: data?.pages.at(-1)?.total ?? null,
    isLoading: isPending,
    isBusy: isFetching,
    isStale: isPlaceholderData,
    isError: isError && !data,
    isLoadMoreError: isFetchNextPageError,
    isLoadingMore: isFetchingNextPage,
    hasMore: Boolean(hasNextPage) && !isPlaceholderData,
    loadedPages,
    loadMore: () => void fetchNextPage(),
    retry: () => void (isFetchNextPageError ? fetchNextPage() : refetch()),
  };
}
