// @nyaya/shared-platform/data: server state on TanStack Query (docs/adr/0007). An entry of its
// own, shared as a singleton like the root, so react-query loads with the first page or dialog
// that uses these hooks instead of on every first paint. The hooks read the client injected
// through the root's PlatformProviders, else the page's own client.
export {
  useAcceptRequest,
  useClientRequests,
  useLawyerRequests,
  useLawyerSearch,
  useOwnLawyerProfile,
  usePlatformQueryClient,
  useSubmitCallback,
  useSubmitComplaint,
  useSubmitConsultationRequest,
  useSubmitVerification,
  type SubmitVerificationVariables,
} from '../data/hooks';
export { createQueryClient, type CreateQueryClientOptions } from '../data/queryClient';
export { queryKeys } from '../data/queryKeys';
