import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LawyerProfile } from '../model/lawyerProfile';
import {
  getOwnLawyerProfile,
  submitVerification,
  type VerificationSubmission,
} from './lawyerProfiles';

export const lawyerProfileKeys = {
  own: (userId: string) => ['mf_lawyer_portal', 'own-profile', userId] as const,
};

/**
 * The lawyer's own profile (null before the first verification); idle without a user id.
 * Always stale, so a reviewer's decision shows as soon as the tab regains focus.
 */
export function ownLawyerProfileQuery(userId: string | null | undefined) {
  return queryOptions({
    queryKey: lawyerProfileKeys.own(userId ?? ''),
    queryFn: () => getOwnLawyerProfile(userId!),
    enabled: Boolean(userId),
    staleTime: 0,
  });
}

export interface SubmitVerificationVariables {
  input: VerificationSubmission;
  existing: LawyerProfile | null;
}

/** Submits the verification; the stored profile replaces the cached one. */
export function submitVerificationMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: ({ input, existing }: SubmitVerificationVariables) =>
      submitVerification(input, existing),
    onSuccess: (profile) => queryClient.setQueryData(lawyerProfileKeys.own(profile.id), profile),
  });
}
