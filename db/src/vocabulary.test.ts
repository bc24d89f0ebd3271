import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONSULTATION_LANGUAGES,
  LEGAL_SPECIALIZATIONS,
  PRACTICE_LOCATIONS,
  isConsultationLanguage,
} from './constants';
import { INDIAN_MOBILE_PATTERN, isIndianMobile, normalizeIndianMobile } from './phone';
import { formatPracticeLocations, parsePracticeLocations } from './practiceLocations';
import {
  APPROVAL_STATUSES,
  CALLBACK_STATUSES,
  COMPLAINT_STATUSES,
  REQUEST_STATUSES,
  STAFF_CAPABILITIES,
  isCallbackStatus,
  isComplaintStatus,
  isStaffCapability,
} from './statuses';

const migrationsDir = join(__dirname, '../../supabase/migrations');
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

/** The values a check constraint `name` allows: `constraint name check (column in ('a', 'b'))`. */
function sqlCheckValues(constraint: string): string[] {
  const body = new RegExp(`constraint ${constraint}\\s+check\\s*\\(([^;]*?)\\)\\s*[,)]`).exec(
    migrations,
  )?.[1];
  if (!body) throw new Error(`constraint ${constraint} not found in the migrations`);
  return [...body.matchAll(/'((?:[^']|'')*)'/g)].map((match) => match[1]!);
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

  it('has the same 23 consultation languages as public.consultation_languages()', () => {
    expect(CONSULTATION_LANGUAGES).toHaveLength(23);
    expect(new Set(CONSULTATION_LANGUAGES).size).toBe(23);
    expect([...CONSULTATION_LANGUAGES]).toEqual(sqlArrayOf('consultation_languages'));
  });

  it('bounds a lawyer\'s languages by the size of that list (languages_at_most_23)', () => {
    expect(migrations).toMatch(
      new RegExp(
        `constraint languages_at_most_${CONSULTATION_LANGUAGES.length}\\s+check \\(cardinality\\(languages\\) <= ${CONSULTATION_LANGUAGES.length}\\)`,
      ),
    );
  });

  it('has the request and approval statuses the check constraints allow', () => {
    expect([...REQUEST_STATUSES].sort()).toEqual(sqlCheckValues('status_is_known').sort());
    expect([...APPROVAL_STATUSES].sort()).toEqual(
      sqlCheckValues('approval_status_is_known').sort(),
    );
  });

  it('has the callback, complaint and staff values the ops console checks allow', () => {
    expect([...CALLBACK_STATUSES].sort()).toEqual(
      sqlCheckValues('callback_status_is_known').sort(),
    );
    expect([...COMPLAINT_STATUSES].sort()).toEqual(
      sqlCheckValues('complaint_status_is_known').sort(),
    );
    expect([...STAFF_CAPABILITIES].sort()).toEqual(
      sqlCheckValues('staff_capability_is_known').sort(),
    );
  });

  it('uses the same mobile regex as private.is_indian_mobile()', () => {
    const sqlRegex = /select value ~ '([^']+)'/.exec(
      migrations.slice(migrations.indexOf('function private.is_indian_mobile')),
    )?.[1];
    expect(INDIAN_MOBILE_PATTERN.source).toBe(sqlRegex);
  });
});

describe('status guards', () => {
  it('accepts only the listed values', () => {
    expect(isCallbackStatus('no_answer')).toBe(true);
    expect(isCallbackStatus('received')).toBe(false);
    expect(isCallbackStatus(null)).toBe(false);
    expect(isComplaintStatus('in_review')).toBe(true);
    expect(isComplaintStatus('contacted')).toBe(false);
    expect(isComplaintStatus(3)).toBe(false);
    expect(isStaffCapability('support')).toBe(true);
    expect(isStaffCapability('admin')).toBe(false);
    expect(isStaffCapability(undefined)).toBe(false);
    expect(isConsultationLanguage('mai')).toBe(true);
    expect(isConsultationLanguage('Hindi')).toBe(false);
    expect(isConsultationLanguage('HI')).toBe(false);
    expect(isConsultationLanguage(undefined)).toBe(false);
  });
});

describe('practice locations', () => {
  it('joins and splits practice locations with ", "', () => {
    const locations = ['Delhi High Court', 'Supreme Court of India'];
    expect(formatPracticeLocations(locations)).toBe('Delhi High Court, Supreme Court of India');
    expect(parsePracticeLocations('Delhi High Court, Supreme Court of India')).toEqual(locations);
    expect(parsePracticeLocations(' Delhi High Court ,, ')).toEqual(['Delhi High Court']);
    expect(parsePracticeLocations(null)).toEqual([]);
  });
});

describe('normalizeIndianMobile agrees with the database (private.normal_indian_mobile, then ^(\\+91)?[6-9][0-9]{9}$)', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+919876543210', '+919876543210'],
    ['98765 43210', '9876543210'],
    ['+91 98765-43210', '+919876543210'],
    ['(987) 654-3210', '9876543210'],
    ['098765 43210', '+919876543210'],
    ['91 98765 43210', '+919876543210'],
    ['0091-98765-43210', '+919876543210'],
  ])('%s is accepted as %s', (input, normalized) => {
    expect(normalizeIndianMobile(input)).toBe(normalized);
    expect(isIndianMobile(normalized)).toBe(true);
  });

  it.each([
    '12345',
    '5876543210',
    '98765432101',
    '+929876543210',
    '0 5876543210',
    '',
    'abcdefghij',
  ])('%s is rejected', (input) => {
    expect(normalizeIndianMobile(input)).toBeNull();
  });
});
