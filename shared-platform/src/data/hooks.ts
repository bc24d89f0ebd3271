import {
  keepPreviousData,
  useMutation,
  useQuery,
  type QueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useContext } from 'react';
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
import { pageQueryClient } from './queryClient';
import { InjectedQueryClientContext } from './queryClientContext';
import { queryKeys } from './queryKeys';
import { submitCallback, submitComplaint, type NewComplaint } from './support';

/**
 * The query client of the data hooks: the one given to PlatformProviders, else the page's own
 * (created on first use). There is no QueryClientProvider (docs/adr/0007), so every hook passes
 * this client to TanStack explicitly; use it to invalidate or prefetch with `queryKeys`.
 */
export function usePlatformQueryClient(): QueryClient {
  return useContext(InjectedQueryClientContext) ?? pageQueryClient();
}

/** One page of the lawyer directory; keeps the previous page on screen while the next loads. */
export function useLawyerSearch(
  filters: LawyerSearchFilters,
  page = 0,
): UseQueryResult<LawyerSearchResult, DataError> {
  const client = usePlatformQueryClient();
  return useQuery(
    {
      queryKey: queryKeys.lawyerSearch(filters, page),
      queryFn: () => searchLawyers(filters, page),
      placeholderData: keepPreviousData,
    },
    client,
  );
}

/** The client's own requests; idle until there is a client id. */
export function useClientRequests(
  clientId: string | null | undefined,
): UseQueryResult<ConsultationRequest[], DataError> {
  const client = usePlatformQueryClient();
  return useQuery(
    {
      queryKey: queryKeys.clientRequests(clientId ?? ''),
      queryFn: () => listClientRequests(clientId!),
      enabled: Boolean(clientId),
    },
    client,
  );
}

/** The lawyer's own profile (null before the first verification). */
export function useOwnLawyerProfile(
  userId: string | null | undefined,
): UseQueryResult<LawyerProfile | null, DataError> {
  const client = usePlatformQueryClient();
  return useQuery(
    {
      queryKey: queryKeys.ownLawyerProfile(userId ?? ''),
      queryFn: () => getOwnLawyerProfile(userId!),
      enabled: Boolean(userId),
    },
    client,
  );
}

/**
 * Open requests and the lawyer's cases. Pass `enabled: profile?.approvalStatus === 'approved'`:
 * only approved lawyers load them (spec section 6).
 */
export function useLawyerRequests(
  lawyerId: string | null | undefined,
  { enabled = true }: { enabled?: boolean } = {},
): UseQueryResult<LawyerConsultationRequest[], DataError> {
  const client = usePlatformQueryClient();
  return useQuery(
    {
      queryKey: queryKeys.lawyerRequests(lawyerId ?? ''),
      queryFn: () => listLawyerRequests(lawyerId!),
      enabled: enabled && Boolean(lawyerId),
    },
    client,
  );
}

/** Accepts a request, then refetches the lawyer's lists (also after a lost race). */
export function useAcceptRequest(
  lawyerId: string | null | undefined,
): UseMutationResult<ConsultationRequest, DataError, string> {
  const client = usePlatformQueryClient();
  return useMutation(
    {
      mutationFn: (requestId: string) => acceptConsultationRequest(requestId),
      onSettled: () =>
        client.invalidateQueries({ queryKey: queryKeys.lawyerRequests(lawyerId ?? '') }),
    },
    client,
  );
}

export function useSubmitConsultationRequest(): UseMutationResult<
  ConsultationRequest,
  DataError,
  NewConsultationRequest
> {
  const client = usePlatformQueryClient();
  return useMutation(
    {
      mutationFn: submitConsultationRequest,
      onSuccess: (request) =>
        client.invalidateQueries({ queryKey: queryKeys.clientRequests(request.clientId) }),
    },
    client,
  );
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
  const client = usePlatformQueryClient();
  return useMutation(
    {
      mutationFn: ({ input, existing }: SubmitVerificationVariables) =>
        submitVerification(input, existing),
      onSuccess: (profile) => client.setQueryData(queryKeys.ownLawyerProfile(profile.id), profile),
    },
    client,
  );
}

/** `source` is 'site', or the partner id when embedded on a partner's site. */
export function useSubmitCallback(
  source?: string,
): UseMutationResult<void, DataError, CallbackValues> {
  const client = usePlatformQueryClient();
  return useMutation(
    { mutationFn: (input: CallbackValues) => submitCallback(input, source) },
    client,
  );
}

export function useSubmitComplaint(
  source?: string,
): UseMutationResult<void, DataError, NewComplaint> {
  const client = usePlatformQueryClient();
  return useMutation(
    { mutationFn: (input: NewComplaint) => submitComplaint(input, source) },
    client,
  );
}
