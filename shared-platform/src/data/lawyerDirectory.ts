import type { LawyerSearchFilters, LawyerSearchResult } from '../domain/types';
import { loadSupabaseClient } from '../supabase/client';
import { toDataError } from './DataError';
import { toLawyerSummary, type DirectoryRow } from './rows';

export const DIRECTORY_PAGE_SIZE = 24;

const blankToNull = (value: string | null | undefined) => value?.trim() || null;

/** The arguments of public.search_lawyer_directory(): unset filters are null. */
export function directorySearchArgs(filters: LawyerSearchFilters) {
  return {
    search: blankToNull(filters.search),
    specialization: filters.specialization ?? null,
    min_rating: filters.minRating ?? null,
    min_experience: filters.minExperience ?? null,
    city: blankToNull(filters.city),
  };
}

/**
 * One page of approved lawyers matching the filters, best rated first (unrated last), and
 * the total. User text travels as a JSON argument, never inside a filter (ADR 0002).
 */
export async function searchLawyers(
  filters: LawyerSearchFilters,
  page = 0,
  pageSize = DIRECTORY_PAGE_SIZE,
): Promise<LawyerSearchResult> {
  const from = page * pageSize;
  const supabase = await loadSupabaseClient();
  const { data, count, error, status } = await supabase
    .rpc('search_lawyer_directory', directorySearchArgs(filters), { count: 'exact' })
    .order('rating', { ascending: false, nullsFirst: false })
    .order('id')
    .range(from, from + pageSize - 1);
  if (error) throw toDataError(error, status);
  const lawyers = ((data ?? []) as DirectoryRow[]).map(toLawyerSummary);
  return { lawyers, total: count ?? from + lawyers.length };
}
