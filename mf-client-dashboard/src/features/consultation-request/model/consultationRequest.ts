import type { RequestStatus, Tables } from '@nyaya/shared-platform';

export type RequestRow = Tables<'consultation_requests'>;

/** The columns a client reads of their own requests (explicit: `select('*')` breaks under column grants). */
export const REQUEST_COLUMNS =
  'id, client_id, lawyer_id, service_type, description, location, phone, status, created_at';

export interface ConsultationRequest {
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
  createdAt: string;
}

export function toConsultationRequest(row: RequestRow): ConsultationRequest {
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
  };
}
