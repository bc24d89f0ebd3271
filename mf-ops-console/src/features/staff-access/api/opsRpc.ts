import type { FunctionName } from '@nyaya/db';
import { loadSupabaseClient, toDataError, type DataErrorMessages } from '@nyaya/shared-platform';
import { OPS_REFUSALS } from './refusals';

/**
 * The staff console's database functions (supabase/migrations/20261130000000_ops_console.sql;
 * the reviews' in 20261202000000_lawyer_reviews.sql), their arguments and answers, in the shape
 * of `@nyaya/db`'s generated `Functions`. Every one checks the caller's capability itself
 * (docs/product/ops-console.md); the console only shows what they answer.
 */
export interface CallbackRow {
  id: string;
  reference_number: string;
  name: string;
  mobile_number: string;
  issue_description: string | null;
  source: string | null;
  created_at: string;
  status: string;
  retry_at: string | null;
  assigned_to: string | null;
  assigned_to_name: string | null;
  assigned_at: string | null;
  updated_at: string;
  sort_rank: number;
}

export interface ComplaintRow {
  id: string;
  reference_number: string;
  email: string | null;
  phone_number: string | null;
  complaint_text: string;
  source: string | null;
  created_at: string;
  status: string;
  response: string | null;
  handled_by_name: string | null;
  lawyer_id: string | null;
  lawyer_name: string | null;
  updated_at: string;
}

/** The fields the directory publishes of a lawyer, as `verification_queue` lists them. */
export interface ListedProfile {
  name: string | null;
  bar_council_id: string | null;
  years_experience: number | null;
  expertise_areas: string[] | null;
  location: string | null;
  bio: string | null;
  hourly_rate: number | null;
  profile_picture_url: string | null;
  /**
   * Codes of CONSULTATION_LANGUAGES (@nyaya/db), in the lawyer's order; absent from a listing
   * approved before lawyers chose their languages.
   */
  languages?: string[] | null;
}

export interface VerificationRow extends ListedProfile {
  id: string;
  email: string | null;
  submitted_at: string;
  version: string;
  previous_decision: string | null;
  listed: ListedProfile | null;
  bar_council_id_shared_with: string | null;
  linked_complaints: number;
}

export interface SupportNoteRow {
  id: number;
  callback_id: string | null;
  complaint_id: string | null;
  author_id: string;
  author_name: string;
  body: string;
  created_at: string;
}

export interface VerificationDecisionRow {
  id: number;
  lawyer_id: string;
  decision: string;
  note: string | null;
  decided_by: string | null;
  decided_by_label: string;
  decided_at: string;
  reviewed_version: string | null;
}

/** A row of `reported_reviews` as it arrives; its `reports` (jsonb) are parsed by the feature. */
export interface ReportedReviewRow {
  review_id: string;
  lawyer_id: string;
  lawyer_name: string | null;
  rating: number;
  body: string | null;
  reviewer_name: string;
  created_at: string;
  edited_at: string | null;
  hidden_at: string | null;
  hidden_reason: string | null;
  open_reports: number;
  reports: unknown;
  last_reported_at: string | null;
}

/** `lawyer_reviews` as hide_review and restore_review return it. */
export interface LawyerReviewRow {
  id: string;
  request_id: string;
  lawyer_id: string;
  client_id: string;
  rating: number;
  body: string | null;
  reviewer_name: string;
  created_at: string;
  edited_at: string | null;
  reply: string | null;
  replied_at: string | null;
  hidden_at: string | null;
  hidden_reason: string | null;
}

export interface OpsFunctions {
  my_staff_capabilities: { Args: Record<string, never>; Returns: string[] };
  ops_counters: {
    Args: Record<string, never>;
    Returns: {
      newCallbacks: number | null;
      overdueCallbacks: number | null;
      openComplaints: number | null;
      pendingVerifications: number | null;
    };
  };
  callback_queue: {
    Args: {
      status_filter?: string | null;
      after_rank?: number | null;
      after_created_at?: string | null;
      after_id?: string | null;
      page_size?: number;
    };
    Returns: CallbackRow[];
  };
  take_callback: { Args: { callback_id: string }; Returns: CallbackRow };
  release_callback: { Args: { callback_id: string }; Returns: CallbackRow };
  set_callback_status: {
    Args: { callback_id: string; status: string; retry_at?: string | null };
    Returns: CallbackRow;
  };
  complaint_queue: {
    Args: {
      status_filter?: string | null;
      reference?: string | null;
      after_created_at?: string | null;
      after_id?: string | null;
      page_size?: number;
    };
    Returns: ComplaintRow[];
  };
  set_complaint_status: {
    Args: { complaint_id: string; status: string; response?: string | null };
    Returns: ComplaintRow;
  };
  link_complaint_lawyer: {
    Args: { complaint_id: string; lawyer_id: string | null };
    Returns: ComplaintRow;
  };
  find_lawyers_for_link: {
    Args: { query: string };
    Returns: { id: string; name: string; bar_council_id: string | null; approval_status: string }[];
  };
  add_support_note: {
    Args: { callback_id: string | null; complaint_id: string | null; body: string };
    Returns: SupportNoteRow;
  };
  support_notes_of: {
    Args: { callback_id: string | null; complaint_id: string | null };
    Returns: SupportNoteRow[];
  };
  verification_queue: {
    Args: { after_submitted_at?: string | null; after_id?: string | null; page_size?: number };
    Returns: VerificationRow[];
  };
  decide_lawyer_verification: {
    Args: { lawyer_id: string; decision: string; reviewed_version: string; note?: string | null };
    Returns: { status: string; reviewNote: string | null };
  };
  verification_history: { Args: { lawyer_id: string }; Returns: VerificationDecisionRow[] };
  reported_reviews: { Args: { state: string }; Returns: ReportedReviewRow[] };
  hide_review: { Args: { review_id: string; reason: string }; Returns: LawyerReviewRow };
  keep_review: { Args: { review_id: string }; Returns: null };
  restore_review: { Args: { review_id: string; reason: string }; Returns: LawyerReviewRow };
  lawyer_complaints: {
    Args: { lawyer_id: string };
    Returns: {
      reference_number: string;
      status: string;
      created_at: string;
      complaint_text: string;
    }[];
  };
}

/** Each one is a function of the generated `Database` types: a rename there fails here. */
export type OpsFunctionName = keyof OpsFunctions & FunctionName;
type Unknown = Exclude<keyof OpsFunctions, FunctionName>;
const everyFunctionExists: [Unknown] extends [never] ? true : Unknown = true;
void everyFunctionExists;

/**
 * Calls one of the console's functions. Failures become DataError: a refusal the console knows
 * (./refusals.ts: "Already taken by Rohan Das.") gets its key, shown in the page's language, or
 * `messages`' sentence for its hint or constraint.
 */
export async function callOps<Name extends OpsFunctionName>(
  name: Name,
  args: OpsFunctions[Name]['Args'],
  messages?: DataErrorMessages,
): Promise<OpsFunctions[Name]['Returns']> {
  const supabase = await loadSupabaseClient();
  // The generated types give every returned column as non-null and jsonb answers as Json; the
  // shapes above are the precise ones, and the optional arguments accept null (their default).
  const { data, error, status } = await (
    supabase.rpc as unknown as (
      fn: string,
      args: object,
    ) => PromiseLike<{ data: unknown; error: unknown; status: number }>
  )(name, args);
  if (error) {
    throw toDataError(error, status, {
      ...messages,
      sentences: [...(messages?.sentences ?? []), ...OPS_REFUSALS],
    });
  }
  return data as OpsFunctions[Name]['Returns'];
}
