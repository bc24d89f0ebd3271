// Kept for remotes built against 1.1 (removed in 2.0). Each feature now selects the columns it
// shows and reads the row type supabase-js infers from that select (see @nyaya/db's README).
import type { RequestStatus, Tables } from '@nyaya/db';

/**
 * The columns of a request its readers select (explicit: `select('*')` breaks under column grants).
 * @deprecated Select the columns a feature shows in its own `api/` module.
 */
export const CONSULTATION_REQUEST_COLUMNS =
  'id, client_id, lawyer_id, service_type, description, location, phone, status, scheduled_for, created_at';

/** The row as selected with CONSULTATION_REQUEST_COLUMNS (a whole row fits too). */
type ConsultationRequestRow = Pick<
  Tables<'consultation_requests'>,
  | 'id'
  | 'client_id'
  | 'lawyer_id'
  | 'service_type'
  | 'description'
  | 'location'
  | 'phone'
  | 'status'
  | 'scheduled_for'
  | 'created_at'
>;

/**
 * A consultation request as the client's and the lawyer's dashboards read it.
 * @deprecated Use the row type supabase-js infers from the feature's own select.
 */
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
  /** When the meeting takes place; set while the request is scheduled (and kept after). */
  scheduledFor: string | null;
  createdAt: string;
}

/** @deprecated Map the row a feature selects in that feature. */
export function toConsultationRequest(row: ConsultationRequestRow): ConsultationRequest {
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
  };
}
