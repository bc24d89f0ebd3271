import { QueryClient } from '@tanstack/react-query';

export interface CreateQueryClientOptions {
  /** For tests: no retries and no refetch on window focus, so failures show at once. */
  test?: boolean;
}

/**
 * A query client with the platform's defaults: queries retry once and stay fresh for 30 s;
 * mutations never retry, so a complaint is not filed twice. The page's own client is one of
 * these (pageQueryClient); tests pass `createQueryClient({ test: true })` to PlatformProviders.
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
 * The page's one query client, created when the first data hook renders without an injected
 * client, and kept for the page's life. This module is part of a Module Federation singleton,
 * so the shell and every remote share it. Mounted at once, as QueryClientProvider did while
 * mounted: it refetches stale queries when the window regains focus or the network returns,
 * and resumes paused mutations.
 */
export function pageQueryClient(): QueryClient {
  if (!pageClient) {
    pageClient = createQueryClient();
    pageClient.mount();
  }
  return pageClient;
}
