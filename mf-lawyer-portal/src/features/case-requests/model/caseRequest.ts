import { toConsultationRequest, type ConsultationRequest } from '@nyaya/shared-platform';

/** A request as an approved lawyer sees it: open to any lawyer, or one of their cases. */
export interface CaseRequest extends ConsultationRequest {
  /** The client's full name; null when unknown (the list shows its fallback). Never the e-mail. */
  clientName: string | null;
}

/** The columns toConsultationRequest reads: a row selected with CONSULTATION_REQUEST_COLUMNS. */
export type CaseRequestRow = Parameters<typeof toConsultationRequest>[0];

export function toCaseRequest(row: CaseRequestRow, clientName: string | null = null): CaseRequest {
  return { ...toConsultationRequest(row), clientName };
}
