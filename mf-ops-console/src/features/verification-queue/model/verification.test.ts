import { describe, expect, it } from 'vitest';
import type { ListedProfile, VerificationRow } from '../../staff-access/api/opsRpc';
import { checkDecisionNote, profileDiff, verificationCursor } from './verification';

const LISTED: ListedProfile = {
  name: 'Priya Sharma',
  bar_council_id: 'MH/1234/2015',
  years_experience: 8,
  expertise_areas: ['Family Law'],
  location: 'Mumbai',
  bio: 'Family lawyer.',
  hourly_rate: 2000,
  profile_picture_url: null,
};

function lawyer(overrides: Partial<VerificationRow> = {}): VerificationRow {
  return {
    ...LISTED,
    id: 'l1',
    email: 'priya@example.com',
    submitted_at: '2026-11-27T10:00:00Z',
    version: '2026-11-27T10:00:00Z',
    previous_decision: 'approved',
    listed: LISTED,
    bar_council_id_shared_with: null,
    linked_complaints: 0,
    ...overrides,
  };
}

describe('the verification diff', () => {
  it('marks exactly the fields that differ from the listed version, with the old value', () => {
    const diff = profileDiff(
      lawyer({
        hourly_rate: 2500,
        expertise_areas: ['Family Law', 'Property Law'],
        bio: 'Family lawyer. ',
      }),
    );
    const changed = diff.filter((field) => field.changed);
    expect(changed.map((field) => field.field)).toEqual(['areas', 'rate']);
    expect(changed[1]).toEqual({ field: 'rate', value: 2500, listed: 2000, changed: true });
    expect(diff.find((field) => field.field === 'name')).toMatchObject({ changed: false });
  });

  it('marks a picture added and a name changed', () => {
    const diff = profileDiff(
      lawyer({ name: 'Priya S. Sharma', profile_picture_url: 'https://x/p.png' }),
    );
    expect(diff.filter((field) => field.changed).map((field) => field.field)).toEqual([
      'name',
      'picture',
    ]);
  });

  it('compares only the fields the listing publishes (not the bar council ID)', () => {
    const { bar_council_id: _omitted, ...published } = LISTED;
    const diff = profileDiff(
      lawyer({ bar_council_id: 'MH/9999/2020', listed: published as ListedProfile }),
    );
    expect(diff.find((field) => field.field === 'barCouncilId')).toMatchObject({
      changed: false,
      listed: undefined,
    });
    expect(diff.some((field) => field.changed)).toBe(false);
  });

  it('marks nothing for a lawyer never approved (no listing)', () => {
    const diff = profileDiff(lawyer({ listed: null, previous_decision: null }));
    expect(diff.every((field) => !field.changed && field.listed === undefined)).toBe(true);
    expect(diff).toHaveLength(9);
  });
});

describe('decision notes', () => {
  it('requires a note to reject or ask to re-verify, optional to approve, at most 1000', () => {
    expect(checkDecisionNote('rejected', ' ').problem).toBe('noteRequired');
    expect(checkDecisionNote('reverify', '').problem).toBe('noteRequired');
    expect(checkDecisionNote('approved', '')).toEqual({ problem: null, note: null });
    expect(checkDecisionNote('approved', 'x'.repeat(1001)).problem).toBe('noteTooLong');
    expect(checkDecisionNote('rejected', ' Upload your certificate. ')).toEqual({
      problem: null,
      note: 'Upload your certificate.',
    });
  });

  it('pages oldest first by (submitted_at, id)', () => {
    expect(verificationCursor([lawyer()], 1)).toEqual({
      after_submitted_at: '2026-11-27T10:00:00Z',
      after_id: 'l1',
    });
    expect(verificationCursor([lawyer()], 2)).toBeNull();
  });
});
