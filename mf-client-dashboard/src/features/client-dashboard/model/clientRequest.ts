import type { RequestStatus, Tables } from '@nyaya/shared-platform';

/** A row of `client_consultation_requests`: the signed-in client's own requests. */
export type ClientRequestRow = Tables<'client_consultation_requests'>;

/** One of the client's consultation requests, as the dashboard shows it. */
export interface ClientRequest {
  id: string;
  /**
   * The lawyer the request is addressed or assigned to; null when it is open, or when that
   * lawyer has no name on file. The database tells a client nothing else about the lawyer.
   */
  lawyerName: string | null;
  serviceType: string;
  description: string;
  location: string | null;
  phone: string | null;
  /** One of REQUEST_STATUSES, but shown raw if the backend ever sends another value. */
  status: RequestStatus | (string & {});
  /** When the meeting takes place (ISO timestamp); set while the request is scheduled. */
  scheduledFor: string | null;
  createdAt: string;
}

/**
 * A view row as the dashboard shows it. Every column of a view is nullable in the generated
 * types; a row without an id (which the table's primary key rules out) is not a request.
 */
export function toClientRequest(row: ClientRequestRow): ClientRequest | null {
  if (!row.id) return null;
  return {
    id: row.id,
    lawyerName: row.lawyer_name?.trim() || null,
    serviceType: row.service_type ?? '',
    description: row.description ?? '',
    location: row.location,
    phone: row.phone,
    status: row.status ?? '',
    scheduledFor: row.scheduled_for,
    createdAt: row.created_at ?? '',
  };
}
