import {
  toConsultationRequest,
  type ConsultationRequest,
  type Tables,
} from '@nyaya/shared-platform';

/** A request as an approved lawyer sees it: open to any lawyer, or one of their cases. */
export interface CaseRequest extends ConsultationRequest {
  /** The client's full name; null when unknown (the list shows its fallback). Never the e-mail. */
  clientName: string | null;
}

export function toCaseRequest(
  row: Tables<'consultation_requests'>,
  clientName: string | null = null,
): CaseRequest {
  return { ...toConsultationRequest(row), clientName };
}
