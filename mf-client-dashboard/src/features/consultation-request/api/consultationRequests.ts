import {
  DataError,
  loadSupabaseClient,
  toDataError,
  type DataErrorMessages,
  type QualifiedKey,
} from '@nyaya/shared-platform';
import type { ConsultationRequestValues } from '../model/consultationRequestSchema';

/** A sentence for every check constraint of consultation_requests (and the lawyer trigger's). */
export const REQUEST_ERROR_MESSAGES = {
  constraints: {
    service_type_is_known_specialization: 'mf_client_dashboard:validation.unknownServiceType',
    description_required: 'mf_client_dashboard:validation.requiredFields',
    description_at_most_5000_chars: 'mf_client_dashboard:validation.descriptionTooLong',
    description_has_no_control_characters:
      'mf_client_dashboard:validation.descriptionControlCharacters',
    location_at_most_200_chars: 'mf_client_dashboard:validation.locationTooLong',
    location_has_visible_text: 'mf_client_dashboard:validation.locationNeedsLetters',
    location_is_single_line_text: 'mf_client_dashboard:validation.locationSingleLine',
    phone_is_indian_mobile: 'common:validation.indianMobile',
    // The database stores '+91' and ten digits whatever was typed; a number it cannot bring to
    // that form is not an Indian mobile.
    phone_is_normal_form: 'common:validation.indianMobile',
    status_is_known: 'common:errors.invalidValue',
    scheduled_request_has_a_time: 'common:errors.invalidValue',
    // Lawyers' steps write these; a client's insert never names them.
    released_request_has_a_reason: 'common:errors.invalidValue',
    declined_request_has_no_reason: 'common:errors.invalidValue',
    hand_back_has_a_kind_and_a_time: 'common:errors.invalidValue',
    lawyer_is_not_the_client: 'mf_client_dashboard:validation.ownRequest',
    // Withdrawing and completing write these (docs/adr/0020); a new request never meets them.
    withdrawn_request_is_cancelled: 'common:errors.invalidValue',
    completed_after_meeting_start: 'common:errors.invalidValue',
  },
  // The hourly and waiting limits (PT429), in the database's words.
  sentences: [
    {
      match: 'You have sent 10 consultation requests in the last hour. Please try again later.',
      key: 'mf_client_dashboard:refusals.requestsPerHour',
    },
    {
      match:
        'You already have 10 requests waiting for a lawyer. Please wait for a reply, or cancel a request you no longer need.',
      key: 'mf_client_dashboard:refusals.requestsWaiting',
    },
  ],
} as const satisfies {
  constraints: Record<string, QualifiedKey<'mf_client_dashboard'>>;
  sentences: ReadonlyArray<{ match: string | RegExp; key: QualifiedKey<'mf_client_dashboard'> }>;
} & DataErrorMessages;

/** The form field each constraint is about, so the form can mark it; the others are no field's. */
export const REQUEST_CONSTRAINT_FIELDS: Partial<
  Record<keyof typeof REQUEST_ERROR_MESSAGES.constraints, keyof ConsultationRequestValues>
> = {
  service_type_is_known_specialization: 'serviceType',
  description_required: 'description',
  description_at_most_5000_chars: 'description',
  description_has_no_control_characters: 'description',
  location_at_most_200_chars: 'location',
  location_has_visible_text: 'location',
  location_is_single_line_text: 'location',
  phone_is_indian_mobile: 'phone',
  phone_is_normal_form: 'phone',
};

/** The field a database refusal names, if any. */
export function fieldOfRequestError(error: unknown): keyof ConsultationRequestValues | null {
  const constraint = error instanceof DataError ? error.constraint : null;
  return (
    (constraint &&
      REQUEST_CONSTRAINT_FIELDS[constraint as keyof typeof REQUEST_CONSTRAINT_FIELDS]) ||
    null
  );
}

export interface NewConsultationRequest extends ConsultationRequestValues {
  clientId: string;
  /** The lawyer it is addressed to, or null for any lawyer. */
  lawyerId: string | null;
}

/**
 * Creates a pending request as the signed-in client and returns its id and status (the form
 * shows nothing else of it; the dashboard reads the list again). Throws DataError.
 */
export async function submitConsultationRequest(input: NewConsultationRequest) {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase
    .from('consultation_requests')
    .insert({
      client_id: input.clientId,
      lawyer_id: input.lawyerId,
      service_type: input.serviceType,
      description: input.description,
      location: input.location,
      phone: input.phone,
      status: 'pending',
    })
    .select('id, status')
    .single();
  if (error) throw toDataError(error, status, REQUEST_ERROR_MESSAGES);
  return data;
}
