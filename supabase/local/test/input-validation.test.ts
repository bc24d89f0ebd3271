/**
 * Input the API receives in the wrong shape, and text rules a constraint table cannot show
 * (bad-input.test.ts has one case per check constraint). JSON arrays, objects and booleans
 * sent into text columns are refused with 400 and a sentence naming the column; multi-line
 * fields keep their line breaks; a sign-up never fails over its name.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env, serviceClient, signedInClient, uniqueMobile, untyped } from './support/clients.ts';
import { anonClientAt } from './support/client-address.ts';

type Row = Record<string, unknown>;
type Actor = 'visitor' | 'client' | 'lawyer';

const { users } = env().fixtures;
const service = untyped(serviceClient());
const requestMarker = '[input-validation test]';

interface Target {
  table: string;
  as: Actor;
  /** Insert a valid row with the field replaced, or update this row's field. */
  insert?: () => Row;
  rowId?: string;
}

const callback: Target = {
  table: 'call_support_requests',
  as: 'visitor',
  insert: () => ({
    name: 'Shape Test',
    mobile_number: uniqueMobile(),
    issue_description: 'Please call me back.',
  }),
};
const complaint: Target = {
  table: 'complaints',
  as: 'visitor',
  insert: () => ({
    email: `shape-${randomBytes(4).toString('hex')}@example.in`,
    phone_number: uniqueMobile(),
    complaint_text: 'The lawyer did not join the call.',
  }),
};
const request: Target = {
  table: 'consultation_requests',
  as: 'client',
  insert: () => ({
    client_id: users.clientA.id,
    service_type: 'Family Law',
    description: `${requestMarker} Custody of my daughter after separation.`,
  }),
};
const ownProfile: Target = { table: 'profiles', as: 'client', rowId: users.clientA.id };
const ownLawyerProfile: Target = {
  table: 'lawyer_profiles',
  as: 'lawyer',
  rowId: users.pendingLawyer.id,
};

const actors = {} as Record<Actor, SupabaseClient>;
const snapshots = new Map<string, Row>();

beforeAll(async () => {
  actors.visitor = untyped(anonClientAt());
  const [client, lawyer] = await Promise.all([
    signedInClient(users.clientA),
    signedInClient(users.pendingLawyer),
  ]);
  actors.client = untyped(client);
  actors.lawyer = untyped(lawyer);
  for (const target of [ownProfile, ownLawyerProfile]) {
    snapshots.set(target.table, await storedRow(target));
  }
});

afterAll(async () => {
  const { error } = await service
    .from('consultation_requests')
    .delete()
    .like('description', `${requestMarker}%`);
  expect(error).toBeNull();
  for (const target of [ownProfile, ownLawyerProfile]) {
    const { created_at: _c, updated_at: _u, name: _n, ...editable } = snapshots.get(target.table)!;
    const { error: restore } = await service
      .from(target.table)
      .update(editable)
      .eq('id', target.rowId!);
    expect(restore).toBeNull();
  }
});

async function storedRow(target: Target): Promise<Row> {
  const { data, error } = await service
    .from(target.table)
    .select('*')
    .eq('id', target.rowId!)
    .single();
  expect(error).toBeNull();
  return data as Row;
}

async function rowCount(table: string): Promise<number> {
  const { count, error } = await service.from(table).select('*', { count: 'exact', head: true });
  expect(error).toBeNull();
  return count!;
}

/** Writes `field: value` as the target's role; returns the API's answer. */
async function write(target: Target, field: string, value: unknown) {
  const from = actors[target.as].from(target.table);
  const { error, status } = target.insert
    ? await from.insert({ ...target.insert(), [field]: value })
    : await from.update({ [field]: value }).eq('id', target.rowId!);
  return { error, status };
}

/** The stored rows, or the target row, as the service role sees them. */
const observe = (target: Target) => (target.insert ? rowCount(target.table) : storedRow(target));

describe('JSON values a column cannot take are refused with 400, naming the column', () => {
  const cases: [Target, string, unknown, string][] = [
    [callback, 'name', ['x'], 'takes text, not a JSON array'],
    [callback, 'name', { a: 1 }, 'takes text, not a JSON object'],
    [callback, 'issue_description', true, 'takes text, not true'],
    [ownProfile, 'full_name', ['Asha'], 'takes text, not a JSON array'],
    [ownProfile, 'full_name', { first: 'Asha' }, 'takes text, not a JSON object'],
    [request, 'description', [`${requestMarker} text`], 'takes text, not a JSON array'],
    [request, 'location', { city: 'Pune' }, 'takes text, not a JSON object'],
    [ownLawyerProfile, 'bio', ['A bio'], 'takes text, not a JSON array'],
    [ownLawyerProfile, 'bar_council_id', { id: 'D/1/2020' }, 'takes text, not a JSON object'],
    [ownLawyerProfile, 'years_experience', [7], 'takes one value, not a JSON array'],
    [
      ownLawyerProfile,
      'expertise_areas',
      { area: 'Tax Law' },
      'takes a list of values, not a JSON object',
    ],
    [
      ownLawyerProfile,
      'expertise_areas',
      [{ area: 'Tax Law' }],
      'takes a list of values, not JSON objects',
    ],
  ];

  it.each(
    cases.map(([target, field, value, problem]) => [
      target.table,
      field,
      JSON.stringify(value),
      target,
      problem,
    ]),
  )('%s.%s = %s', async (table, field, value, target: Target, problem: string) => {
    const before = await observe(target);

    const { error, status } = await write(target, field, JSON.parse(value));

    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
    expect(error?.message).toBe(`Column "${field}" of ${table} ${problem}.`);
    expect(await observe(target), 'nothing stored or changed').toEqual(before);
  });
});

describe('multi-line fields keep their line breaks and tabs', () => {
  const lines = (token: string) => `First line ${token}\n\tIndented second line\r\nThird line`;

  const fields: [Target, string][] = [
    [callback, 'issue_description'],
    [complaint, 'complaint_text'],
    [request, 'description'],
  ];

  it.each(fields.map(([target, field]) => [target.table, field, target] as const))(
    '%s.%s',
    async (_table, field, target) => {
      const token = randomBytes(4).toString('hex');
      const value = target === request ? `${requestMarker} ${lines(token)}` : lines(token);

      expect((await write(target, field, value)).error).toBeNull();

      const { data, error } = await service
        .from(target.table)
        .select(field)
        .like(field, `%${token}%`);
      expect(error).toBeNull();
      expect(data).toEqual([{ [field]: value }]);
    },
  );

  it('lawyer_profiles.bio', async () => {
    const value = lines(randomBytes(4).toString('hex'));
    expect((await write(ownLawyerProfile, 'bio', value)).error).toBeNull();
    expect((await storedRow(ownLawyerProfile)).bio).toBe(value);
  });
});

describe('sign-up never fails over the name in its data', () => {
  it.each([
    ['zero-width characters only', '\u200B\u200D\uFEFF'],
    ['a line break in it', 'Asha\nRao'],
  ])('a name with %s is left out of the new profile', async (_, fullName) => {
    const email = `unusable-name-${randomBytes(4).toString('hex')}@signup.nyaya.test`;
    const { data, error } = await anonClientAt().auth.signUp({
      email,
      password: 'Sign-up#Password1',
      options: { data: { full_name: fullName, role: 'client' } },
    });
    expect(error).toBeNull();

    const profile = await service
      .from('profiles')
      .select('email, full_name')
      .eq('id', data.user!.id)
      .single();
    expect(profile.data).toEqual({ email, full_name: null });
  });
});
