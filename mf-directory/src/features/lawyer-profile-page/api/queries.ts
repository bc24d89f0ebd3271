import { queryOptions } from '@tanstack/react-query';
import { directoryKeys } from '../../lawyer-directory/api/queries';
import { isLawyerId } from '../model/lawyerId';
import { getLawyerProfile } from './lawyerProfile';

export const lawyerProfileKeys = {
  profile: (id: string) => [...directoryKeys.all, 'lawyer', id] as const,
};

/** One lawyer's public profile (null: no approved lawyer with that id); idle for a malformed id. */
export function lawyerProfileQuery(id: string) {
  return queryOptions({
    queryKey: lawyerProfileKeys.profile(id),
    queryFn: () => getLawyerProfile(id),
    enabled: isLawyerId(id),
  });
}
