import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FILTER_CITIES,
  LEGAL_SPECIALIZATIONS,
  MARKETING_STATS,
  MIN_EXPERIENCE_OPTIONS,
  MIN_RATING_OPTIONS,
  PRACTICE_LOCATIONS,
} from './constants';
import {
  filledStars,
  formatHourlyRate,
  formatInr,
  formatPracticeLocations,
  hasActiveFilters,
  initials,
  parsePracticeLocations,
} from './format';
import { INDIAN_MOBILE_PATTERN, isIndianMobile, normalizeIndianMobile } from './phone';
import {
  APPROVAL_STATUS_DISPLAY,
  approvalStatusDisplay,
  requestStatusLabel,
  shouldPromptVerification,
} from './statuses';

const migrationsDir = join(__dirname, '../../../supabase/migrations');
const migrations = readdirSync(migrationsDir)
  .filter((file) => file.endsWith('.sql'))
  .map((file) => readFileSync(join(migrationsDir, file), 'utf8'))
  .join('\n');

/** The string literals of `select array[...]` in the SQL function `name`. */
function sqlArrayOf(functionName: string): string[] {
  const body = new RegExp(
    `function public\\.${functionName}\\(\\)[\\s\\S]*?select array\\[([\\s\\S]*?)\\]::text\\[\\]`,
  ).exec(migrations)?.[1];
  if (!body) throw new Error(`public.${functionName}() not found in the migrations`);
  return [...body.matchAll(/'((?:[^']|'')*)'/g)].map((match) => match[1]!.replace(/''/g, "'"));
}

describe('domain constants agree with the database', () => {
  it('has the same 10 specializations as public.legal_specializations()', () => {
    expect(LEGAL_SPECIALIZATIONS).toHaveLength(10);
    expect([...LEGAL_SPECIALIZATIONS]).toEqual(sqlArrayOf('legal_specializations'));
  });

  it('has the same 22 practice locations as public.practice_locations()', () => {
    expect(PRACTICE_LOCATIONS).toHaveLength(22);
    expect([...PRACTICE_LOCATIONS]).toEqual(sqlArrayOf('practice_locations'));
  });

  it('uses the same mobile regex as private.is_indian_mobile()', () => {
    const sqlRegex = /select value ~ '([^']+)'/.exec(
      migrations.slice(migrations.indexOf('function private.is_indian_mobile')),
    )?.[1];
    expect(INDIAN_MOBILE_PATTERN.source).toBe(sqlRegex);
  });
});

describe('spec section 9 constants', () => {
  it('lists the 8 filter cities', () => {
    expect(FILTER_CITIES).toEqual([
      'Delhi',
      'Mumbai',
      'Bangalore',
      'Chennai',
      'Kolkata',
      'Hyderabad',
      'Pune',
      'Ahmedabad',
    ]);
  });

  it('offers any, 4+, 3+, 2+ stars and any, 10+, 5+, 2+ years', () => {
    expect(MIN_RATING_OPTIONS.map((option) => [option.min, option.label])).toEqual([
      [null, 'Any Rating'],
      [4, '4+ Stars'],
      [3, '3+ Stars'],
      [2, '2+ Stars'],
    ]);
    expect(MIN_EXPERIENCE_OPTIONS.map((option) => [option.min, option.label])).toEqual([
      [null, 'Any Experience'],
      [10, '10+ Years'],
      [5, '5+ Years'],
      [2, '2+ Years'],
    ]);
    for (const option of [...MIN_RATING_OPTIONS, ...MIN_EXPERIENCE_OPTIONS]) {
      expect(option.value).not.toBe('');
    }
  });

  it('states the marketing figures', () => {
    expect(MARKETING_STATS.map((stat) => stat.value)).toEqual(['10,000+', '500+', '98%', '24/7']);
  });
});

describe('statuses', () => {
  it('labels known request statuses and shows others raw', () => {
    expect(requestStatusLabel('pending')).toBe('Pending');
    expect(requestStatusLabel('assigned')).toBe('Assigned');
    expect(requestStatusLabel('cancelled')).toBe('Cancelled');
    expect(requestStatusLabel('on_hold')).toBe('on_hold');
  });

  it('matches the approval status table of spec section 4', () => {
    expect(APPROVAL_STATUS_DISPLAY).toEqual({
      none: {
        badge: 'Not Verified',
        text: 'Please complete your verification form to get started',
        action: 'Complete Verification',
      },
      pending: {
        badge: 'Under Review',
        text: 'We will call you within 24 hours to complete the verification',
        action: null,
      },
      approved: {
        badge: 'Approved',
        text: 'Your profile is approved and listed on the portal',
        action: null,
      },
      rejected: {
        badge: 'Rejected',
        text: 'Please contact support or resubmit your verification',
        action: 'Resubmit Verification',
      },
      reverify: {
        badge: 'Requires Update',
        text: 'Please update your verification details as requested',
        action: 'Update Verification',
      },
    });
    expect(approvalStatusDisplay(null).badge).toBe('Not Verified');
    expect(approvalStatusDisplay(undefined).badge).toBe('Not Verified');
    expect(approvalStatusDisplay('approved').badge).toBe('Approved');
  });

  it('prompts for verification with no profile, a null status, or reverify', () => {
    expect(shouldPromptVerification(null)).toBe(true);
    expect(shouldPromptVerification({ approvalStatus: null })).toBe(true);
    expect(shouldPromptVerification({ approvalStatus: 'reverify' })).toBe(true);
    expect(shouldPromptVerification({ approvalStatus: 'pending' })).toBe(false);
    expect(shouldPromptVerification({ approvalStatus: 'approved' })).toBe(false);
    expect(shouldPromptVerification({ approvalStatus: 'rejected' })).toBe(false);
  });
});

describe('formatting', () => {
  it('joins and splits practice locations with ", "', () => {
    const list = ['Delhi High Court', 'Punjab & Haryana High Court'];
    expect(formatPracticeLocations(list)).toBe('Delhi High Court, Punjab & Haryana High Court');
    expect(parsePracticeLocations('Delhi High Court, Punjab & Haryana High Court')).toEqual(list);
    expect(parsePracticeLocations('')).toEqual([]);
    expect(parsePracticeLocations(null)).toEqual([]);
  });

  it('formats rupees with Indian grouping', () => {
    expect(formatInr(2500)).toBe('₹2,500');
    expect(formatInr(100000)).toBe('₹1,00,000');
    expect(formatHourlyRate(2500)).toBe('₹2,500/hr');
  });

  it('fills stars by the rating rounded down', () => {
    expect(filledStars(4.9)).toBe(4);
    expect(filledStars(5)).toBe(5);
    expect(filledStars(null)).toBe(0);
  });

  it('makes initials', () => {
    expect(initials('Priya Sharma')).toBe('PS');
    expect(initials('  arjun  ')).toBe('A');
    expect(initials(null)).toBe('');
  });

  it('knows when a directory filter is active', () => {
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters({ search: '  ', city: null, minRating: null })).toBe(false);
    expect(hasActiveFilters({ search: 'sharma' })).toBe(true);
    expect(hasActiveFilters({ minExperience: 0 })).toBe(true);
    expect(hasActiveFilters({ specialization: 'Tax Law' })).toBe(true);
  });
});

describe('normalizeIndianMobile agrees with the database rule ^(\\+91)?[6-9][0-9]{9}$', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+919876543210', '+919876543210'],
    ['98765 43210', '9876543210'],
    ['+91 98765-43210', '+919876543210'],
    ['(987) 654-3210', '9876543210'],
  ])('%s is accepted as %s', (input, normalized) => {
    expect(normalizeIndianMobile(input)).toBe(normalized);
    expect(isIndianMobile(normalized)).toBe(true);
  });

  it.each([
    '12345',
    '5876543210',
    '98765432101',
    '+929876543210',
    '91 9876543210',
    '',
    'abcdefghij',
  ])('%s is rejected', (input) => {
    expect(normalizeIndianMobile(input)).toBeNull();
  });
});
