import type { RequestStatus, Tables } from '@nyaya/shared-platform';

export type RequestRow = Tables<'consultation_requests'>;

/** The columns a lawyer reads of a request (explicit: column grants refuse `*`). */
export const REQUEST_COLUMNS =
  'id, client_id, lawyer_id, service_type, description, location, phone, status, created_at';

/** A request as an approved lawyer sees it: open to any lawyer, or one of their cases. */
export interface CaseRequest {
  id: string;
  clientId: string;
  /** Null: open to any lawyer. */
  lawyerId: string | null;
  serviceType: string;
  description: string;
  location: string | null;
  phone: string | null;
  status: RequestStatus | (string & {});
  createdAt: string;
  /** The client's full name; null when unknown (the list shows its fallback). Never the e-mail. */
  clientName: string | null;
}

export function toCaseRequest(row: RequestRow, clientName: string | null = null): CaseRequest {
  return {
    id: row.id,
    clientId: row.client_id,
    lawyerId: row.lawyer_id,
    serviceType: row.service_type,
    description: row.description,
    location: row.location,
    phone: row.phone,
    status: row.status,
    createdAt: row.created_at,
    clientName,
  };
}
