import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { acceptConsultationRequest, listLawyerRequests } from './caseRequests';

export const caseRequestKeys = {
  ofLawyer: (lawyerId: string) => ['mf_lawyer_portal', 'case-requests', lawyerId] as const,
};

/**
 * Open requests and the lawyer's cases. Pass `enabled: profile?.approvalStatus === 'approved'`:
 * only approved lawyers load them (spec section 6; the database refuses everyone else too).
 */
export function lawyerRequestsQuery(lawyerId: string | null | undefined, enabled = true) {
  return queryOptions({
    queryKey: caseRequestKeys.ofLawyer(lawyerId ?? ''),
    queryFn: () => listLawyerRequests(lawyerId!),
    enabled: enabled && Boolean(lawyerId),
  });
}

/** Accepts a request, then refetches the lawyer's lists (also after a lost race). */
export function acceptRequestMutation(queryClient: QueryClient, lawyerId: string) {
  return mutationOptions({
    mutationFn: acceptConsultationRequest,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: caseRequestKeys.ofLawyer(lawyerId) }),
  });
}
