import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LawyerSearchFilters } from '../model/filters';
import { DIRECTORY_PAGE_SIZE, directorySearchArgs, searchLawyers } from './lawyerDirectory';

/** Query keys of the directory, so the page can prefetch or invalidate them. */
export const directoryKeys = {
  all: ['mf_directory'] as const,
  search: (filters: LawyerSearchFilters, page: number) =>
    [...directoryKeys.all, 'search', directorySearchArgs(filters), page] as const,
  /** The pages loaded so far for one set of filters ("Load more"). */
  searchPages: (filters: LawyerSearchFilters) =>
    [...directoryKeys.all, 'search-pages', directorySearchArgs(filters)] as const,
};

/** One page of the directory; keeps the previous page on screen while the next loads. */
export function lawyerSearchQuery(filters: LawyerSearchFilters, page = 0) {
  return queryOptions({
    queryKey: directoryKeys.search(filters, page),
    queryFn: () => searchLawyers(filters, page),
    placeholderData: keepPreviousData,
  });
}

/**
 * The directory page by page, 24 at a time. Keyed by the filters, so an answer for filters the
 * user has since changed lands in its own cache entry and never replaces newer results; the
 * previous results stay on screen until the new ones arrive.
 */
export function lawyerSearchPagesQuery(filters: LawyerSearchFilters) {
  return infiniteQueryOptions({
    queryKey: directoryKeys.searchPages(filters),
    queryFn: ({ pageParam }) => searchLawyers(filters, pageParam),
    initialPageParam: 0,
    // By position rather than by rows received: a row the view returns without an id is
    // skipped on the card list but still counts in the total.
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      (lastPageParam + 1) * DIRECTORY_PAGE_SIZE < lastPage.total ? lastPageParam + 1 : undefined,
    placeholderData: keepPreviousData,
  });
}
