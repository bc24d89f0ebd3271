import { toConsultationRequest, type ConsultationRequest } from '@nyaya/shared-platform';

/** A request as an approved lawyer sees it: open to any lawyer, or one of their cases. */
export interface CaseRequest extends ConsultationRequest {
  /** The client's full name; null when unknown (the list shows its fallback). Never the e-mail. */
  clientName: string | null;
  /** When the client withdrew the request while the lawyer held it; null otherwise. */
  withdrawnAt: string | null;
}

/**
 * The columns toConsultationRequest reads (a row selected with CONSULTATION_REQUEST_COLUMNS),
 * and `withdrawn_at` where it was selected.
 */
export type CaseRequestRow = Parameters<typeof toConsultationRequest>[0] & {
  withdrawn_at?: string | null;
};

export function toCaseRequest(row: CaseRequestRow, clientName: string | null = null): CaseRequest {
  return { ...toConsultationRequest(row), clientName, withdrawnAt: row.withdrawn_at ?? null };
}

/** Whether the meeting of a scheduled case has started, so the case can be completed. */
export function meetingHasStarted(request: CaseRequest, now: number = Date.now()): boolean {
  if (request.status !== 'scheduled' || !request.scheduledFor) return false;
  const start = Date.parse(request.scheduledFor);
  return !Number.isNaN(start) && start <= now;
}
