import { queryOptions } from '@tanstack/react-query';
import { getReviewSummary } from './reviewSummary';

export const reviewSummaryKeys = {
  ofLawyer: (lawyerId: string) => ['mf_lawyer_portal', 'review-summary', lawyerId] as const,
};

/**
 * The lawyer's rating and review count as the directory lists them (null while not listed);
 * idle until `enabled`. Read again when the tab regains focus, so a new review shows.
 */
export function reviewSummaryQuery(lawyerId: string, enabled = true) {
  return queryOptions({
    queryKey: reviewSummaryKeys.ofLawyer(lawyerId),
    queryFn: () => getReviewSummary(lawyerId),
    enabled: enabled && Boolean(lawyerId),
  });
}
