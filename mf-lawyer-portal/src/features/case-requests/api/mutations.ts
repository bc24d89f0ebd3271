import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { CaseRequest } from '../model/caseRequest';
import { removeCaseRequest, replaceCaseRequest } from '../model/caseLists';
import {
  acceptConsultationRequest,
  completeConsultationRequest,
  declineConsultationRequest,
  releaseConsultationRequest,
  scheduleConsultationRequest,
} from './caseRequests';
import { caseRequestKeys } from './queries';

export type CaseAction = 'accept' | 'decline' | 'schedule' | 'complete' | 'release';

export interface ScheduleVariables {
  requestId: string;
  /** ISO timestamp. */
  meetingAt: string;
}

export interface ReleaseVariables {
  requestId: string;
  reason: string;
}

/**
 * One lifecycle step. The row the database answers goes straight into the cached lists (a
 * request handed back leaves them: the lawyer does not see it again), which are then read
 * again. After a refusal (another lawyer was faster, the client cancelled) the mutation
 * settles only once the lists are fresh, so the lawyer sees what became of the request.
 * Never retried: each is one conditional update in the database.
 */
function caseMutation<Variables>(
  queryClient: QueryClient,
  lawyerId: string,
  action: CaseAction,
  mutationFn: (variables: Variables) => Promise<CaseRequest>,
  handsBack: boolean,
) {
  const lists = { queryKey: caseRequestKeys.ofLawyer(lawyerId) };
  return mutationOptions({
    mutationKey: [...caseRequestKeys.all, action],
    mutationFn,
    onSuccess: async (updated) => {
      // A read that started before the update committed would bring the old row back.
      await queryClient.cancelQueries(lists);
      queryClient.setQueryData<CaseRequest[]>(
        lists.queryKey,
        (requests) =>
          requests &&
          (handsBack
            ? removeCaseRequest(requests, updated.id)
            : replaceCaseRequest(requests, updated)),
      );
      void queryClient.invalidateQueries(lists);
    },
    onError: () => queryClient.invalidateQueries(lists),
  });
}

/** Accepts an open request, or one addressed to the lawyer: it moves to My Cases. */
export function acceptRequestMutation(queryClient: QueryClient, lawyerId: string) {
  return caseMutation(queryClient, lawyerId, 'accept', acceptConsultationRequest, false);
}

/** Declines a request addressed to the lawyer: it leaves their lists. */
export function declineRequestMutation(queryClient: QueryClient, lawyerId: string) {
  return caseMutation(queryClient, lawyerId, 'decline', declineConsultationRequest, true);
}

/** Schedules, or reschedules, the meeting of one of the lawyer's cases. */
export function scheduleRequestMutation(queryClient: QueryClient, lawyerId: string) {
  return caseMutation(
    queryClient,
    lawyerId,
    'schedule',
    ({ requestId, meetingAt }: ScheduleVariables) =>
      scheduleConsultationRequest(requestId, meetingAt),
    false,
  );
}

/** Marks a scheduled case completed. */
export function completeRequestMutation(queryClient: QueryClient, lawyerId: string) {
  return caseMutation(queryClient, lawyerId, 'complete', completeConsultationRequest, false);
}

/** Releases one of the lawyer's cases with a reason: it leaves their lists. */
export function releaseRequestMutation(queryClient: QueryClient, lawyerId: string) {
  return caseMutation(
    queryClient,
    lawyerId,
    'release',
    ({ requestId, reason }: ReleaseVariables) => releaseConsultationRequest(requestId, reason),
    true,
  );
}
