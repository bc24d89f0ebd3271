import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LawyerSearchFilters } from '../model/filters';
import { directorySearchArgs, searchLawyers } from './lawyerDirectory';

/** Query keys of the directory, so the page can prefetch or invalidate them. */
export const directoryKeys = {
  all: ['mf_directory'] as const,
  search: (filters: LawyerSearchFilters, page: number) =>
    [...directoryKeys.all, 'search', directorySearchArgs(filters), page] as const,
};

/** One page of the directory; keeps the previous page on screen while the next loads. */
export function lawyerSearchQuery(filters: LawyerSearchFilters, page = 0) {
  return queryOptions({
    queryKey: directoryKeys.search(filters, page),
    queryFn: () => searchLawyers(filters, page),
    placeholderData: keepPreviousData,
  });
}
