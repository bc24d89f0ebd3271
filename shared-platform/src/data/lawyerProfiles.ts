import { formatPracticeLocations } from '../domain/format';
import type { LawyerProfile } from '../domain/types';
import { loadSupabaseClient } from '../supabase/client';
import type { VerificationValues } from '../validation/schemas';
import { toDataError } from './DataError';
import { LAWYER_PROFILE_COLUMNS, toLawyerProfile, type LawyerProfileRow } from './rows';

const NO_ROWS = 'PGRST116';

/** The signed-in lawyer's own profile, or null if they have not submitted verification yet. */
export async function getOwnLawyerProfile(userId: string): Promise<LawyerProfile | null> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase
    .from('lawyer_profiles')
    .select(LAWYER_PROFILE_COLUMNS)
    .eq('id', userId)
    .maybeSingle();
  if (error?.code === NO_ROWS) return null;
  if (error) throw toDataError(error, status);
  return data ? toLawyerProfile(data as LawyerProfileRow) : null;
}

export interface VerificationSubmission extends VerificationValues {
  lawyerId: string;
}

/**
 * Submits (or resubmits) the verification form: updates the existing profile or creates
 * it, always with approval_status 'pending'. Returns the stored profile. Throws DataError.
 */
export async function submitVerification(
  input: VerificationSubmission,
  existing: LawyerProfile | null,
): Promise<LawyerProfile> {
  const row = {
    bar_council_id: input.barCouncilId,
    years_experience: input.yearsExperience,
    expertise_areas: input.expertiseAreas,
    location: formatPracticeLocations(input.practiceLocations),
    bio: input.bio,
    approval_status: 'pending',
  };
  const table = (await loadSupabaseClient()).from('lawyer_profiles');
  const { data, error, status } = existing
    ? await table.update(row).eq('id', input.lawyerId).select(LAWYER_PROFILE_COLUMNS).single()
    : await table
        .insert({ id: input.lawyerId, ...row })
        .select(LAWYER_PROFILE_COLUMNS)
        .single();
  if (error) throw toDataError(error, status);
  return toLawyerProfile(data as LawyerProfileRow);
}
