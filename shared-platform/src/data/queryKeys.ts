import type { LawyerSearchFilters } from '../domain/types';
import { directorySearchArgs } from './lawyerDirectory';

/** Query keys, so any package can invalidate or prefetch the same data. */
export const queryKeys = {
  all: ['nyaya'] as const,
  lawyerSearch: (filters: LawyerSearchFilters, page: number) =>
    ['nyaya', 'lawyer-search', directorySearchArgs(filters), page] as const,
  clientRequests: (clientId: string) =>
    ['nyaya', 'consultation-requests', 'client', clientId] as const,
  lawyerRequests: (lawyerId: string) =>
    ['nyaya', 'consultation-requests', 'lawyer', lawyerId] as const,
  ownLawyerProfile: (userId: string) => ['nyaya', 'lawyer-profile', userId] as const,
};
