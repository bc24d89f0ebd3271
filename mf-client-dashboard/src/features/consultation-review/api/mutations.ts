import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { ClientReview } from '../model/review';
import type { ReviewValues } from '../model/reviewSchema';
import { reviewKeys } from './queries';
import { editReview, postReview } from './reviews';

export interface SaveReviewInput {
  requestId: string;
  /** The review being edited; null posts a new one. */
  review: ClientReview | null;
  values: ReviewValues;
}

/**
 * Posts or edits the client's review. Never retried: one review per request. The client's
 * reviews refetch with it (the dashboard's cards, open behind the dialog, show the new stars).
 */
export function saveReviewMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: ({ requestId, review, values }: SaveReviewInput) =>
      review ? editReview(review.id, values) : postReview(requestId, values),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
}
