import { focusManager, onlineManager, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { pageQueryClient } from './queryClient';

// A file of its own: the page's client is module state, created once per page (per test file).
describe('pageQueryClient', () => {
  it('creates the page’s one client on first use, mounted like QueryClientProvider’s', () => {
    // Nothing follows focus or the network before the first data hook needs a client.
    expect(focusManager.hasListeners()).toBe(false);
    expect(onlineManager.hasListeners()).toBe(false);

    const client = pageQueryClient();
    expect(pageQueryClient()).toBe(client);
    expect(client.getDefaultOptions()).toMatchObject({
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    });
    // Mounted: stale queries refetch on focus and reconnect, paused mutations resume.
    expect(focusManager.hasListeners()).toBe(true);
    expect(onlineManager.hasListeners()).toBe(true);
  });

  it('reads stale data again when the window regains focus, not only when the tab is shown', async () => {
    const client = pageQueryClient();
    const queryFn = vi.fn().mockResolvedValue('profile');
    const observer = new QueryObserver(client, { queryKey: ['focus'], queryFn, staleTime: 0 });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));

    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(3));
    unsubscribe();
  });
});
