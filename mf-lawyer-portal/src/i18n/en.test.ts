import { describe, expect, it } from 'vitest';
import { lawyerPortalEn } from './en';

describe('mf_lawyer_portal strings', () => {
  it('quotes the product texts exactly', () => {
    expect(lawyerPortalEn.validation.yearsExperiencePositive).toBe(
      'Years of experience must be a positive number.',
    );
    expect(lawyerPortalEn.validation.expertiseRequired).toBe(
      'Please select at least one area of expertise.',
    );
    expect(lawyerPortalEn.validation.practiceLocationRequired).toBe(
      'Please select at least one location of practice.',
    );
    expect(lawyerPortalEn.requests.unknownClient).toBe('Unknown');
    expect(lawyerPortalEn.verification.languages).toBe('Languages you consult in');
    expect(lawyerPortalEn.validation.languagesRequired).toBe(
      'Choose at least one language you consult in.',
    );
    // The database's own words (supabase/migrations), shown as they are in English.
    expect(lawyerPortalEn.validation.ratingByLawyer).toBe('A rating cannot be set by the lawyer.');
    expect(lawyerPortalEn.errors.alreadyAccepted).toBe(
      'Already accepted: this consultation request has been accepted by another lawyer.',
    );
    expect(lawyerPortalEn.toasts.verificationFailed).toEqual({
      title: 'Verification Failed',
      fallback: 'An error occurred during verification. Please try again.',
    });
    expect(lawyerPortalEn.toasts.verificationSubmitted).toEqual({
      title: 'Verification Submitted!',
      updated:
        'Your updated verification has been submitted for review. We will call you within 24 hours.',
      created: 'Verification submitted! Under review. We will call you within 24 hours.',
    });
  });
});
