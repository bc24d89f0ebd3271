import {
  infiniteQueryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { directoryKeys } from '../../lawyer-directory/api/queries';
import { listLawyerReviews, replyToReview, reportReview, type ReviewPage } from './reviews';

export const reviewKeys = {
  all: [...directoryKeys.all, 'reviews'] as const,
  /** The pages of one lawyer's reviews loaded so far ('Show more reviews'). */
  list: (lawyerId: string) => [...reviewKeys.all, lawyerId] as const,
};

/** A lawyer's reviews, 5 at a time, newest first; later pages keep the earlier ones. */
export function lawyerReviewsQuery(lawyerId: string) {
  return infiniteQueryOptions({
    queryKey: reviewKeys.list(lawyerId),
    queryFn: ({ pageParam }) => listLawyerReviews(lawyerId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (lastPage: ReviewPage, _pages, lastPageParam) =>
      lastPage.hasMore ? lastPageParam + 1 : undefined,
  });
}

/** 'Report review': nothing on the page changes, the support team reads the report. */
export function useReportReview() {
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: string; reason: string }) =>
      reportReview(reviewId, reason),
  });
}

/**
 * 'Post reply': the reply shows under its review at once, and the lawyer's reviews are read
 * again so the page agrees with the database.
 */
export function useReplyToReview(lawyerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reply }: { reviewId: string; reply: string }) =>
      replyToReview(reviewId, reply),
    onSuccess: (reply, { reviewId }) => {
      queryClient.setQueryData<InfiniteData<ReviewPage, number>>(
        reviewKeys.list(lawyerId),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              reviews: page.reviews.map((review) =>
                review.id === reviewId ? { ...review, reply } : review,
              ),
            })),
          },
      );
      return queryClient.invalidateQueries({ queryKey: reviewKeys.list(lawyerId) });
    },
  });
}
