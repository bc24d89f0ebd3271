import { focusManager, QueryClient } from '@tanstack/react-query';

export interface CreateQueryClientOptions {
  /** For tests: no retries and no refetch on window focus, so failures show at once. */
  test?: boolean;
}

/**
 * A query client with the platform's defaults: queries retry once and stay fresh for 30 s;
 * mutations never retry, so a complaint is not filed twice. The page's own client is one of
 * these (pageQueryClient); tests give `createQueryClient({ test: true })` to PlatformQueryProvider.
 */
export function createQueryClient({ test = false }: CreateQueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: test ? false : 1,
        staleTime: 30_000,
        refetchOnWindowFocus: !test,
      },
      mutations: { retry: false },
    },
  });
}

let pageClient: QueryClient | undefined;

/**
 * The page's one query client, created when the first PlatformQueryProvider renders without an
 * enclosing client, and kept for the page's life. This module is part of a Module Federation
 * singleton, so the shell and every remote share it. Mounted at once and for good, so it keeps
 * refetching stale queries when the window regains focus or the network returns, and resuming
 * paused mutations, between the remote modules that mount and unmount its providers.
 */
export function pageQueryClient(): QueryClient {
  if (!pageClient) {
    followWindowFocus();
    pageClient = createQueryClient();
    pageClient.mount();
  }
  return pageClient;
}

/**
 * TanStack Query 5 treats only `visibilitychange` as regaining focus, which a tab that was
 * visible all along (a window beside another application's) never fires: the window's `focus`
 * counts too, so data is read again whenever the person comes back to the page. A refetch
 * already on its way is not started twice when both fire.
 */
function followWindowFocus(): void {
  if (typeof window === 'undefined') return;
  focusManager.setEventListener((onFocus) => {
    const listener = () => onFocus();
    window.addEventListener('visibilitychange', listener, false);
    window.addEventListener('focus', listener, false);
    return () => {
      window.removeEventListener('visibilitychange', listener);
      window.removeEventListener('focus', listener);
    };
  });
}
