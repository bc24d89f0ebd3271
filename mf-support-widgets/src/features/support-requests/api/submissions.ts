import {
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
    issue_description_required: 'mf_support_widgets:validation.issueRequired',
    issue_description_at_most_5000_chars: 'mf_support_widgets:validation.issueTooLong',
    issue_description_has_no_control_characters:
      'mf_support_widgets:validation.issueControlCharacters',
    email_is_valid: 'common:validation.emailInvalid',
    phone_number_is_indian_mobile: 'common:validation.indianMobile',
    complaint_text_required: 'mf_support_widgets:validation.complaintRequired',
    complaint_text_at_most_5000_chars: 'mf_support_widgets:validation.complaintTooLong',
    complaint_text_has_no_control_characters:
      'mf_support_widgets:validation.complaintControlCharacters',
  },
} as const satisfies {
  constraints: Record<string, QualifiedKey<'mf_support_widgets'>>;
} & DataErrorMessages;

// Both are insert-only tables: no .select(), which row level security would refuse.

/** Stores a callback request (anyone may). The database allows 5 per hour per number. */
export async function submitCallback(
  input: CallbackValues,
  source: string = SITE_SOURCE,
): Promise<void> {
  const supabase = await loadSupabaseClient();
  const { error, status } = await supabase.from('call_support_requests').insert({
    name: input.name,
    mobile_number: input.mobileNumber,
    issue_description: input.issueDescription,
    source,
  });
  if (error) throw toDataError(error, status, SUPPORT_ERROR_MESSAGES);
}

export interface NewComplaint extends ComplaintValues {
  /** The signed-in user's id, or null for a visitor. */
  userId: string | null;
}

/** Stores a complaint (anyone may). The database allows 5 per hour per phone or e-mail. */
export async function submitComplaint(
  input: NewComplaint,
  source: string = SITE_SOURCE,
): Promise<void> {
  const supabase = await loadSupabaseClient();
  const { error, status } = await supabase.from('complaints').insert({
    user_id: input.userId,
    email: input.email,
    phone_number: input.phoneNumber,
    complaint_text: input.complaintText,
    source,
  });
  if (error) throw toDataError(error, status, SUPPORT_ERROR_MESSAGES);
}
