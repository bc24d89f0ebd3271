import { loadSupabaseClient } from '../supabase/client';
import type { CallbackValues, ComplaintValues } from '../validation/schemas';
import { toDataError } from './DataError';

/** Where a submission came from: 'site', or a partner's id for the embedded widget. */
export const SITE_SOURCE = 'site';

// Callbacks and complaints are insert-only tables: no .select(), which RLS would refuse.

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
  if (error) throw toDataError(error, status);
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
  if (error) throw toDataError(error, status);
}
