import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callOps, type VerificationRow } from '../../staff-access/api/opsRpc';
import { REFRESH_MS } from '../../counters/api/counters';
import { opsKeys } from '../../staff-access/api/capabilities';
import { VERIFICATION_PAGE_SIZE, verificationCursor, type Decision } from '../model/verification';

type Cursor = ReturnType<typeof verificationCursor>;

/** Pending lawyers, oldest submission first. */
export function verificationQueueQuery() {
  return infiniteQueryOptions({
    queryKey: [...opsKeys.verifications, 'queue'],
    queryFn: ({ pageParam }) =>
      callOps('verification_queue', { page_size: VERIFICATION_PAGE_SIZE, ...(pageParam ?? {}) }),
    initialPageParam: null as Cursor,
    getNextPageParam: (page: VerificationRow[]) => verificationCursor(page),
    refetchInterval: REFRESH_MS,
  });
}

export function verificationHistoryQuery(lawyerId: string) {
  return queryOptions({
    queryKey: [...opsKeys.verifications, 'history', lawyerId],
    queryFn: () => callOps('verification_history', { lawyer_id: lawyerId }),
  });
}

export function lawyerComplaintsQuery(lawyerId: string) {
  return queryOptions({
    queryKey: [...opsKeys.verifications, 'complaints', lawyerId],
    queryFn: () => callOps('lawyer_complaints', { lawyer_id: lawyerId }),
  });
}

/**
 * Decides on the version the reviewer saw. A profile edited since is refused (PT409
 * 'changed_since_review') with the sentence of docs/product/ops-console.md.
 */
export const decideVerification = (
  lawyerId: string,
  decision: Decision,
  version: string,
  note: string | null,
) =>
  callOps(
    'decide_lawyer_verification',
    { lawyer_id: lawyerId, decision, reviewed_version: version, note },
    { conflicts: { changed_since_review: 'mf_ops_console:verifications.changedSince' } },
  );
