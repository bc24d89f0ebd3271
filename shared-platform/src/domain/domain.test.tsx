import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consultationRequestRow } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render-with-providers';
import { CONSULTATION_REQUEST_COLUMNS, toConsultationRequest } from './consultationRequest';
import { LEGAL_SPECIALIZATIONS, PRACTICE_LOCATIONS } from './constants';
import { INDIAN_MOBILE_PATTERN, isIndianMobile, normalizeIndianMobile } from './phone';
import { formatPracticeLocations, parsePracticeLocations } from './practiceLocations';
import { RequestStatusBadge } from './RequestStatusBadge';
import { APPROVAL_STATUSES, REQUEST_STATUSES } from './statuses';

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

  it('has the request and approval statuses the check constraints allow', () => {
    expect([...REQUEST_STATUSES].sort()).toEqual(sqlCheckValues('status_is_known').sort());
    expect([...APPROVAL_STATUSES].sort()).toEqual(
      sqlCheckValues('approval_status_is_known').sort(),
    );
  });

  it('uses the same mobile regex as private.is_indian_mobile()', () => {
    const sqlRegex = /select value ~ '([^']+)'/.exec(
      migrations.slice(migrations.indexOf('function private.is_indian_mobile')),
    )?.[1];
    expect(INDIAN_MOBILE_PATTERN.source).toBe(sqlRegex);
  });
});

describe('RequestStatusBadge', () => {
  it.each([
    ['pending', 'Pending', 'warning'],
    ['assigned', 'Assigned', 'info'],
    ['scheduled', 'Scheduled', 'accent'],
    ['completed', 'Completed', 'success'],
    ['cancelled', 'Cancelled', 'neutral'],
  ])('shows %s as %s', (status, label, tone) => {
    renderWithProviders(<RequestStatusBadge status={status} />);
    expect(screen.getByText(label)).toHaveAttribute('data-tone', tone);
  });

  it('shows any other value raw (spec section 4)', () => {
    renderWithProviders(<RequestStatusBadge status="on_hold" />);
    expect(screen.getByText('on_hold')).toHaveAttribute('data-tone', 'neutral');
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

describe('consultation requests', () => {
  it('reads a row as the dashboards show it, a status it does not know included', () => {
    expect(
      toConsultationRequest(
        consultationRequestRow({
          lawyer_id: 'lawyer-1',
          status: 'on_hold',
          scheduled_for: '2026-11-28T05:30:00Z',
        }),
      ),
    ).toEqual({
      id: 'request-1',
      clientId: 'client-1',
      lawyerId: 'lawyer-1',
      serviceType: 'Family Law',
      description: 'Custody question',
      location: 'Delhi',
      phone: '9876543210',
      status: 'on_hold',
      scheduledFor: '2026-11-28T05:30:00Z',
      createdAt: '2026-11-20T10:00:00Z',
    });
  });

  it('selects every column it reads, by name', () => {
    const read = new Set<string>();
    toConsultationRequest(
      new Proxy(consultationRequestRow(), {
        get(row, column) {
          read.add(String(column));
          return Reflect.get(row, column);
        },
      }),
    );
    expect(CONSULTATION_REQUEST_COLUMNS.split(', ').sort()).toEqual([...read].sort());
  });
});
