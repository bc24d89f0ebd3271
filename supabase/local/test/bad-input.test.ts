import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, env, serviceClient, signedInClient, uniqueMobile, untyped } from './support/clients.ts';

/**
 * Every rule on user input lives in the database as a named constraint, so a bad value is
 * refused whichever client sends it, and the error names the rule it broke. Each case is sent
 * by the role that would really send it (a visitor for callbacks and complaints, a client for
 * consultation requests, a lawyer for their own profile), falling back to the service role
 * only where that role cannot reach the column. After each refusal the service role checks
 * that nothing was stored or changed.
 */

type Row = Record<string, unknown>;
type Actor = 'visitor' | 'client' | 'lawyer' | 'reviewer';
type InsertTable = 'call_support_requests' | 'complaints' | 'consultation_requests';
type UpdateTable = 'lawyer_profiles' | 'profiles';

/** A table written by inserting a fresh valid row with one field spoiled. */
interface InsertTarget {
  kind: 'insert';
  table: InsertTable;
  as: Actor;
  validRow: () => Row;
}

/** A table written by updating one existing row's field. */
interface UpdateTarget {
  kind: 'update';
  table: UpdateTable;
  as: Actor;
  rowId: string;
}

type Target = InsertTarget | UpdateTarget;

interface BadValueCase {
  target: Target;
  field: string;
  value: unknown;
  constraint: string;
}

const { users } = env().fixtures;
// Bad input is what the generated types rule out, so this file sends it through untyped
// clients, and keeps its service-role bookkeeping as generic as its cases.
const service = untyped(serviceClient());

// Rows this file stores carry these markers so afterAll can remove them again. The source is
// a partner registered for this file (an unregistered source is refused).
const testSource = 'bad-input-test';
const requestMarker = '[bad-input test]';

let uniqueCounter = 0;
function uniqueEmail(): string {
  uniqueCounter += 1;
  return `bad-input-${Date.now().toString(36)}-${uniqueCounter}@example.com`;
}

const chars = (count: number) => 'x'.repeat(count);
const blank = '   ';

// Text that shows nothing: Unicode spaces, zero-width and format characters, blank fillers.
const invisible = {
  spaces: '\u00A0\u2003\u3000',
  zeroWidth: '\u200B\u200C\u200D\u2060\uFEFF',
  brailleBlank: '\u2800\u2800',
};

// ---------------------------------------------------------------------------
// Where the bad values go
// ---------------------------------------------------------------------------
const callback: InsertTarget = {
  kind: 'insert',
  table: 'call_support_requests',
  as: 'visitor',
  validRow: () => ({
    name: 'Bad Input Caller',
    mobile_number: uniqueMobile(),
    issue_description: 'Please call me back about a rent dispute.',
    source: testSource,
  }),
};

const complaint: InsertTarget = {
  kind: 'insert',
  table: 'complaints',
  as: 'visitor',
  validRow: () => ({
    email: uniqueEmail(),
    phone_number: uniqueMobile(),
    complaint_text: 'The lawyer did not join the scheduled call.',
    source: testSource,
  }),
};

const requestRow = () => ({
  client_id: users.clientA.id,
  service_type: 'Tax Law',
  description: `${requestMarker} A GST notice needs a reply within 30 days.`,
  location: 'Pune, Maharashtra',
  phone: uniqueMobile(),
});

const request: InsertTarget = {
  kind: 'insert',
  table: 'consultation_requests',
  as: 'client',
  validRow: requestRow,
};

// Clients may only insert status 'pending', so a bad status can only come from the service role.
const requestByReviewer: InsertTarget = { ...request, as: 'reviewer' };

// The pending lawyer edits their own profile: even if a case wrongly got through, a credential
// change only sends the profile back to 'pending', so other tests' fixtures stay intact.
const ownLawyerProfile: UpdateTarget = {
  kind: 'update',
  table: 'lawyer_profiles',
  as: 'lawyer',
  rowId: users.pendingLawyer.id,
};

// Lawyers may not touch rating or approval_status at all (a trigger answers 42501 first),
// so the constraints behind those columns are reached by the service role.
const lawyerProfileByReviewer: UpdateTarget = { ...ownLawyerProfile, as: 'reviewer' };

const ownProfile: UpdateTarget = {
  kind: 'update',
  table: 'profiles',
  as: 'client',
  rowId: users.clientA.id,
};

// ---------------------------------------------------------------------------
// The cases
// ---------------------------------------------------------------------------
// '98765 43210' is a mobile number typed with a space: it is stored as +91 and its ten digits.
const badMobiles = ['12345', '5876543210', '+9198765432100', '98765 4321', '+1 2025550123'];
const badEmails = ['not-an-email', 'a@b', 'a b@c.com'];

const mobileColumns: [InsertTarget, string, string][] = [
  [callback, 'mobile_number', 'mobile_number_is_indian_mobile'],
  [complaint, 'phone_number', 'phone_number_is_indian_mobile'],
  [request, 'phone', 'phone_is_indian_mobile'],
];

const badValueCases: BadValueCase[] = [
  { target: request, field: 'service_type', value: 'Space Law', constraint: 'service_type_is_known_specialization' },
  { target: requestByReviewer, field: 'status', value: 'archived', constraint: 'status_is_known' },
  { target: lawyerProfileByReviewer, field: 'approval_status', value: 'suspended', constraint: 'approval_status_is_known' },

  { target: ownLawyerProfile, field: 'expertise_areas', value: [], constraint: 'expertise_areas_not_empty' },
  {
    target: ownLawyerProfile,
    field: 'expertise_areas',
    value: ['Family Law', 'Space Law'],
    constraint: 'expertise_areas_are_known_specializations',
  },
  {
    target: ownLawyerProfile,
    field: 'location',
    value: 'Delhi High Court, Moon District Court',
    constraint: 'location_is_known_practice_locations',
  },
  {
    // The courts are right, the separator is not: the list is stored joined by ', '.
    target: ownLawyerProfile,
    field: 'location',
    value: 'Delhi High Court,Supreme Court of India',
    constraint: 'location_is_known_practice_locations',
  },
  { target: ownLawyerProfile, field: 'years_experience', value: -1, constraint: 'years_experience_between_0_and_70' },
  { target: ownLawyerProfile, field: 'years_experience', value: 71, constraint: 'years_experience_between_0_and_70' },
  { target: lawyerProfileByReviewer, field: 'rating', value: 5.5, constraint: 'rating_between_0_and_5' },
  { target: lawyerProfileByReviewer, field: 'rating', value: -1, constraint: 'rating_between_0_and_5' },
  { target: ownLawyerProfile, field: 'bio', value: chars(2001), constraint: 'bio_at_most_2000_chars' },
  { target: ownLawyerProfile, field: 'bar_council_id', value: blank, constraint: 'bar_council_id_required' },
  {
    target: ownLawyerProfile,
    field: 'hourly_rate',
    value: -1,
    constraint: 'hourly_rate_in_rupees_between_500_and_100000',
  },
  {
    target: ownLawyerProfile,
    field: 'profile_picture_url',
    value: 'http://example.com/me.png',
    constraint: 'profile_picture_url_is_public_storage_url',
  },

  { target: request, field: 'description', value: chars(5001), constraint: 'description_at_most_5000_chars' },
  { target: request, field: 'description', value: blank, constraint: 'description_required' },
  { target: request, field: 'location', value: chars(201), constraint: 'location_at_most_200_chars' },
  { target: complaint, field: 'complaint_text', value: chars(5001), constraint: 'complaint_text_at_most_5000_chars' },
  { target: complaint, field: 'complaint_text', value: blank, constraint: 'complaint_text_required' },
  {
    target: callback,
    field: 'issue_description',
    value: chars(5001),
    constraint: 'issue_description_at_most_5000_chars',
  },
  { target: callback, field: 'issue_description', value: blank, constraint: 'issue_description_required' },
  { target: callback, field: 'name', value: chars(201), constraint: 'name_at_most_200_chars' },
  { target: callback, field: 'name', value: blank, constraint: 'name_required' },
  { target: ownProfile, field: 'full_name', value: chars(201), constraint: 'full_name_at_most_200_chars' },

  ...mobileColumns.flatMap(([target, field, constraint]) =>
    badMobiles.map((value) => ({ target, field, value, constraint })),
  ),
  ...badEmails.map((value) => ({ target: complaint, field: 'email', value, constraint: 'email_is_valid' })),

  // Required text needs something visible in it; optional text, when given, too.
  ...Object.values(invisible).flatMap((value): BadValueCase[] => [
    { target: callback, field: 'name', value, constraint: 'name_required' },
    { target: callback, field: 'issue_description', value, constraint: 'issue_description_required' },
    { target: complaint, field: 'complaint_text', value, constraint: 'complaint_text_required' },
    { target: request, field: 'description', value, constraint: 'description_required' },
    { target: ownLawyerProfile, field: 'bar_council_id', value, constraint: 'bar_council_id_required' },
  ]),
  // Line breaks and tabs alone are blank too (multi-line fields keep them otherwise).
  { target: request, field: 'description', value: '\n\t \r\n', constraint: 'description_required' },
  { target: ownProfile, field: 'full_name', value: invisible.zeroWidth, constraint: 'full_name_has_visible_text' },
  { target: ownLawyerProfile, field: 'bio', value: invisible.spaces, constraint: 'bio_has_visible_text' },
  { target: request, field: 'location', value: invisible.brailleBlank, constraint: 'location_has_visible_text' },

  // Single-line fields take no control characters at all: no tabs, line breaks or escapes.
  { target: callback, field: 'name', value: 'Asha\nRao', constraint: 'name_is_single_line_text' },
  { target: callback, field: 'name', value: 'Asha\tRao', constraint: 'name_is_single_line_text' },
  { target: callback, field: 'name', value: '\u001B[31mAsha', constraint: 'name_is_single_line_text' },
  { target: callback, field: 'name', value: 'Asha\u2028Rao', constraint: 'name_is_single_line_text' },
  { target: ownProfile, field: 'full_name', value: 'Asha\u0085Rao', constraint: 'full_name_is_single_line_text' },
  { target: ownProfile, field: 'full_name', value: 'Asha\u0007', constraint: 'full_name_is_single_line_text' },
  {
    target: ownLawyerProfile,
    field: 'bar_council_id',
    value: 'D/1487/2014\n',
    constraint: 'bar_council_id_is_single_line_text',
  },
  { target: request, field: 'location', value: 'Pune,\r\nMaharashtra', constraint: 'location_is_single_line_text' },

  // Multi-line fields keep line breaks and tabs, but no other control character.
  {
    target: request,
    field: 'description',
    value: 'Notice attached\u0007',
    constraint: 'description_has_no_control_characters',
  },
  {
    target: callback,
    field: 'issue_description',
    value: 'Call me\u001B[2J',
    constraint: 'issue_description_has_no_control_characters',
  },
  {
    target: complaint,
    field: 'complaint_text',
    value: 'Rude\u0008\u0008\u0008kind',
    constraint: 'complaint_text_has_no_control_characters',
  },
  { target: ownLawyerProfile, field: 'bio', value: 'Page one\u000CPage two', constraint: 'bio_has_no_control_characters' },

  // Lists name each item once.
  {
    target: ownLawyerProfile,
    field: 'expertise_areas',
    value: ['Family Law', 'Tax Law', 'Family Law'],
    constraint: 'expertise_areas_are_distinct',
  },
  {
    target: ownLawyerProfile,
    field: 'expertise_areas',
    value: Array<string>(5000).fill('Family Law'),
    constraint: 'expertise_areas_are_distinct',
  },
  {
    target: ownLawyerProfile,
    field: 'expertise_areas',
    value: [['Family Law'], ['Tax Law']],
    constraint: 'expertise_areas_is_a_flat_list',
  },
  {
    target: ownLawyerProfile,
    field: 'location',
    value: 'Delhi High Court, Supreme Court of India, Delhi High Court',
    constraint: 'location_names_each_court_once',
  },
  {
    target: ownLawyerProfile,
    field: 'location',
    value: Array<string>(5000).fill('Delhi High Court').join(', '),
    constraint: 'location_names_each_court_once',
  },
];

/** Required columns left out of an otherwise valid row. */
const missingFieldCases: [InsertTarget, string][] = [
  [request, 'description'],
  [request, 'service_type'],
  [callback, 'name'],
  [callback, 'mobile_number'],
  [callback, 'issue_description'],
  [complaint, 'email'],
  [complaint, 'phone_number'],
  [complaint, 'complaint_text'],
];

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------
const actors = {} as Record<Actor, SupabaseClient>;
const snapshots = new Map<string, Row>();

beforeAll(async () => {
  const { error } = await service.from('partners').insert({ id: testSource, name: 'Bad Input Test' });
  expect(error).toBeNull();
  actors.visitor = untyped(anonClient());
  actors.reviewer = service;
  const [client, lawyer] = await Promise.all([
    signedInClient(users.clientA),
    signedInClient(users.pendingLawyer),
  ]);
  actors.client = untyped(client);
  actors.lawyer = untyped(lawyer);
  for (const target of [ownLawyerProfile, ownProfile]) {
    snapshots.set(target.table, await storedRow(target));
  }
});

afterAll(async () => {
  const deletions = await Promise.all([
    service.from('call_support_requests').delete().eq('source', testSource),
    service.from('complaints').delete().eq('source', testSource),
    service.from('consultation_requests').delete().like('description', `${requestMarker}%`),
  ]);
  for (const { error } of deletions) expect(error).toBeNull();
  const { error } = await service.from('partners').delete().eq('id', testSource);
  expect(error).toBeNull();

  // Only needed if a case wrongly succeeded: put the shared fixture rows back.
  for (const target of [ownLawyerProfile, ownProfile]) {
    const before = snapshots.get(target.table)!;
    const { created_at: _c, updated_at: _u, name: _n, ...editable } = before;
    const after = await storedRow(target);
    if (JSON.stringify(stripTimestamps(after)) !== JSON.stringify(stripTimestamps(before))) {
      const { error } = await service.from(target.table).update(editable).eq('id', target.rowId);
      expect(error).toBeNull();
    }
  }
});

function stripTimestamps({ updated_at: _u, ...row }: Row): Row {
  return row;
}

function describeValue(value: unknown): string {
  if (typeof value === 'string' && value.length > 40) return `'${value.slice(0, 16)}…' × ${value.length}`;
  if (Array.isArray(value) && value.length > 10) return `[${JSON.stringify(value[0])}, …] × ${value.length}`;
  return JSON.stringify(value);
}

/** Rows in a table, as the service role counts them (RLS does not hide any). */
async function countRows(table: InsertTable): Promise<number> {
  const { count, error } = await service.from(table).select('*', { count: 'exact', head: true });
  expect(error).toBeNull();
  return count!;
}

async function storedRow(target: UpdateTarget): Promise<Row> {
  const { data, error } = await service.from(target.table).select('*').eq('id', target.rowId).single();
  expect(error).toBeNull();
  return data as Row;
}

/**
 * Rows whose phone column ends in these ten digits, in either shape. A `like` pattern, not
 * `.eq('+91…')` or `.in([...])`: the local API (@supabase/lite) reads a filter value such as
 * '+919876543210' as a number and never matches the text column.
 */
async function storedByDigits(table: 'call_support_requests' | 'complaints', column: string, digits: string) {
  const { data, error } = await service.from(table).select(column).like(column, `%${digits}`);
  expect(error).toBeNull();
  return data as unknown as Row[];
}

/** Sends `row` the way the target's role would, and reports only the error. */
async function write(target: Target, row: Row): Promise<PostgrestError | null> {
  const supabase = actors[target.as];
  const { error } =
    target.kind === 'insert'
      ? await supabase.from(target.table).insert(row)
      : await supabase.from(target.table).update(row).eq('id', target.rowId);
  return error;
}

/** Runs `attempt` and checks the service role sees the table or row exactly as before. */
async function expectNothingStored(target: Target, attempt: () => Promise<void>) {
  if (target.kind === 'insert') {
    const before = await countRows(target.table);
    await attempt();
    expect(await countRows(target.table), `rows in ${target.table}`).toBe(before);
  } else {
    const before = await storedRow(target);
    await attempt();
    expect(await storedRow(target), `${target.table} row`).toEqual(before);
  }
}

function expectCheckViolation(error: PostgrestError | null, constraint: string) {
  expect(error, 'the write should be refused').not.toBeNull();
  expect(error!.code).toBe('23514');
  expect(error!.message).toContain(`violates check constraint "${constraint}"`);
}

// ---------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------
describe('every constraint rejects its bad value with a clear error, and nothing is stored', () => {
  it.each(badValueCases.map((c) => [c.target.table, c.field, describeValue(c.value), c.target.as, c]))(
    '%s.%s = %s (as %s)',
    async (_table, _field, _value, _as, { target, field, value, constraint }: BadValueCase) => {
      await expectNothingStored(target, async () => {
        const row = target.kind === 'insert' ? { ...target.validRow(), [field]: value } : { [field]: value };
        expectCheckViolation(await write(target, row), constraint);
      });
    },
  );

  it.each(missingFieldCases.map(([target, field]) => [target.table, field, target]))(
    '%s without %s is refused with 23502 naming the column',
    async (_table, field, target: InsertTarget) => {
      await expectNothingStored(target, async () => {
        const { [field]: _left, ...row } = target.validRow();
        const error = await write(target, row);
        expect(error?.code).toBe('23502');
        expect(error?.message).toContain(`null value in column "${field}"`);
      });
    },
  );

  it('the base rows themselves are valid, so each refusal above is down to its one bad field', async () => {
    for (const target of [callback, complaint, request]) {
      const before = await countRows(target.table);
      expect(await write(target, target.validRow()), target.table).toBeNull();
      expect(await countRows(target.table)).toBe(before + 1);
    }
  });
});

describe('Indian mobile numbers', () => {
  it.each(['9876543210', '+919876543210'])('%s is accepted on a consultation request', async (phone) => {
    const { data, error } = await actors.client
      .from('consultation_requests')
      .insert({ ...requestRow(), phone })
      .select('phone')
      .single();
    expect(error).toBeNull();
    // Stored in the one form, +91 and ten digits.
    expect(data).toEqual({ phone: '+919876543210' });
  });

  // Callbacks and complaints are rate-limited per number, so these use fresh numbers in both shapes.
  it.each([
    ['ten digits', (digits: string) => digits],
    ['+91 and ten digits', (digits: string) => `+91${digits}`],
  ])('a callback and a complaint from a number written as %s are accepted', async (_shape, format) => {
    const mobile = format(uniqueMobile());
    expect(await write(callback, { ...callback.validRow(), mobile_number: mobile })).toBeNull();
    expect(await write(complaint, { ...complaint.validRow(), phone_number: mobile })).toBeNull();

    const stored = await storedByDigits('call_support_requests', 'mobile_number', mobile.slice(-10));
    expect(stored).toEqual([{ mobile_number: `+91${mobile.slice(-10)}` }]);
  });
});

describe('rate limit: at most 5 callbacks or complaints per hour from one phone number or e-mail', () => {
  function expectRateLimited(error: PostgrestError | null) {
    expect(error, 'the 6th submission should be refused').not.toBeNull();
    expect(error!.code).toBe('PT429');
    expect(error!.message).toMatch(/^Too many submissions .*try again in an hour/);
  }

  async function submitSixTimes(target: InsertTarget, vary: (attempt: number) => Row) {
    const errors: (PostgrestError | null)[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      errors.push(await write(target, { ...target.validRow(), ...vary(attempt) }));
    }
    return errors;
  }

  it('the 6th callback from the same number is refused with PT429 and not stored (+91 or not)', async () => {
    const digits = uniqueMobile();
    const shapes = [digits, `+91${digits}`];

    const errors = await submitSixTimes(callback, (attempt) => ({ mobile_number: shapes[attempt % 2] }));

    expect(errors.slice(0, 5)).toEqual([null, null, null, null, null]);
    expectRateLimited(errors[5]!);
    expect(await storedByDigits('call_support_requests', 'mobile_number', digits)).toHaveLength(5);

    // The limit is per number: someone else is not held up.
    expect(await write(callback, callback.validRow())).toBeNull();
  });

  it('the 6th complaint from the same e-mail is refused with PT429 and not stored (any letter case)', async () => {
    const email = uniqueEmail();
    const spellings = [email, email.toUpperCase()];

    const errors = await submitSixTimes(complaint, (attempt) => ({ email: spellings[attempt % 2] }));

    expect(errors.slice(0, 5)).toEqual([null, null, null, null, null]);
    expectRateLimited(errors[5]!);
    const { count } = await service
      .from('complaints')
      .select('*', { count: 'exact', head: true })
      .ilike('email', email);
    expect(count).toBe(5);

    expect(await write(complaint, complaint.validRow())).toBeNull();
  });

  it('the 6th complaint from the same phone number is refused with PT429 and not stored (+91 or not)', async () => {
    const digits = uniqueMobile();
    const shapes = [digits, `+91${digits}`];

    const errors = await submitSixTimes(complaint, (attempt) => ({ phone_number: shapes[attempt % 2] }));

    expect(errors.slice(0, 5)).toEqual([null, null, null, null, null]);
    expectRateLimited(errors[5]!);
    expect(await storedByDigits('complaints', 'phone_number', digits)).toHaveLength(5);
  });
});
