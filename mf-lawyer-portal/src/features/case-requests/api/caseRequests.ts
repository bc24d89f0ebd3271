import {
  DataError,
  loadSupabaseClient,
  toDataError,
  type DatabaseClient,
  type DataErrorMessages,
  type QualifiedKey,
} from '@nyaya/shared-platform';
import type { QueryData } from '@supabase/supabase-js';
import { toCaseRequest, type CaseRequest } from '../model/caseRequest';

/**
 * The requests a lawyer's lists show, with the columns the cards use (explicit: `select('*')`
 * breaks under column grants). To show another column, name it here: supabase-js infers
 * CaseRequestRow from this string and the generated types.
 */
function selectCaseRequests(supabase: DatabaseClient) {
  return supabase
    .from('consultation_requests')
    .select(
      'id, client_id, lawyer_id, service_type, description, location, phone, status, scheduled_for, created_at, withdrawn_at',
    );
}

/** A request as the lists select it; the lifecycle functions answer whole rows, which fit. */
export type CaseRequestRow = QueryData<ReturnType<typeof selectCaseRequests>>[number];

type MessageKey = QualifiedKey<'mf_lawyer_portal'>;

/**
 * A lifecycle function's refusals: by PT409 hint (`conflicts`), by 22023 hint (`invalid`, which
 * the platform leaves to the server's text), by check constraint, and by the database's own
 * sentence (`sentences`, for refusals without a hint), so each reads in the lawyer's language.
 */
interface CaseErrorMessages extends DataErrorMessages {
  conflicts?: Readonly<Record<string, MessageKey>>;
  /** By PT429 hint: a limit on the caller. */
  limits?: Readonly<Record<string, MessageKey>>;
  /** The sentence for PT404, when this function has its own. */
  notFound?: MessageKey;
  invalid?: Readonly<Record<string, MessageKey>>;
  constraints?: Readonly<Record<string, MessageKey>>;
  sentences?: ReadonlyArray<{ match: string | RegExp; key: MessageKey }>;
}

// Every function answers PT404 for a request that is not the caller's (or is gone).
const NOT_FOUND: MessageKey = 'mf_lawyer_portal:errors.notFound';

/** The accept function's refusals (public.accept_consultation_request). */
export const ACCEPT_ERROR_MESSAGES = {
  conflicts: {
    not_open: 'mf_lawyer_portal:errors.notOpen',
    already_accepted: 'mf_lawyer_portal:errors.alreadyAccepted',
    handed_back: 'mf_lawyer_portal:errors.handedBack',
  },
  sentences: [
    {
      match: 'Not allowed: only approved lawyers can accept consultation requests.',
      key: 'mf_lawyer_portal:errors.onlyApprovedAccept',
    },
    {
      match: 'Not allowed: you cannot accept your own consultation request.',
      key: 'mf_lawyer_portal:errors.ownRequest',
    },
  ],
  limits: { case_limit: 'mf_lawyer_portal:errors.caseLimit' },
  // Taken by another lawyer, withdrawn, handed back or unknown: one answer (ADR 0020).
  notFound: 'mf_lawyer_portal:errors.notAvailable',
} as const satisfies CaseErrorMessages;

/** public.decline_consultation_request */
export const DECLINE_ERROR_MESSAGES = {
  conflicts: { not_pending: 'mf_lawyer_portal:errors.notPending' },
  sentences: [
    {
      match: 'Not allowed: only approved lawyers can decline consultation requests.',
      key: 'mf_lawyer_portal:errors.onlyApprovedDecline',
    },
  ],
} as const satisfies CaseErrorMessages;

/** public.schedule_consultation_request */
export const SCHEDULE_ERROR_MESSAGES = {
  conflicts: { not_assigned: 'mf_lawyer_portal:errors.scheduleNotAssigned' },
  invalid: {
    meeting_in_past: 'mf_lawyer_portal:errors.meetingInPast',
    meeting_too_far: 'mf_lawyer_portal:errors.meetingTooFar',
  },
  sentences: [
    {
      match: 'Not allowed: only approved lawyers can schedule consultations.',
      key: 'mf_lawyer_portal:errors.onlyApprovedSchedule',
    },
  ],
} as const satisfies CaseErrorMessages;

/** public.complete_consultation_request */
export const COMPLETE_ERROR_MESSAGES = {
  conflicts: {
    not_scheduled: 'mf_lawyer_portal:errors.notScheduled',
    meeting_not_started: 'mf_lawyer_portal:errors.meetingNotStarted',
  },
  sentences: [
    {
      match: 'Not allowed: only approved lawyers can complete consultations.',
      key: 'mf_lawyer_portal:errors.onlyApprovedComplete',
    },
  ],
} as const satisfies CaseErrorMessages;

/** public.release_consultation_request, and the column checks that back its reason rules. */
export const RELEASE_ERROR_MESSAGES = {
  conflicts: { not_assigned: 'mf_lawyer_portal:errors.releaseNotAssigned' },
  invalid: {
    reason_required: 'mf_lawyer_portal:errors.reasonRequired',
    reason_too_long: 'mf_lawyer_portal:errors.reasonTooLong',
  },
  constraints: {
    released_request_has_a_reason: 'mf_lawyer_portal:errors.reasonRequired',
    return_reason_has_visible_text: 'mf_lawyer_portal:errors.reasonRequired',
    return_reason_length: 'mf_lawyer_portal:errors.reasonTooLong',
    return_reason_has_no_control_characters: 'mf_lawyer_portal:errors.reasonControlCharacters',
  },
  sentences: [
    {
      match: 'Not allowed: only approved lawyers can release consultations.',
      key: 'mf_lawyer_portal:errors.onlyApprovedRelease',
    },
  ],
} as const satisfies CaseErrorMessages;

/** The form field a refusal is about, so a dialog can mark it; other refusals are no field's. */
export type CaseErrorField = 'meetingAt' | 'reason';

const FIELD_OF_HINT: Readonly<Record<string, CaseErrorField>> = {
  meeting_in_past: 'meetingAt',
  meeting_too_far: 'meetingAt',
  reason_required: 'reason',
  reason_too_long: 'reason',
};

const FIELD_OF_CONSTRAINT: Readonly<Record<string, CaseErrorField>> = {
  released_request_has_a_reason: 'reason',
  return_reason_has_visible_text: 'reason',
  return_reason_length: 'reason',
  return_reason_has_no_control_characters: 'reason',
};

/** The field a database refusal names, if any. */
export function fieldOfCaseError(error: unknown): CaseErrorField | null {
  if (!(error instanceof DataError)) return null;
  return (
    (error.code === '22023' && error.hint && FIELD_OF_HINT[error.hint]) ||
    (error.constraint && FIELD_OF_CONSTRAINT[error.constraint]) ||
    null
  );
}

/** toDataError, plus this feature's sentences for 22023 and PT429 hints and PT404. */
function toCaseError(error: unknown, status: number, messages: CaseErrorMessages): DataError {
  const dataError = toDataError(error, status, messages);
  const invalidKey =
    dataError.code === '22023' && dataError.hint ? messages.invalid?.[dataError.hint] : undefined;
  const limitKey =
    dataError.code === 'PT429' && dataError.hint ? messages.limits?.[dataError.hint] : undefined;
  const messageKey =
    invalidKey ??
    limitKey ??
    (dataError.code === 'PT404' ? (messages.notFound ?? NOT_FOUND) : undefined);
  if (!messageKey) return dataError;
  return new DataError(dataError.message, {
    reason: invalidKey ? 'invalid-value' : dataError.reason,
    code: dataError.code,
    status: dataError.status,
    hint: dataError.hint,
    constraint: dataError.constraint,
    messageKey,
    cause: error,
  });
}

/**
 * Open requests and the lawyer's own cases, newest first, each with the client's name (from the
 * `client_names` view; e-mails are never read). The database answers an approved lawyer only;
 * the filters keep out requests the lawyer filed as a client. Throws DataError.
 */
export async function listLawyerRequests(lawyerId: string): Promise<CaseRequest[]> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await selectCaseRequests(supabase)
    .or(`lawyer_id.is.null,lawyer_id.eq.${lawyerId}`)
    .neq('client_id', lawyerId)
    .order('created_at', { ascending: false });
  if (error) throw toDataError(error, status);
  const rows = data ?? [];
  if (rows.length === 0) return [];

  const clientIds = [...new Set(rows.map((row) => row.client_id))];
  const names = await supabase.from('client_names').select('id, full_name').in('id', clientIds);
  if (names.error) throw toDataError(names.error, names.status);
  const nameById = new Map((names.data ?? []).map((row) => [row.id, row.full_name]));
  return rows.map((row) => toCaseRequest(row, nameById.get(row.client_id) || null));
}

/**
 * Accepts an open request, or one addressed to the caller, for the calling approved lawyer,
 * race-safe in the database. A lost race, like any request the lawyer may no longer see, throws
 * DataError with code PT404; a lawyer with 10 accepted cases without a meeting gets PT429
 * (hint 'case_limit'). The answer has no client name: callers keep the one they listed.
 */
export async function acceptConsultationRequest(requestId: string): Promise<CaseRequest> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase.rpc('accept_consultation_request', {
    request_id: requestId,
  });
  if (error) throw toCaseError(error, status, ACCEPT_ERROR_MESSAGES);
  return toCaseRequest(data);
}

/**
 * Declines a pending request addressed to the caller: it opens to any other lawyer and leaves
 * the caller's lists for good. Throws DataError.
 */
export async function declineConsultationRequest(requestId: string): Promise<CaseRequest> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase.rpc('decline_consultation_request', {
    request_id: requestId,
  });
  if (error) throw toCaseError(error, status, DECLINE_ERROR_MESSAGES);
  return toCaseRequest(data);
}

/**
 * Sets (or moves) the meeting of the caller's assigned or scheduled case; `meetingAt` is an ISO
 * timestamp, after now and at most a year ahead. Throws DataError.
 */
export async function scheduleConsultationRequest(
  requestId: string,
  meetingAt: string,
): Promise<CaseRequest> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase.rpc('schedule_consultation_request', {
    request_id: requestId,
    meeting_at: meetingAt,
  });
  if (error) throw toCaseError(error, status, SCHEDULE_ERROR_MESSAGES);
  return toCaseRequest(data);
}

/** Marks the caller's scheduled case completed. Throws DataError. */
export async function completeConsultationRequest(requestId: string): Promise<CaseRequest> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase.rpc('complete_consultation_request', {
    request_id: requestId,
  });
  if (error) throw toCaseError(error, status, COMPLETE_ERROR_MESSAGES);
  return toCaseRequest(data);
}

/**
 * Gives up the caller's assigned or scheduled case with a reason the client reads (the database
 * trims it; at most 500 characters): it opens to any other lawyer and leaves the caller's lists.
 * Throws DataError.
 */
export async function releaseConsultationRequest(
  requestId: string,
  reason: string,
): Promise<CaseRequest> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase.rpc('release_consultation_request', {
    request_id: requestId,
    reason,
  });
  if (error) throw toCaseError(error, status, RELEASE_ERROR_MESSAGES);
  return toCaseRequest(data);
}
