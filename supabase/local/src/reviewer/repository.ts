/**
 * What the reviewers' tool reads and writes, through the API with the service role.
 * Every function takes a supabase-js client made with the secret key and throws
 * ApiCallError when the API answers with an error.
 */
import type { PostgrestSingleResponse, QueryData } from '@supabase/supabase-js';
import type { DatabaseClient } from '../types/database.ts';
import { approvalStatuses, type ApprovalStatus, type Decision, type StatusFilter } from './args.ts';
import { ApiCallError } from './errors.ts';

export interface LawyerProfile {
  id: string;
  name: string | null;
  email: string | null;
  /** null: the lawyer has not submitted a verification for review. */
  approvalStatus: ApprovalStatus | null;
  barCouncilId: string;
  yearsExperience: number;
  location: string;
  submittedAt: string;
  /** What the reviewer told the lawyer with the last decision; null if nothing. */
  reviewNote: string | null;
}

/** What a reviewer checks before approving: everything the directory would publish. */
export interface LawyerProfileDetails extends LawyerProfile {
  expertiseAreas: string[];
  bio: string | null;
  hourlyRate: number | null;
  profilePictureUrl: string | null;
  /** Codes of the languages the lawyer consults in (public.consultation_languages()). */
  languages: string[];
  /** What the directory lists now (the last approved version), or null when not listed. */
  listed: {
    hourlyRate: number | null;
    profilePictureUrl: string | null;
    languages: string[];
  } | null;
  /**
   * The profile's updated_at exactly as the API returns it (microseconds included): every
   * write changes it, so an approval of this version approves exactly these values.
   */
  version: string;
}

export interface Account {
  id: string;
  email: string;
  fullName: string | null;
}

// lawyer_profiles.id references profiles.id, so PostgREST embeds the owner's profile. The
// foreign key is named: consultation_requests links the two tables as well (lawyer_id,
// returned_by and client_id), and an embed without it is ambiguous.
const lawyerProfiles = (client: DatabaseClient) =>
  client
    .from('lawyer_profiles')
    .select(
      'id, name, approval_status, bar_council_id, years_experience, location, created_at, review_note, profiles!lawyer_profiles_id_fkey(email, full_name)',
    );
type LawyerProfileRow = QueryData<ReturnType<typeof lawyerProfiles>>[number];

const lawyerProfileDetails = (client: DatabaseClient) =>
  client
    .from('lawyer_profiles')
    .select(
      'id, name, approval_status, bar_council_id, years_experience, expertise_areas, location, bio, hourly_rate, profile_picture_url, languages, created_at, updated_at, review_note, profiles!lawyer_profiles_id_fkey(email, full_name)',
    );
type LawyerProfileDetailsRow = QueryData<ReturnType<typeof lawyerProfileDetails>>[number];

function toLawyerProfile(row: LawyerProfileRow): LawyerProfile {
  return {
    id: row.id,
    name: row.name ?? row.profiles?.full_name ?? null,
    email: row.profiles?.email ?? null,
    approvalStatus: approvalStatusOf(row.approval_status),
    barCouncilId: row.bar_council_id,
    yearsExperience: row.years_experience,
    location: row.location,
    submittedAt: row.created_at,
    reviewNote: row.review_note,
  };
}

function toLawyerProfileDetails(
  row: LawyerProfileDetailsRow,
  listed: LawyerProfileDetails['listed'],
): LawyerProfileDetails {
  return {
    ...toLawyerProfile(row),
    expertiseAreas: row.expertise_areas,
    bio: row.bio,
    hourlyRate: row.hourly_rate,
    profilePictureUrl: row.profile_picture_url,
    languages: row.languages,
    listed,
    // Hosted PostgREST writes 2026-11-23T10:15:30.123456+00:00, the local stack Postgres's
    // own 2026-11-23 10:15:30.123456+00: the same instant, and with the T one shell word.
    version: row.updated_at.replace(' ', 'T'),
  };
}

/** approval_status is text limited to these values by the approval_status_is_known constraint. */
function approvalStatusOf(value: string | null): ApprovalStatus | null {
  if (value === null) return null;
  const status = approvalStatuses.find((known) => known === value);
  if (!status) throw new Error(`Unknown approval_status "${value}" in lawyer_profiles`);
  return status;
}

/** The data of a successful answer; an error answer throws ApiCallError. */
function check<T>(action: string, result: PostgrestSingleResponse<T>): T {
  if (result.error) {
    throw new ApiCallError(action, {
      error: result.error,
      status: result.status,
      statusText: result.statusText,
    });
  }
  return result.data;
}

/**
 * Every lawyer profile (optionally only those in one state), oldest first. Pages through
 * the API's row limit (max_rows) until a page comes back empty.
 */
export async function listLawyerProfiles(
  client: DatabaseClient,
  options: { status?: StatusFilter | null; pageSize?: number } = {},
): Promise<LawyerProfile[]> {
  const pageSize = options.pageSize ?? 1000;
  const profiles: LawyerProfile[] = [];
  for (let from = 0; ; from += pageSize) {
    let query = lawyerProfiles(client);
    if (options.status === 'not-submitted') query = query.is('approval_status', null);
    else if (options.status) query = query.eq('approval_status', options.status);
    const page = check(
      'reading lawyer_profiles',
      await query
        .order('created_at', { ascending: true })
        .order('id', { ascending: true })
        .range(from, from + pageSize - 1),
    );
    profiles.push(...page.map(toLawyerProfile));
    if (page.length === 0) return profiles;
  }
}

/** Escapes LIKE wildcards so an address such as first_last@x.in matches only itself. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The account whose profile has this e-mail, compared case-insensitively; null if none.
 * Throws when several accounts share the address (profiles.email is not unique).
 */
export async function findAccountByEmail(
  client: DatabaseClient,
  email: string,
): Promise<Account | null> {
  const rows = check(
    'looking up profiles by e-mail',
    await client
      .from('profiles')
      .select('id, email, full_name')
      .ilike('email', escapeLike(email))
      .limit(10),
  );
  // ilike treats * as a wildcard too; keep exact (case-insensitive) matches only.
  const matches = rows.filter((row) => row.email?.toLowerCase() === email.toLowerCase());
  if (matches.length > 1) {
    throw new AmbiguousEmailError(
      email,
      matches.map((row) => row.id),
    );
  }
  const match = matches[0];
  return match ? { id: match.id, email: match.email!, fullName: match.full_name } : null;
}

export class AmbiguousEmailError extends Error {
  override readonly name = 'AmbiguousEmailError';
  constructor(
    readonly email: string,
    readonly ids: string[],
  ) {
    super(`${ids.length} accounts have the e-mail ${email}: ${ids.join(', ')}`);
  }
}

export async function findLawyerProfile(
  client: DatabaseClient,
  id: string,
): Promise<LawyerProfileDetails | null> {
  const row = check(
    'reading lawyer_profiles',
    await lawyerProfileDetails(client).eq('id', id).maybeSingle(),
  );
  if (!row) return null;
  // The listing holds what a reviewer last approved: the rate, photo and languages clients
  // see now.
  const listing = check(
    'reading lawyer_directory',
    await client
      .from('lawyer_directory')
      .select('hourly_rate, profile_picture_url, languages')
      .eq('id', id)
      .maybeSingle(),
  );
  return toLawyerProfileDetails(
    row,
    listing
      ? {
          hourlyRate: listing.hourly_rate,
          profilePictureUrl: listing.profile_picture_url,
          languages: listing.languages ?? [],
        }
      : null,
  );
}

/** set_lawyer_approval refused: the profile is no longer the version the reviewer checked. */
export class ChangedSinceReviewError extends Error {
  override readonly name = 'ChangedSinceReviewError';
  constructor(readonly reviewedVersion: string) {
    super(`The lawyer profile has changed since version ${reviewedVersion}`);
  }
}

/** What a decision recorded: the status, and the note the lawyer now reads. */
export interface RecordedDecision {
  status: ApprovalStatus | null;
  reviewNote: string | null;
}

/**
 * Records a reviewer's decision through set_lawyer_approval (service role only), for the
 * version of the profile the reviewer checked when one is given: the database refuses it
 * (PT409, ChangedSinceReviewError here) if the lawyer has changed the profile since. The
 * note is what the lawyer reads with the decision; without one, the previous note is cleared.
 * Returns null when the lawyer has no profile (the function answers PT404).
 */
export async function setLawyerApproval(
  client: DatabaseClient,
  lawyerId: string,
  decision: Decision,
  reviewedVersion: string | null = null,
  note: string | null = null,
): Promise<RecordedDecision | null> {
  const result = await client.rpc('set_lawyer_approval', {
    lawyer_id: lawyerId,
    decision,
    ...(reviewedVersion === null ? {} : { reviewed_version: reviewedVersion }),
    ...(note === null ? {} : { note }),
  });
  if (result.error?.code === 'PT404') return null;
  if (result.error?.code === 'PT409' && result.error.hint === 'changed_since_review') {
    throw new ChangedSinceReviewError(reviewedVersion ?? '');
  }
  const row = check('calling set_lawyer_approval', result);
  return { status: approvalStatusOf(row.approval_status), reviewNote: row.review_note };
}

/** One entry of a lawyer's verification history (verification_decisions). */
export interface HistoryEntry {
  decidedAt: string;
  decision: Decision;
  /** The reviewer's name, or 'reviewer tool' for this tool's decisions. */
  decidedBy: string;
  note: string | null;
}

/** Every decision on a lawyer, newest first: the console's and this tool's alike. */
export async function verificationHistory(
  client: DatabaseClient,
  lawyerId: string,
): Promise<HistoryEntry[]> {
  const rows = check(
    'reading verification_decisions',
    await client
      .from('verification_decisions')
      .select('decided_at, decision, decided_by_label, note')
      .eq('lawyer_id', lawyerId)
      .order('decided_at', { ascending: false })
      .order('id', { ascending: false }),
  );
  return rows.map((row) => ({
    decidedAt: row.decided_at,
    decision: row.decision as Decision,
    decidedBy: row.decided_by_label,
    note: row.note,
  }));
}

/** The account with this id, or null. */
export async function findAccountById(client: DatabaseClient, id: string): Promise<Account | null> {
  const row = check(
    'reading profiles',
    await client.from('profiles').select('id, email, full_name').eq('id', id).maybeSingle(),
  );
  return row ? { id: row.id, email: row.email ?? id, fullName: row.full_name } : null;
}
