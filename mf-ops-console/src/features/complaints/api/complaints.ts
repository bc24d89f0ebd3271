import { infiniteQueryOptions } from '@tanstack/react-query';
import { callOps, type ComplaintRow } from '../../staff-access/api/opsRpc';
import { REFRESH_MS } from '../../counters/api/counters';
import { opsKeys } from '../../staff-access/api/capabilities';
import { COMPLAINT_PAGE_SIZE, complaintCursor, type ComplaintFilter } from '../model/complaint';

type Cursor = ReturnType<typeof complaintCursor>;

/** Newest first; `reference` finds one complaint by its reference number (any status). */
export function complaintQueueQuery(filter: ComplaintFilter, reference: string) {
  return infiniteQueryOptions({
    queryKey: [...opsKeys.complaints, filter, reference],
    queryFn: ({ pageParam }) =>
      callOps('complaint_queue', {
        status_filter: reference ? 'all' : filter || null,
        reference: reference || null,
        page_size: COMPLAINT_PAGE_SIZE,
        ...(pageParam ?? {}),
      }),
    initialPageParam: null as Cursor,
    getNextPageParam: (page: ComplaintRow[]) => complaintCursor(page),
    refetchInterval: REFRESH_MS,
  });
}

export const setComplaintStatus = (id: string, status: string, response: string | null) =>
  callOps('set_complaint_status', { complaint_id: id, status, response });

export const linkComplaintLawyer = (id: string, lawyerId: string | null) =>
  callOps('link_complaint_lawyer', { complaint_id: id, lawyer_id: lawyerId });

export const findLawyersForLink = (query: string) => callOps('find_lawyers_for_link', { query });
