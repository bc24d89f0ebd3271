import { useSearchParams } from '@nyaya/shared-platform/router';
import { useCallback, useMemo, useRef } from 'react';
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

  // The parameters as this hook last wrote them. Two changes can come before React renders
  // the first (a select changed right after another, the search's debounce firing as a chip is
  // pressed): each must build on the one before, never on the render's copy, or it undoes it.
  const latest = useRef(searchParams);
  const rendered = useRef(searchParams);
  // Our writes the URL has not shown yet, oldest first.
  const pending = useRef<string[]>([]);
  if (rendered.current !== searchParams) {
    rendered.current = searchParams;
    const shown = pending.current.indexOf(searchParams.toString());
    if (shown === -1) {
      // Back, a link: the URL is the truth from here on.
      latest.current = searchParams;
      pending.current = [];
    } else {
      // One of our own writes arriving, maybe before a newer one still on its way: that one
      // stays the base of the next change until it arrives too.
      pending.current = pending.current.slice(shown + 1);
      if (pending.current.length === 0) latest.current = searchParams;
    }
  }

  // Rewrites only the directory's own parameters, and adds no history entry for a change that
  // changes nothing (choosing the chip that is already on).
  const navigate = useCallback(
    (next: (current: DirectoryUrlState) => DirectoryUrlState, replace: boolean) => {
      const current = latest.current;
      const params = writeDirectoryParams(current, next(readDirectoryParams(current)));
      if (params.toString() === current.toString()) return;
      latest.current = params;
      pending.current.push(params.toString());
      setSearchParams(params, { replace });
    },
    [setSearchParams],
  );

  const updateFilters = useCallback<DirectoryUrlControls['updateFilters']>(
    (change, { replace = false } = {}) =>
      navigate((current) => ({ filters: { ...current.filters, ...change }, pages: 1 }), replace),
    [navigate],
  );

  const clearFilters = useCallback(
    () => navigate(() => ({ filters: {}, pages: 1 }), false),
    [navigate],
  );

  const showPages = useCallback(
    (next: number) => navigate((current) => ({ filters: current.filters, pages: next }), true),
    [navigate],
  );

  return { filters, pages, updateFilters, clearFilters, showPages };
}
