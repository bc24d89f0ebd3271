import type { CaseRequest } from './caseRequest';

/** The lawyer dashboard's two lists (docs/product/lawyer-portal.md). */
export interface CaseLists {
  /** 'Available Consultation Requests': pending and open to any lawyer. */
  open: CaseRequest[];
  /** 'My Cases': addressed or assigned to the lawyer, whatever their status. */
  mine: CaseRequest[];
}

/** The dashboard's three counters (docs/product/lawyer-portal.md). */
export interface CaseCounts {
  /** Open, unassigned requests. */
  consultationRequests: number;
  /** The lawyer's cases still in hand: neither completed nor cancelled. */
  myCases: number;
  /** The lawyer's completed cases. */
  completedCases: number;
}

export const NO_CASES: CaseCounts = { consultationRequests: 0, myCases: 0, completedCases: 0 };

const CLOSED_STATUSES: readonly string[] = ['completed', 'cancelled'];

/** Whether a request is open to any lawyer and can still be accepted. */
export function isOpenRequest(request: CaseRequest): boolean {
  return request.lawyerId === null && request.status === 'pending';
}

/** A pending request a client addressed to this lawyer: they accept or decline it. */
export function isRequestedOf(request: CaseRequest, lawyerId: string): boolean {
  return request.lawyerId === lawyerId && request.status === 'pending';
}

/**
 * A case this lawyer holds (assigned, scheduled, completed) has a case room: the conversation
 * with the client (docs/product/case-room.md). A lawyer who released it no longer holds it.
 */
export function hasCaseRoomOf(request: CaseRequest, lawyerId: string): boolean {
  return (
    request.lawyerId === lawyerId &&
    (request.status === 'assigned' ||
      request.status === 'scheduled' ||
      request.status === 'completed')
  );
}

/** The case room of a request: its address is the request's id. */
export function caseRoomPath(requestId: string): string {
  return `/cases/${encodeURIComponent(requestId)}`;
}

/**
 * Splits what the database lists into open requests and the lawyer's cases, keeping its order
 * (newest first). Anything else (an open request no longer pending) belongs to neither.
 */
export function splitCaseRequests(requests: readonly CaseRequest[], lawyerId: string): CaseLists {
  return {
    open: requests.filter(isOpenRequest),
    mine: requests.filter((request) => request.lawyerId === lawyerId),
  };
}

export function countCases({ open, mine }: CaseLists): CaseCounts {
  return {
    consultationRequests: open.length,
    myCases: mine.filter((request) => !CLOSED_STATUSES.includes(request.status)).length,
    completedCases: mine.filter((request) => request.status === 'completed').length,
  };
}

/**
 * The list with `updated` (a row a lifecycle function answered) in place of the request it
 * was. The answer has no client name; the listed one is kept.
 */
export function replaceCaseRequest(
  requests: readonly CaseRequest[],
  updated: CaseRequest,
): CaseRequest[] {
  return requests.map((request) =>
    request.id === updated.id
      ? { ...updated, clientName: updated.clientName ?? request.clientName }
      : request,
  );
}

/** The list without a request the lawyer handed back (they never see it again). */
export function removeCaseRequest(
  requests: readonly CaseRequest[],
  requestId: string,
): CaseRequest[] {
  return requests.filter((request) => request.id !== requestId);
}
