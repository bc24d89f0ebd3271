// @nyaya/shared-platform/query: server state on TanStack Query (docs/adr/0007). An entry of its
// own, shared as a singleton like the root, so react-query arrives with the first remote module
// that uses it instead of on every first paint. Features keep their query and mutation options
// in their own `api/` folders and call TanStack's hooks directly.
export {
  createQueryClient,
  pageQueryClient,
  type CreateQueryClientOptions,
} from '../query/queryClient';
export {
  PlatformQueryProvider,
  withPlatformQuery,
  type PlatformQueryProviderProps,
} from '../query/PlatformQueryProvider';
