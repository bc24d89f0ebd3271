import { useSearchParams } from '@nyaya/shared-platform/router';
import { useCallback, useMemo } from 'react';
import type { LawyerSearchFilters } from './model/filters';
import {
  readDirectoryParams,
  writeDirectoryParams,
  type DirectoryUrlState,
} from './model/urlState';

export interface DirectoryUrlControls {
  filters: LawyerSearchFilters;
  pages: number;
  /**
   * Applies a filter change and starts again from the first page. A new history entry by
   * default, so Back undoes it; `replace` for the keystrokes of one search.
   */
  updateFilters: (change: Partial<LawyerSearchFilters>, options?: { replace?: boolean }) => void;
  clearFilters: () => void;
  /** Shows `pages` pages; replaces the entry, since Back should undo filters, not scrolling. */
  showPages: (pages: number) => void;
}

/** The directory's filters and page count, kept in the URL: shareable and reload-safe. */
export function useDirectoryUrlState(): DirectoryUrlControls {
  const [searchParams, setSearchParams] = useSearchParams();
  const { filters, pages } = useMemo(() => readDirectoryParams(searchParams), [searchParams]);

  // Rewrites only the directory's own parameters, and adds no history entry for a change that
  // changes nothing (choosing the chip that is already on).
  const navigate = useCallback(
    (next: DirectoryUrlState, replace: boolean) => {
      const params = writeDirectoryParams(searchParams, next);
      if (params.toString() !== searchParams.toString()) setSearchParams(params, { replace });
    },
    [searchParams, setSearchParams],
  );

  const updateFilters = useCallback<DirectoryUrlControls['updateFilters']>(
    (change, { replace = false } = {}) =>
      navigate({ filters: { ...filters, ...change }, pages: 1 }, replace),
    [navigate, filters],
  );

  const clearFilters = useCallback(() => navigate({ filters: {}, pages: 1 }, false), [navigate]);

  const showPages = useCallback(
    (next: number) => navigate({ filters, pages: next }, true),
    [navigate, filters],
  );

  return { filters, pages, updateFilters, clearFilters, showPages };
}
