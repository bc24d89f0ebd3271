import type { RequestStatus } from '@nyaya/db';
import type { ClientRequestRow } from '../api/clientRequests';

/** A lawyer gave the request back: declined it (it was addressed to them) or released the case. */
export interface HandBack {
  kind: 'declined' | 'released';
  /** The lawyer who gave it back; null when they have no name on file. */
  lawyerName: string | null;
  /** Why the case was released (a released case always has one); null for a decline. */
  reason: string | null;
}

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
  /**
   * The last hand-back, while the request is open to any lawyer because of it; null once
   * another lawyer has it, or when no lawyer ever gave it back.
   */
  handBack: HandBack | null;
  /**
   * Whether the client may withdraw it now (the database's rule): pending, accepted with no
   * meeting yet, or scheduled with a lawyer who is no longer approved.
   */
  withdrawable: boolean;
}

/** The request is in a lawyer's hands: withdrawing it tells that lawyer. */
export function isWithALawyer(request: ClientRequest): boolean {
  return request.status === 'assigned' || request.status === 'scheduled';
}

/**
 * A lawyer holds or held the request (assigned, scheduled, completed), so it has a case room:
 * the conversation with that lawyer (docs/product/case-room.md).
 */
export function hasCaseRoom(request: Pick<ClientRequest, 'status'>): boolean {
  return (
    request.status === 'assigned' ||
    request.status === 'scheduled' ||
    request.status === 'completed'
  );
}

/** The case room of a request: its address is the request's id. */
export function caseRoomPath(requestId: string): string {
  return `/cases/${encodeURIComponent(requestId)}`;
}

function handBackOf(row: ClientRequestRow): HandBack | null {
  if (row.lawyer_id !== null || row.status !== 'pending') return null;
  if (row.return_kind !== 'declined' && row.return_kind !== 'released') return null;
  return {
    kind: row.return_kind,
    lawyerName: row.returned_by_name?.trim() || null,
    reason: row.return_reason?.trim() || null,
  };
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
    handBack: handBackOf(row),
    withdrawable: row.withdrawable ?? row.status === 'pending',
  };
}
