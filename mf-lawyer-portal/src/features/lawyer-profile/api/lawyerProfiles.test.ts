import { CONSTRAINT_NAMES, type CheckConstraint, type Tables } from '@nyaya/db';
import { changeLanguage, dataErrorMessage, setRuntimeConfig } from '@nyaya/shared-platform';
import { mockPostgrest, postgrestError, testRuntimeConfig } from '@nyaya/shared-platform/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../i18n';
import type { LawyerProfile } from '../model/lawyerProfile';
import { PROFILE_ERROR_MESSAGES, getOwnLawyerProfile, submitVerification } from './lawyerProfiles';

beforeEach(() => setRuntimeConfig(testRuntimeConfig()));

function profileRow(overrides: Partial<Tables<'lawyer_profiles'>> = {}) {
  return {
    id: 'lawyer-1',
    name: 'Priya Sharma',
    bar_council_id: 'D/1234/2015',
    years_experience: 12,
    expertise_areas: ['Family Law', 'Property Law'],
    location: 'Delhi High Court, Supreme Court of India',
    bio: 'Family law specialist.',
    approval_status: 'approved',
    rating: 4.8,
    hourly_rate: 2500,
    profile_picture_url: null,
    languages: ['hi', 'en'],
    ...overrides,
  };
}

const verification = {
  lawyerId: 'lawyer-1',
  barCouncilId: 'D/1234/2015',
  yearsExperience: 12,
  expertiseAreas: ['Family Law' as const],
  practiceLocations: ['Delhi High Court' as const, 'Supreme Court of India' as const],
  languages: ['hi' as const, 'en' as const],
  hourlyRate: 2500,
  photo: null,
  photoUrl: null,
  bio: null,
};

describe('getOwnLawyerProfile', () => {
  it('reads the own profile, including the bar council id', async () => {
    const calls = mockPostgrest('get', 'lawyer_profiles', { body: [profileRow()] });
    const profile = await getOwnLawyerProfile('lawyer-1');
    expect(calls[0]!.url.searchParams.get('id')).toBe('eq.lawyer-1');
    expect(calls[0]!.url.searchParams.get('select')).toContain('bar_council_id');
    expect(profile).toMatchObject({
      id: 'lawyer-1',
      barCouncilId: 'D/1234/2015',
      approvalStatus: 'approved',
      practiceLocations: ['Delhi High Court', 'Supreme Court of India'],
      languages: ['hi', 'en'],
      rating: 4.8,
    });
    expect(calls[0]!.url.searchParams.get('select')).toContain('languages');
  });

  it('gives null when there is no profile yet', async () => {
    mockPostgrest('get', 'lawyer_profiles', { body: [] });
    expect(await getOwnLawyerProfile('lawyer-1')).toBeNull();
  });

  it('maps a null or unknown approval status to null ("Not Verified")', async () => {
    mockPostgrest('get', 'lawyer_profiles', { body: [profileRow({ approval_status: 'on_hold' })] });
    expect((await getOwnLawyerProfile('lawyer-1'))?.approvalStatus).toBeNull();
  });
});

describe('submitVerification', () => {
  it('inserts a first verification as pending', async () => {
    const calls = mockPostgrest('post', 'lawyer_profiles', {
      status: 201,
      body: profileRow({ approval_status: 'pending' }),
    });
    const profile = await submitVerification(verification, null);
    expect(calls[0]!.body).toEqual({
      id: 'lawyer-1',
      bar_council_id: 'D/1234/2015',
      years_experience: 12,
      expertise_areas: ['Family Law'],
      location: 'Delhi High Court, Supreme Court of India',
      languages: ['hi', 'en'],
      hourly_rate: 2500,
      profile_picture_url: null,
      bio: null,
      approval_status: 'pending',
    });
    expect(profile.approvalStatus).toBe('pending');
  });

  it('updates an existing profile and sets it back to pending', async () => {
    const calls = mockPostgrest('patch', 'lawyer_profiles', {
      body: profileRow({ approval_status: 'pending' }),
    });
    const existing = { id: 'lawyer-1', rating: 4.6 } as LawyerProfile;
    await submitVerification(verification, existing);
    expect(calls[0]!.url.searchParams.get('id')).toBe('eq.lawyer-1');
    expect(calls[0]!.body).toMatchObject({ approval_status: 'pending', years_experience: 12 });
    expect(calls[0]!.body).not.toHaveProperty('id');
    // The rating and its count come from reviews (docs/product/reviews.md): the database refuses them.
    expect(calls[0]!.body).not.toHaveProperty('rating');
    expect(calls[0]!.body).not.toHaveProperty('review_count');
  });

  it('explains a check violation by its constraint', async () => {
    mockPostgrest('post', 'lawyer_profiles', {
      status: 400,
      body: postgrestError(
        '23514',
        'new row for relation "lawyer_profiles" violates check constraint "years_experience_between_0_and_70"',
      ),
    });
    const error = await submitVerification(verification, null).catch((thrown: unknown) => thrown);
    expect(dataErrorMessage(error)).toBe('Years of experience must be between 0 and 70.');
  });

  it('explains a bar council ID with characters other than plain letters, digits and separators', async () => {
    mockPostgrest('post', 'lawyer_profiles', {
      status: 400,
      body: postgrestError(
        '23514',
        'new row for relation "lawyer_profiles" violates check constraint "bar_council_id_uses_plain_characters"',
      ),
    });
    const error = await submitVerification(
      { ...verification, barCouncilId: 'D/１２３４/2015' },
      null,
    ).catch((thrown: unknown) => thrown);
    expect(dataErrorMessage(error)).toBe(
      'The BAR Council ID can only contain the letters A-Z, digits 0-9, spaces and / . - ( ).',
    );
  });

  it.each([
    [
      '23505',
      'Bar council ID D/1234/2015 is already registered to another lawyer.',
      'Bar council ID D/1234/2015 is already registered to another lawyer.',
      'बार काउंसिल आईडी D/1234/2015 पहले से किसी दूसरे वकील के नाम दर्ज है।',
    ],
    [
      '22023',
      'Choose at least one language you consult in.',
      'Choose at least one language you consult in.',
      'कम से कम एक भाषा चुनें जिसमें आप परामर्श देते हैं।',
    ],
    [
      '42501',
      'A rating cannot be set by the lawyer.',
      'A rating cannot be set by the lawyer.',
      'वकील अपनी रेटिंग स्वयं तय नहीं कर सकते।',
    ],
    [
      '22023',
      'The photo lawyer-1/3f2a.jpg has not been uploaded (or was removed).',
      'The photo has not been uploaded (or was removed). Please choose it again.',
      'फ़ोटो अपलोड नहीं हुई है (या हटा दी गई थी)। कृपया उसे फिर से चुनें।',
    ],
  ])(
    "tells the database's sentence (%s %s) in the lawyer's language",
    async (code, sentence, en, hi) => {
      mockPostgrest('post', 'lawyer_profiles', {
        status: 400,
        body: postgrestError(code, sentence),
      });
      const error = await submitVerification(verification, null).catch((thrown: unknown) => thrown);
      expect(dataErrorMessage(error)).toBe(en);
      await changeLanguage('hi');
      try {
        expect(dataErrorMessage(error)).toBe(hi);
      } finally {
        await changeLanguage('en');
      }
    },
  );

  it('has a sentence for every check constraint a lawyer submitting a profile can break', () => {
    // The reviewer writes the review note (supabase/local's reviewers' tool), never the lawyer.
    const setByReviewers = [
      'review_note_at_most_1000_chars',
      'review_note_has_no_control_characters',
      'review_note_has_visible_text',
    ] satisfies CheckConstraint<'lawyer_profiles'>[];
    // The database derives the review count from visible reviews (docs/product/reviews.md).
    const derived = ['review_count_is_not_negative'] satisfies CheckConstraint<'lawyer_profiles'>[];
    const constraints = CONSTRAINT_NAMES.lawyer_profiles.check.filter(
      (name) => !([...setByReviewers, ...derived] as string[]).includes(name),
    );
    expect(constraints.length).toBeGreaterThan(8);
    expect(constraints.filter((name) => !(name in PROFILE_ERROR_MESSAGES.constraints))).toEqual([]);
  });
});
