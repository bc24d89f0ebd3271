import type { FunctionArgs } from '@nyaya/db';
import { toDataError } from '@nyaya/shared-platform';
import type { LawyerSearchFilters } from '../model/filters';
import { toLawyerSummary, type LawyerSummary } from '../model/lawyer';
import { publicDirectoryClient } from './publicDirectoryClient';

export const DIRECTORY_PAGE_SIZE = 24;

export interface LawyerSearchResult {
  lawyers: LawyerSummary[];
  /** All matches across pages. */
  total: number;
}

type SearchArgs = FunctionArgs<'search_lawyer_directory'>;

/** The arguments of public.search_lawyer_directory(): an unset filter is left to its default. */
export function directorySearchArgs(filters: LawyerSearchFilters): SearchArgs {
  const args: SearchArgs = {};
  const search = filters.search?.trim();
  if (search) args.search = search;
  if (filters.specialization) args.specialization = filters.specialization;
  if (filters.minRating != null) args.min_rating = filters.minRating;
  if (filters.minExperience != null) args.min_experience = filters.minExperience;
  if (filters.city) args.city = filters.city;
  if (filters.language) args.language = filters.language;
  return args;
}

/**
 * One page of approved lawyers matching the filters, best rated first, equal ratings by more
 * reviews, unrated ('New') last, ties by id (docs/product/reviews.md), and the total. User text travels as a JSON argument, never inside a filter (ADR 0002).
 * Throws DataError.
 */
export async function searchLawyers(
  filters: LawyerSearchFilters,
  page = 0,
  pageSize = DIRECTORY_PAGE_SIZE,
): Promise<LawyerSearchResult> {
  const from = page * pageSize;
  const { data, count, error, status } = await publicDirectoryClient()
    .rpc('search_lawyer_directory', directorySearchArgs(filters), { count: 'exact' })
    .order('rating', { ascending: false, nullsFirst: false })
    .order('review_count', { ascending: false })
    .order('id')
    .range(from, from + pageSize - 1);
  if (error) throw toDataError(error, status);
  const lawyers = (data ?? []).flatMap((row) => toLawyerSummary(row) ?? []);
  return { lawyers, total: count ?? from + lawyers.length };
}
