/**
 * English strings of the lawyer profile's 'Reviews' section (docs/product/reviews.md), in the
 * mf_directory namespace. Registered by the section's own chunk (./reviews.ts), so /lawyers
 * does not download them.
 */
export const reviewsEn = {
  reviews: {
    title: 'Reviews',
    loading: 'Loading reviews...',
    loadFailed: 'The reviews could not be loaded.',
    empty: 'No reviews yet.',
    showMore: 'Show more reviews',
    stars: 'Rated {{rating}} out of 5',
    verified: 'Verified consultation',
    edited: 'Edited',
    response: 'Response from {{name}}',
    report: {
      action: 'Report',
      title: 'Report this review',
      description: 'Our team reads every report and hides reviews that break the rules.',
      reason: 'Why are you reporting this review?',
      submit: 'Report review',
      done: 'Thank you. Our team will look at this review.',
    },
    reply: {
      action: 'Reply publicly',
      label: 'Your public reply',
      hint: 'Everyone who visits your profile reads it. You can reply once.',
      submit: 'Post reply',
    },
    counter: '{{used}} of {{max}} characters',
    errors: {
      reasonRequired: 'Tell us why you are reporting this review.',
      reasonTooLong: 'A reason can be at most 500 characters.',
      replyRequired: 'Write your reply.',
      replyTooLong: 'A reply can be at most 1,000 characters.',
      // The database's refusals of a report or a reply (report_review, reply_to_review), in its
      // words; the sentences above are its words too.
      notFound: 'This review was not found.',
      ownReview: 'You cannot report your own review.',
      alreadyReported: 'You have already reported this review. Our team will look at it.',
      alreadyReplied: 'You have already replied to this review.',
    },
  },
} as const;
