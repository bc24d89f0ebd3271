import { validationMessages } from '@nyaya/shared-platform/testing';
import { describe, expect, it } from 'vitest';
import '../../../i18n';
import { lawyerPortalEn } from '../../../i18n/en';
import {
  APPROVAL_BADGE_TONES,
  approvalStatusKey,
  hasVerificationAction,
  shouldPromptVerification,
} from './approvalStatus';
import { verificationSchema } from './verificationSchema';

const valid = {
  barCouncilId: 'D/1234/2015',
  yearsExperience: '8',
  expertiseAreas: ['Family Law'],
  practiceLocations: ['Delhi High Court'],
  languages: ['hi', 'en'],
  hourlyRate: '2500',
  bio: '',
};
const messagesOf = (input: unknown) => validationMessages(verificationSchema, input);

describe('verification form', () => {
  it('accepts a valid verification, converting the years to a number', () => {
    expect(verificationSchema.parse(valid)).toEqual({
      barCouncilId: 'D/1234/2015',
      yearsExperience: 8,
      expertiseAreas: ['Family Law'],
      practiceLocations: ['Delhi High Court'],
      languages: ['hi', 'en'],
      hourlyRate: 2500,
      photo: null,
      photoUrl: null,
      bio: null,
    });
    expect(verificationSchema.parse({ ...valid, yearsExperience: 0 }).yearsExperience).toBe(0);
  });

  it('says a negative experience must be a positive number', () => {
    expect(messagesOf({ ...valid, yearsExperience: -1 })).toEqual([
      'Years of experience must be a positive number.',
    ]);
    expect(messagesOf({ ...valid, yearsExperience: '-3' })).toEqual([
      'Years of experience must be a positive number.',
    ]);
  });

  it('requires the years of experience', () => {
    expect(messagesOf({ ...valid, yearsExperience: '' })).toEqual([
      'Years of experience is required.',
    ]);
    expect(messagesOf({ ...valid, yearsExperience: Number.NaN })).toEqual([
      'Years of experience is required.',
    ]);
  });

  it('bounds the years like the database (whole number, at most 70)', () => {
    expect(messagesOf({ ...valid, yearsExperience: 71 })).toEqual([
      'Years of experience can be at most 70.',
    ]);
    expect(messagesOf({ ...valid, yearsExperience: 2.5 })).toEqual([
      'Years of experience must be a whole number.',
    ]);
  });

  it('asks for at least one area of expertise and one location of practice', () => {
    expect(messagesOf({ ...valid, expertiseAreas: [] })).toEqual([
      'Please select at least one area of expertise.',
    ]);
    expect(messagesOf({ ...valid, practiceLocations: [] })).toEqual([
      'Please select at least one location of practice.',
    ]);
  });

  it('asks for at least one language the lawyer consults in, from the list', () => {
    expect(messagesOf({ ...valid, languages: [] })).toEqual([
      'Choose at least one language you consult in.',
    ]);
    expect(messagesOf({ ...valid, languages: undefined })).toEqual([
      'Choose at least one language you consult in.',
    ]);
    expect(messagesOf({ ...valid, languages: ['hi', 'xx'] })).toEqual([
      'Please choose languages from the list.',
    ]);
  });

  it('bounds the hourly rate like the database: whole rupees from ₹500 to ₹1,00,000', () => {
    expect(messagesOf({ ...valid, hourlyRate: '' })).toEqual(['Hourly rate is required.']);
    for (const rate of [499, 100_001, 0, -500]) {
      expect(messagesOf({ ...valid, hourlyRate: rate })).toEqual([
        'The hourly rate must be between ₹500 and ₹1,00,000 per hour.',
      ]);
    }
    expect(messagesOf({ ...valid, hourlyRate: '2500.5' })).toEqual([
      'The hourly rate must be whole rupees.',
    ]);
    expect(verificationSchema.parse({ ...valid, hourlyRate: '500' }).hourlyRate).toBe(500);
    expect(verificationSchema.parse({ ...valid, hourlyRate: 100_000 }).hourlyRate).toBe(100_000);
  });

  it('takes a JPEG, PNG or WebP photo of at most 2 MB', () => {
    const file = (type: string, size = 10) => new File([new Uint8Array(size)], 'photo', { type });
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(messagesOf({ ...valid, photo: file(type) })).toEqual([]);
    }
    expect(messagesOf({ ...valid, photo: file('image/svg+xml') })).toEqual([
      'The photo must be a JPEG, PNG or WebP image.',
    ]);
    expect(messagesOf({ ...valid, photo: file('text/html') })).toEqual([
      'The photo must be a JPEG, PNG or WebP image.',
    ]);
    expect(messagesOf({ ...valid, photo: file('image/png', 2 * 1024 * 1024 + 1) })).toEqual([
      'The photo can be at most 2 MB.',
    ]);
  });

  it('requires the BAR Council ID', () => {
    expect(messagesOf({ ...valid, barCouncilId: ' ' })).toEqual(['BAR Council ID is required.']);
  });

  it('refuses unknown areas and locations, and a bio over 2000 characters', () => {
    expect(
      messagesOf({
        ...valid,
        expertiseAreas: ['Space Law'],
        practiceLocations: ['Moon Court'],
        bio: 'b'.repeat(2001),
      }),
    ).toEqual([
      'Please choose areas of expertise from the list.',
      'Please choose practice locations from the list.',
      'The bio can be at most 2000 characters.',
    ]);
  });
});

describe('approval status', () => {
  it('has the badge, text and action of every row of the table', () => {
    const rows = (['none', 'pending', 'approved', 'rejected', 'reverify'] as const).map((key) => {
      const display: { badge: string; text: string; action?: string } =
        lawyerPortalEn.approvalStatus[key];
      return [key, display.badge, display.text, display.action ?? null, APPROVAL_BADGE_TONES[key]];
    });
    expect(rows).toEqual([
      [
        'none',
        'Not Verified',
        'Please complete your verification form to get started',
        'Complete Verification',
        'neutral',
      ],
      [
        'pending',
        'Under Review',
        'We will call you within 24 hours to complete the verification',
        null,
        'warning',
      ],
      [
        'approved',
        'Approved',
        'Your profile is approved and listed on the portal',
        null,
        'success',
      ],
      [
        'rejected',
        'Rejected',
        'Please contact support or resubmit your verification',
        'Resubmit Verification',
        'danger',
      ],
      [
        'reverify',
        'Requires Update',
        'Please update your verification details as requested',
        'Update Verification',
        'accent',
      ],
    ]);
    for (const [key, , , action] of rows) {
      expect(hasVerificationAction(key as 'none')).toBe(action !== null);
    }
  });

  it('treats a null, absent or unknown status as Not Verified', () => {
    expect(approvalStatusKey(null)).toBe('none');
    expect(approvalStatusKey(undefined)).toBe('none');
    expect(approvalStatusKey('on_hold')).toBe('none');
    expect(approvalStatusKey('reverify')).toBe('reverify');
  });

  it('prompts for verification with no profile, a null status, or reverify', () => {
    expect(shouldPromptVerification(null)).toBe(true);
    expect(shouldPromptVerification({ approvalStatus: null })).toBe(true);
    expect(shouldPromptVerification({ approvalStatus: 'reverify' })).toBe(true);
    expect(shouldPromptVerification({ approvalStatus: 'pending' })).toBe(false);
    expect(shouldPromptVerification({ approvalStatus: 'rejected' })).toBe(false);
  });
});
