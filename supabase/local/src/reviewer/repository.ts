/**
 * What the reviewers' tool reads and writes, through the API with the service role.
 * Every function takes a SupabaseClient made with the secret key and throws
 * ApiCallError when the API answers with an error.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ApprovalStatus, Decision, StatusFilter } from './args.ts';
import { ApiCallError, type ApiFailure } from './errors.ts';

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
}

export interface Account {
  id: string;
  email: string;
  fullName: string | null;
}

interface LawyerProfileRow {
  id: string;
  name: string | null;
  approval_status: ApprovalStatus | null;
  bar_council_id: string;
  years_experience: number;
  location: string;
  created_at: string;
  profiles: ProfileEmbed | ProfileEmbed[] | null;
}
type ProfileEmbed = { email: string | null; full_name: string | null };

// lawyer_profiles.id references profiles.id, so PostgREST embeds the owner's profile.
const lawyerColumns: string =
  'id, name, approval_status, bar_council_id, years_experience, location, created_at, ' +
  'profiles(email, full_name)';

function toLawyerProfile(row: LawyerProfileRow): LawyerProfile {
  const profile = Array.isArray(row.profiles) ? row.profiles[0] : row.profiles;
  return {
    id: row.id,
    name: row.name ?? profile?.full_name ?? null,
    email: profile?.email ?? null,
    approvalStatus: row.approval_status,
    barCouncilId: row.bar_council_id,
    yearsExperience: row.years_experience,
    location: row.location,
    submittedAt: row.created_at,
  };
}

function check<T>(
  action: string,
  result: { data: unknown; error: ApiFailure['error'] | null; status: number; statusText?: string },
): T {
  if (result.error) {
    throw new ApiCallError(action, {
      error: result.error,
      status: result.status,
      statusText: result.statusText,
    });
  }
  return result.data as T;
}

/**
 * Every lawyer profile (optionally only those in one state), oldest first. Pages through
 * the API's row limit (max_rows) until a page comes back empty.
 */
export async function listLawyerProfiles(
  client: SupabaseClient,
  options: { status?: StatusFilter | null; pageSize?: number } = {},
): Promise<LawyerProfile[]> {
  const pageSize = options.pageSize ?? 1000;
  const profiles: LawyerProfile[] = [];
  for (let from = 0; ; from += pageSize) {
    let query = client.from('lawyer_profiles').select(lawyerColumns);
    if (options.status === 'not-submitted') query = query.is('approval_status', null);
    else if (options.status) query = query.eq('approval_status', options.status);
    const page = check<LawyerProfileRow[]>(
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
  client: SupabaseClient,
  email: string,
): Promise<Account | null> {
  const rows = check<{ id: string; email: string | null; full_name: string | null }[]>(
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
  client: SupabaseClient,
  id: string,
): Promise<LawyerProfile | null> {
  const row = check<LawyerProfileRow | null>(
    'reading lawyer_profiles',
    await client.from('lawyer_profiles').select(lawyerColumns).eq('id', id).maybeSingle(),
  );
  return row ? toLawyerProfile(row) : null;
}

/**
 * Records a reviewer's decision through set_lawyer_approval (service role only).
 * Returns null when the lawyer has no profile (the function answers PT404).
 */
export async function setLawyerApproval(
  client: SupabaseClient,
  lawyerId: string,
  decision: Decision,
): Promise<ApprovalStatus | null> {
  const result = await client.rpc('set_lawyer_approval', { lawyer_id: lawyerId, decision });
  if (result.error?.code === 'PT404') return null;
  const row = check<{ approval_status: ApprovalStatus | null }>(
    'calling set_lawyer_approval',
    result,
  );
  return row.approval_status;
}
