import { describe, expect, it } from 'vitest';
import { clientDashboardEn } from './en';

describe('mf_client_dashboard strings', () => {
  it('quotes the product texts exactly', () => {
    expect(clientDashboardEn.dashboard.title).toBe('Client Dashboard');
    expect(clientDashboardEn.dashboard.clientFallback).toBe('Client');
    expect(clientDashboardEn.validation.requiredFields).toBe('Please fill all required fields.');
    expect(clientDashboardEn.toasts.authRequired).toEqual({
      title: 'Authentication Required',
      description: 'Please log in to submit a consultation request.',
    });
    expect(clientDashboardEn.toasts.validationError.title).toBe('Validation Error');
    expect(clientDashboardEn.toasts.submitFailed).toEqual({
      title: 'Submission Failed',
      fallback: 'An error occurred while submitting your request. Please try again.',
    });
    expect(clientDashboardEn.toasts.submitted).toEqual({
      title: 'Request Submitted!',
      description:
        "Your consultation request has been submitted successfully. We'll be in touch soon.",
    });
  });

  it('quotes the reviews sentences exactly (docs/product/reviews.md)', () => {
    const { review } = clientDashboardEn;
    expect(review.dialog.title).toBe('Rate your consultation');
    expect(review.dialog.posted).toBe('Thank you. Your review is posted.');
    expect(review.dialog.updated).toBe('Your review is updated.');
    expect(review.validation).toMatchObject({
      ratingRequired: 'Choose a rating from 1 to 5 stars.',
      bodyTooLong: 'Your review can be at most 2,000 characters.',
      bodyNeedsWords: 'Write some words in your review, or leave it empty.',
    });
    expect(review.notEditable).toEqual({
      expired:
        'This review can no longer be edited: reviews can be edited for 14 days after posting.',
      hidden: 'This review was hidden by our team and can no longer be edited.',
    });
    expect(review.card).toMatchObject({
      rate: 'Rate your consultation',
      rated: 'You rated this consultation {{rating}} out of 5.',
      edit: 'Edit your review',
      hidden: 'Your review was hidden by our team.',
    });
  });
});
