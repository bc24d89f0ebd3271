import { queryOptions } from '@tanstack/react-query';
import { listLawyerRequests } from './caseRequests';

export const caseRequestKeys = {
  all: ['mf_lawyer_portal', 'case-requests'] as const,
  ofLawyer: (lawyerId: string) => [...caseRequestKeys.all, lawyerId] as const,
};

/**
 * Open requests and the lawyer's cases. Pass `enabled: profile?.approvalStatus === 'approved'`:
 * only approved lawyers load them (docs/product/users-and-roles.md; the database refuses everyone
 * else too). Always stale: open requests go to whoever accepts first, so a lawyer coming back to
 * the tab sees what arrived or was taken meanwhile.
 */
export function lawyerRequestsQuery(lawyerId: string | null | undefined, enabled = true) {
  return queryOptions({
    queryKey: caseRequestKeys.ofLawyer(lawyerId ?? ''),
    queryFn: () => listLawyerRequests(lawyerId!),
    enabled: enabled && Boolean(lawyerId),
    staleTime: 0,
  });
}
