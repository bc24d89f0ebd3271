import { toDataError } from '@nyaya/shared-platform';
import { publicDirectoryClient } from '../../lawyer-directory/api/publicDirectoryClient';
import { toLawyerSummary, type LawyerSummary } from '../../lawyer-directory/model/lawyer';
import { isLawyerId } from '../model/lawyerId';

/** The columns of public.lawyer_directory that the directory's model maps, named one by one. */
export const LAWYER_PROFILE_COLUMNS =
  'id, name, years_experience, expertise_areas, location, bio, rating, hourly_rate, profile_picture_url, created_at, review_count, languages';

/**
 * One approved lawyer, or null when no approved lawyer has that id. The view lists approved
 * lawyers only, so an unknown, pending or rejected lawyer are the same empty answer. A malformed
 * id names nobody and is never sent: the uuid cast would only answer it with a 400.
 * Throws DataError.
 */
export async function getLawyerProfile(id: string): Promise<LawyerSummary | null> {
  if (!isLawyerId(id)) return null;
  const { data, error, status } = await publicDirectoryClient()
    .from('lawyer_directory')
    .select(LAWYER_PROFILE_COLUMNS)
    .eq('id', id)
    .maybeSingle();
  if (error) throw toDataError(error, status);
  return data ? toLawyerSummary(data) : null;
}
