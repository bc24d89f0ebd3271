import type { ClientRequest } from './clientRequest';

/** The dashboard's counters (docs/product/consultation-requests.md). */
export interface RequestSummary {
  total: number;
  pending: number;
  assigned: number;
  /** Requests in `scheduled` status. */
  scheduled: number;
  /** Past consultations: requests in `completed` status. */
  completed: number;
  /** The earliest scheduled meeting not yet begun (ISO timestamp), or null. */
  nextMeeting: string | null;
}

/** Counts the client's requests by status; `now` decides which meetings are still ahead. */
export function summarizeRequests(
  requests: readonly ClientRequest[],
  now: number = Date.now(),
): RequestSummary {
  const count = (status: string) => requests.filter((request) => request.status === status).length;
  const upcoming = requests
    .filter((request) => request.status === 'scheduled' && request.scheduledFor)
    .map((request) => ({ at: request.scheduledFor!, time: Date.parse(request.scheduledFor!) }))
    .filter(({ time }) => time >= now)
    .sort((a, b) => a.time - b.time);
  return {
    total: requests.length,
    pending: count('pending'),
    assigned: count('assigned'),
    scheduled: count('scheduled'),
    completed: count('completed'),
    nextMeeting: upcoming[0]?.at ?? null,
  };
}
