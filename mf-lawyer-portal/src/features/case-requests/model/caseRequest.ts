import type { RequestStatus } from '@nyaya/db';
import type { CaseRequestRow } from '../api/caseRequests';

/**
 * A consultation request as an approved lawyer's lists show it: open to any lawyer, or one of
 * their cases, with the client's name.
 */
export interface CaseRequest {
  id: string;
  clientId: string;
  /** Null: open to any lawyer. */
  lawyerId: string | null;
  serviceType: string;
  description: string;
  location: string | null;
  phone: string | null;
  /** One of REQUEST_STATUSES, but shown raw if the backend ever sends another value. */
  status: RequestStatus | (string & {});
  /** When the meeting takes place; set while the request is scheduled (and kept after). */
  scheduledFor: string | null;
  createdAt: string;
  /** The client's full name; null when unknown (the list shows its fallback). Never the e-mail. */
  clientName: string | null;
  /** When the client withdrew the request while the lawyer held it; null otherwise. */
  withdrawnAt: string | null;
}

export function toCaseRequest(row: CaseRequestRow, clientName: string | null = null): CaseRequest {
  return {
    id: row.id,
    clientId: row.client_id,
    lawyerId: row.lawyer_id,
    serviceType: row.service_type,
    description: row.description,
    location: row.location,
    phone: row.phone,
    status: row.status,
    scheduledFor: row.scheduled_for,
    createdAt: row.created_at,
    clientName,
    withdrawnAt: row.withdrawn_at,
  };
}

/** Whether the meeting of a scheduled case has started, so the case can be completed. */
export function meetingHasStarted(request: CaseRequest, now: number = Date.now()): boolean {
  if (request.status !== 'scheduled' || !request.scheduledFor) return false;
  const start = Date.parse(request.scheduledFor);
  return !Number.isNaN(start) && start <= now;
}
