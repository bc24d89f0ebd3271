import type { Database } from '@nyaya/db';
import {
  DataError,
  loadSupabaseClient,
  toDataError,
  type DataErrorMessages,
  type QualifiedKey,
} from '@nyaya/shared-platform';
import type { CallbackValues } from '../model/callbackSchema';
import type { ComplaintValues } from '../model/complaintSchema';

/** Where a submission came from: 'site', or a partner's id for the embedded widget. */
export const SITE_SOURCE = 'site';

/** A sentence for every check constraint of call_support_requests and complaints. */
export const SUPPORT_ERROR_MESSAGES = {
  constraints: {
    name_required: 'mf_support_widgets:validation.nameRequired',
    name_at_most_200_chars: 'mf_support_widgets:validation.nameTooLong',
    name_is_single_line_text: 'mf_support_widgets:validation.nameSingleLine',
    mobile_number_is_indian_mobile: 'common:validation.indianMobile',
    mobile_number_is_normal_form: 'common:validation.indianMobile',
    issue_description_required: 'mf_support_widgets:validation.issueRequired',
    issue_description_at_most_5000_chars: 'mf_support_widgets:validation.issueTooLong',
    issue_description_has_no_control_characters:
      'mf_support_widgets:validation.issueControlCharacters',
    email_is_valid: 'common:validation.emailInvalid',
    phone_number_is_indian_mobile: 'common:validation.indianMobile',
    phone_number_is_normal_form: 'common:validation.indianMobile',
    complaint_text_required: 'mf_support_widgets:validation.complaintRequired',
    complaint_text_at_most_5000_chars: 'mf_support_widgets:validation.complaintTooLong',
    complaint_text_has_no_control_characters:
      'mf_support_widgets:validation.complaintControlCharacters',
  },
  // The hourly limits (PT429) and a partner page the database does not serve (42501), in its
  // words; the partner's name and the page's origin are the sentence's values.
  sentences: [
    {
      match:
        'Too many submissions from this phone number or e-mail address. Please try again in an hour.',
      key: 'mf_support_widgets:refusals.tooManyFromContact',
    },
    {
      match: 'Too many submissions from your network. Please try again in an hour.',
      key: 'mf_support_widgets:refusals.tooManyFromNetwork',
    },
    {
      match: /^The (?<partner>.+) support widget is not allowed on (?<origin>\S+)\.$/,
      key: 'mf_support_widgets:refusals.notAllowedOn',
    },
  ],
} as const satisfies {
  constraints: Record<string, QualifiedKey<'mf_support_widgets'>>;
  sentences: ReadonlyArray<{ match: string | RegExp; key: QualifiedKey<'mf_support_widgets'> }>;
} & DataErrorMessages;

type Functions = Database['public']['Functions'];
export type CallbackRpcArgs = Functions['submit_callback_request']['Args'];
export type ComplaintRpcArgs = Functions['submit_complaint']['Args'];

/** What a stored submission gives back: the number support staff find it by. */
export interface SubmissionReceipt {
  /** 'CB-…' for a callback request, 'CP-…' for a complaint. */
  referenceNumber: string;
}

/**
 * The arguments of public.submit_callback_request for the form's values. Pure: the partner
 * embed sends them with its own HTTP client.
 */
export function callbackRpcArgs(
  input: CallbackValues,
  source: string = SITE_SOURCE,
): CallbackRpcArgs & { source: string } {
  return {
    name: input.name,
    mobile_number: input.mobileNumber,
    issue_description: input.issueDescription,
    source,
  };
}

/**
 * The arguments of public.submit_complaint for the form's values. No user id: the database
 * takes it from the session (null for a visitor), so nobody can file in another's name.
 */
export function complaintRpcArgs(
  input: ComplaintValues,
  source: string = SITE_SOURCE,
): ComplaintRpcArgs & { source: string } {
  return {
    email: input.email,
    phone_number: input.phoneNumber,
    complaint_text: input.complaintText,
    source,
  };
}

/**
 * What a submission function answered, on supabase-js or postgrest-js alike (the partner embed):
 * the reference number, or a DataError with the feature's sentence for a refusal.
 */
export function receiptFrom({
  data,
  error,
  status,
}: {
  data: unknown;
  error: Parameters<typeof toDataError>[0] | null;
  status: number;
}): SubmissionReceipt {
  if (error) throw toDataError(error, status, SUPPORT_ERROR_MESSAGES);
  if (typeof data !== 'string' || data === '') {
    throw new DataError('The server stored the submission without a reference number.');
  }
  return { referenceNumber: data };
}

// Both tables are insert-only for visitors; these functions store one row and return its
// reference number, which a plain insert could not read back under row level security.

/**
 * Stores a callback request (anyone may) and resolves with its reference number. The database
 * allows 5 an hour per number (PT429). Rejects with a DataError.
 */
export async function submitCallback(
  input: CallbackValues,
  source: string = SITE_SOURCE,
): Promise<SubmissionReceipt> {
  const supabase = await loadSupabaseClient();
  return receiptFrom(await supabase.rpc('submit_callback_request', callbackRpcArgs(input, source)));
}

/**
 * Stores a complaint (anyone may; the signed-in user's id is attached by the database) and
 * resolves with its reference number. The database allows 5 an hour per phone or e-mail
 * (PT429). Rejects with a DataError.
 */
export async function submitComplaint(
  input: ComplaintValues,
  source: string = SITE_SOURCE,
): Promise<SubmissionReceipt> {
  const supabase = await loadSupabaseClient();
  return receiptFrom(await supabase.rpc('submit_complaint', complaintRpcArgs(input, source)));
}

/**
 * Whether the database answered and refused the submission (a rule it checks, the hourly
 * limit, an unknown source, a page it does not serve): a 4xx answer, whose sentence the form
 * shows. Not a network failure or a server fault, where trying again may be enough.
 */
export function isSubmissionRefusal(error: unknown): error is DataError {
  return (
    error instanceof DataError &&
    error.reason !== 'network' &&
    error.status !== null &&
    error.status >= 400 &&
    error.status < 500
  );
}
