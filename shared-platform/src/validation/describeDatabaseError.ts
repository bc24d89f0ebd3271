import { ERROR_MESSAGES as E, VALIDATION_MESSAGES as M } from './messages';

/**
 * The error shapes the backend produces: PostgREST errors ({code, message, details, hint}),
 * auth-js errors ({name, message, status, code}), and a `status` of 0 when nothing answered.
 */
export interface BackendErrorLike {
  code?: string | null;
  message?: string | null;
  details?: string | null;
  hint?: string | null;
  status?: number | null;
  name?: string | null;
}

/** A friendly sentence per check constraint in supabase/migrations (names are the rules). */
export const CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  // profiles
  full_name_at_most_200_chars: M.nameTooLong,
  email_is_valid: M.emailInvalid,
  // lawyer_profiles
  name_at_most_200_chars: M.nameTooLong,
  bar_council_id_required: M.barCouncilIdRequired,
  bar_council_id_at_most_50_chars: M.barCouncilIdTooLong,
  years_experience_between_0_and_70: 'Years of experience must be between 0 and 70.',
  expertise_areas_not_empty: M.expertiseRequired,
  expertise_areas_are_known_specializations: M.unknownExpertise,
  location_is_known_practice_locations: M.unknownPracticeLocation,
  bio_at_most_2000_chars: M.bioTooLong,
  approval_status_is_known: 'That verification status is not recognised.',
  rating_between_0_and_5: 'The rating must be between 0 and 5.',
  hourly_rate_in_rupees_between_0_and_1000000: 'The hourly rate must be between ₹0 and ₹10,00,000.',
  profile_picture_url_is_https:
    'The profile picture must be an https:// address of at most 2048 characters.',
  // consultation_requests
  service_type_is_known_specialization: M.unknownServiceType,
  description_required: M.requiredFields,
  description_at_most_5000_chars: M.descriptionTooLong,
  location_at_most_200_chars: M.locationTooLong,
  phone_is_indian_mobile: M.indianMobile,
  status_is_known: 'That request status is not recognised.',
  lawyer_is_not_the_client: M.ownRequest,
  // call_support_requests
  name_required: M.nameRequired,
  mobile_number_is_indian_mobile: M.indianMobile,
  issue_description_required: M.issueRequired,
  issue_description_at_most_5000_chars: M.issueTooLong,
  source_is_site_or_partner_id:
    'The source must be "site" or a partner id (lowercase letters, digits, "-" or "_").',
  // complaints
  phone_number_is_indian_mobile: M.indianMobile,
  complaint_text_required: M.complaintRequired,
  complaint_text_at_most_5000_chars: M.complaintTooLong,
};

/** The user-facing message for a failed backend call. Falls back to the server's own message. */
export function describeDatabaseError(error: unknown, fallback: string = E.generic): string {
  if (isNetworkFailure(error)) return E.network;
  if (typeof error === 'string') return error.trim() || fallback;
  if (!error || typeof error !== 'object') return fallback;

  const { code, message, hint } = error as BackendErrorLike;
  const serverMessage = message?.trim() || fallback;

  switch (code) {
    case '23514': {
      const constraint = violatedConstraint(error as BackendErrorLike);
      return (constraint && CONSTRAINT_MESSAGES[constraint]) || serverMessage;
    }
    case '23502':
      return M.requiredFields;
    case '42501':
      return E.notAllowed;
    case 'PT409':
      if (hint === 'already_accepted') return E.alreadyAccepted;
      if (hint === 'not_open') return E.notOpen;
      return serverMessage;
    case 'PT429':
      return serverMessage;
    case 'PGRST301':
    case 'PGRST303':
      return E.sessionExpired;
    default:
      return serverMessage;
  }
}

/** The constraint a 23514 names: in the message (PostgREST) or in details (local stack). */
export function violatedConstraint(error: BackendErrorLike): string | null {
  const fromMessage = /violates check constraint "([^"]+)"/.exec(error.message ?? '')?.[1];
  const fromDetails = /Failing constraint: (\S+)/.exec(error.details ?? '')?.[1];
  return fromMessage ?? fromDetails ?? null;
}

const NETWORK_MESSAGE =
  /^(TypeError|FetchError|AbortError)(: |$)|Failed to fetch|NetworkError|Load failed|fetch failed|Network request failed/i;

/** Nothing answered: offline, DNS, CORS, connection reset, or an aborted request. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return NETWORK_MESSAGE.test(error.message);
  if (!error || typeof error !== 'object') return false;
  const { name, status, code, message } = error as BackendErrorLike;
  if (name === 'AuthRetryableFetchError') return true;
  if (status === 0) return true;
  // postgrest-js reports a thrown fetch as { code: '', message: 'TypeError: Failed to fetch' }.
  return (
    (code === '' || code == null) &&
    NETWORK_MESSAGE.test(message ?? '') &&
    !name?.startsWith('Auth')
  );
}
