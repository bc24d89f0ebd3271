import { QueryClient } from '@tanstack/react-query';

export interface CreateQueryClientOptions {
  /** For tests: no retries and no refetch on window focus, so failures show at once. */
  test?: boolean;
}

/**
 * The query client the shell (and each remote's dev host) provides. Queries retry once and
 * stay fresh for 30 s; mutations never retry, so a complaint is not filed twice.
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
