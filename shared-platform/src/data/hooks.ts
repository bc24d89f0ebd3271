import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type {
  ConsultationRequest,
  LawyerConsultationRequest,
  LawyerProfile,
  LawyerSearchFilters,
  LawyerSearchResult,
} from '../domain/types';
import type { CallbackValues } from '../validation/schemas';
import {
  acceptConsultationRequest,
  listClientRequests,
  listLawyerRequests,
  submitConsultationRequest,
  type NewConsultationRequest,
} from './consultationRequests';
import type { DataError } from './DataError';
import { searchLawyers } from './lawyerDirectory';
import {
  getOwnLawyerProfile,
  submitVerification,
  type VerificationSubmission,
} from './lawyerProfiles';
import { queryKeys } from './queryKeys';
import { submitCallback, submitComplaint, type NewComplaint } from './support';

/** One page of the lawyer directory; keeps the previous page on screen while the next loads. */
export function useLawyerSearch(
  filters: LawyerSearchFilters,
  page = 0,
): UseQueryResult<LawyerSearchResult, DataError> {
  return useQuery({
    queryKey: queryKeys.lawyerSearch(filters, page),
    queryFn: () => searchLawyers(filters, page),
    placeholderData: keepPreviousData,
  });
}

/** The client's own requests; idle until there is a client id. */
export function useClientRequests(
  clientId: string | null | undefined,
): UseQueryResult<ConsultationRequest[], DataError> {
  return useQuery({
    queryKey: queryKeys.clientRequests(clientId ?? ''),
    queryFn: () => listClientRequests(clientId!),
    enabled: Boolean(clientId),
  });
}

/** The lawyer's own profile (null before the first verification). */
export function useOwnLawyerProfile(
  userId: string | null | undefined,
): UseQueryResult<LawyerProfile | null, DataError> {
  return useQuery({
    queryKey: queryKeys.ownLawyerProfile(userId ?? ''),
    queryFn: () => getOwnLawyerProfile(userId!),
    enabled: Boolean(userId),
  });
}

/**
 * Open requests and the lawyer's cases. Pass `enabled: profile?.approvalStatus === 'approved'`:
 * only approved lawyers load them (spec section 6).
 */
export function useLawyerRequests(
  lawyerId: string | null | undefined,
  { enabled = true }: { enabled?: boolean } = {},
): UseQueryResult<LawyerConsultationRequest[], DataError> {
  return useQuery({
    queryKey: queryKeys.lawyerRequests(lawyerId ?? ''),
    queryFn: () => listLawyerRequests(lawyerId!),
    enabled: enabled && Boolean(lawyerId),
  });
}

/** Accepts a request, then refetches the lawyer's lists (also after a lost race). */
export function useAcceptRequest(
  lawyerId: string | null | undefined,
): UseMutationResult<ConsultationRequest, DataError, string> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => acceptConsultationRequest(requestId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.lawyerRequests(lawyerId ?? '') }),
  });
}

export function useSubmitConsultationRequest(): UseMutationResult<
  ConsultationRequest,
  DataError,
  NewConsultationRequest
> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitConsultationRequest,
    onSuccess: (request) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.clientRequests(request.clientId) }),
  });
}

export interface SubmitVerificationVariables {
  input: VerificationSubmission;
  existing: LawyerProfile | null;
}

/** Submits the verification; the stored profile replaces the cached one. */
export function useSubmitVerification(): UseMutationResult<
  LawyerProfile,
  DataError,
  SubmitVerificationVariables
> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, existing }: SubmitVerificationVariables) =>
      submitVerification(input, existing),
    onSuccess: (profile) =>
      queryClient.setQueryData(queryKeys.ownLawyerProfile(profile.id), profile),
  });
}

/** `source` is 'site', or the partner id when embedded on a partner's site. */
export function useSubmitCallback(
  source?: string,
): UseMutationResult<void, DataError, CallbackValues> {
  return useMutation({ mutationFn: (input: CallbackValues) => submitCallback(input, source) });
}

export function useSubmitComplaint(
  source?: string,
): UseMutationResult<void, DataError, NewComplaint> {
  return useMutation({ mutationFn: (input: NewComplaint) => submitComplaint(input, source) });
}
