import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useDirectoryUrlState } from './useDirectoryUrlState';

// The router as the hook sees it: the URL it renders with, and the writes it is asked for.
// A write reaches the URL only when the test says so, as a router's transition does.
const router = vi.hoisted(() => ({
  shown: new URLSearchParams(),
  writes: [] as URLSearchParams[],
}));
vi.mock('@nyaya/shared-platform/router', () => ({
  useSearchParams: () => [
    router.shown,
    (params: URLSearchParams) => {
      router.writes.push(params);
    },
  ],
}));

beforeEach(() => {
  router.shown = new URLSearchParams();
  router.writes = [];
});

const lastWrite = () => Object.fromEntries(router.writes.at(-1)!);

describe('useDirectoryUrlState', () => {
  it('builds each change on the one before, even when an older write reaches the URL late', () => {
    const { result, rerender } = renderHook(() => useDirectoryUrlState());

    act(() => result.current.updateFilters({ specialization: 'Family Law' }));
    act(() => result.current.updateFilters({ minRating: 3 }));
    // The first write arrives; the second is still on its way.
    router.shown = new URLSearchParams(router.writes[0]);
    rerender();
    act(() => result.current.updateFilters({ minExperience: 5 }));

    expect(lastWrite()).toEqual({ specialization: 'Family Law', rating: '3', experience: '5' });
  });

  it('takes the URL as it is after Back, once its own writes have arrived', () => {
    const { result, rerender } = renderHook(() => useDirectoryUrlState());
    act(() => result.current.updateFilters({ specialization: 'Family Law' }));
    router.shown = new URLSearchParams(router.writes[0]);
    rerender();
    act(() => result.current.updateFilters({ minRating: 3 }));
    router.shown = new URLSearchParams(router.writes[1]);
    rerender();

    // Back: the URL is the first write again.
    router.shown = new URLSearchParams(router.writes[0]);
    rerender();
    act(() => result.current.updateFilters({ minExperience: 5 }));

    expect(lastWrite()).toEqual({ specialization: 'Family Law', experience: '5' });
  });
});
