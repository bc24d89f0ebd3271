import type { Tables } from '@nyaya/db';
import { setRuntimeConfig } from '@nyaya/shared-platform';
import {
  dataErrorOf,
  mockPostgrest,
  postgrestError,
  testRuntimeConfig,
} from '@nyaya/shared-platform/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { isLawyerId } from '../model/lawyerId';
import { getLawyerProfile, LAWYER_PROFILE_COLUMNS } from './lawyerProfile';
import { directoryRow as sharedDirectoryRow } from '../../../test/directoryRow';

const LAWYER_ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

beforeEach(() => setRuntimeConfig(testRuntimeConfig()));

function directoryRow(overrides: Partial<Tables<'lawyer_directory'>> = {}) {
  return sharedDirectoryRow({ id: LAWYER_ID, ...overrides });
}

describe('isLawyerId', () => {
  it.each([LAWYER_ID, LAWYER_ID.toUpperCase()])('accepts the uuid %s', (id) => {
    expect(isLawyerId(id)).toBe(true);
  });

  it.each(['', 'x', 'lawyer-1', `${LAWYER_ID}x`, LAWYER_ID.replaceAll('-', ''), `{${LAWYER_ID}}`])(
    'refuses %j',
    (id) => {
      expect(isLawyerId(id)).toBe(false);
    },
  );
});

describe('getLawyerProfile', () => {
  it('reads one row of lawyer_directory by id, naming its columns', async () => {
    const calls = mockPostgrest('get', 'lawyer_directory', { body: [directoryRow()] });

    const lawyer = await getLawyerProfile(LAWYER_ID);

    expect(calls).toHaveLength(1);
    const params = calls[0]!.url.searchParams;
    expect(params.get('id')).toBe(`eq.${LAWYER_ID}`);
    expect(params.get('select')).toBe(LAWYER_PROFILE_COLUMNS.replaceAll(' ', ''));
    expect(params.get('select')).not.toContain('*');
    expect(params.get('select')).toContain('review_count');
    expect(lawyer).toEqual({
      id: LAWYER_ID,
      name: 'Priya Sharma',
      yearsExperience: 12,
      expertiseAreas: ['Family Law', 'Property Law'],
      location: 'Delhi High Court, Supreme Court of India',
      practiceLocations: ['Delhi High Court', 'Supreme Court of India'],
      bio: 'Family law specialist.',
      rating: 4.8,
      reviewCount: 23,
      hourlyRate: 2500,
      profilePictureUrl: null,
      languages: ['hi', 'en'],
    });
  });

  it('answers null when no approved lawyer has that id', async () => {
    mockPostgrest('get', 'lawyer_directory', { body: [] });
    expect(await getLawyerProfile(LAWYER_ID)).toBeNull();
  });

  it('answers null for a malformed id without asking the server', async () => {
    const calls = mockPostgrest('get', 'lawyer_directory', { body: [directoryRow()] });
    expect(await getLawyerProfile('not-a-uuid')).toBeNull();
    expect(await getLawyerProfile("' or 1=1 --")).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('throws a DataError when the server fails', async () => {
    mockPostgrest('get', 'lawyer_directory', {
      status: 500,
      body: postgrestError('57014', 'canceling statement due to statement timeout'),
    });
    const error = await dataErrorOf(getLawyerProfile(LAWYER_ID));
    expect(error).toMatchObject({ code: '57014', status: 500 });
  });
});
