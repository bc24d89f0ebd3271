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
});
