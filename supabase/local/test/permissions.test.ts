/**
 * Who may do what (docs/product/data-and-permissions.md), checked through supabase-js against the
 * running stack.
 *
 * The matrix below is the contract: every role × table or view × operation with the outcome
 * it must have. Each cell arranges its own rows as the service role, lets the role try, and
 * then asks the service role whether anything happened. "Denied" therefore always means the
 * row is exactly as before, whether the API answered with an error (grants, guard triggers,
 * RLS WITH CHECK) or with an empty success (RLS hiding the row from UPDATE and DELETE).
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Tables, TablesInsert } from '../src/types/database.ts';
import { anonClient, env, serviceClient, uniqueMobile, untyped } from './support/clients.ts';
import type { FixtureRole } from './support/fixtures.ts';
import {
  allow,
  cellsOf,
  checkCell,
  clientFor,
  deleteRow,
  deny,
  n_a,
  placeRowTemporarily,
  readRow,
  removeRowTemporarily,
  restoreAfterThisTest,
  runCleanups,
  titled,
  uniqueEmail,
  type Relation,
  type Role,
  type Subject,
  type Table,
} from './support/matrix.ts';

afterEach(runCleanups);

// ---------------------------------------------------------------------------
// Who is who
// ---------------------------------------------------------------------------
const idOf = (role: FixtureRole): string => env().fixtures.users[role].id;

function ownId(actor: Role): string {
  if (actor === 'anon' || actor === 'service') throw new Error(`${actor} owns no rows`);
  return idOf(actor);
}

const ownIdOrNull = (actor: Role): string | null =>
  actor === 'anon' || actor === 'service' ? null : idOf(actor);

/** A client other than the actor. Clients have no lawyer profile, so their rows can be moved freely. */
const otherClientOf = (actor: Role): string => idOf(actor === 'clientB' ? 'clientA' : 'clientB');

const otherLawyerOf = (actor: Role): string =>
  idOf(actor === 'approvedLawyer' ? 'pendingLawyer' : 'approvedLawyer');

// ---------------------------------------------------------------------------
// Rows the cells arrange (all valid, so a refusal can only come from the access rules)
// ---------------------------------------------------------------------------
/** A row to insert into `table`, with its id chosen up front. */
type NewRowOf<T extends Table> = TablesInsert<T> & { id: string };

function lawyerProfile(id: string, approval_status: string): NewRowOf<'lawyer_profiles'> {
  return {
    id,
    // Unique: a bar council ID belongs to one lawyer at a time.
    bar_council_id: `PERM/${id.slice(-12)}/2020`,
    years_experience: 7,
    expertise_areas: ['Family Law'],
    location: 'Delhi High Court',
    approval_status,
    languages: ['en', 'hi'],
  };
}

function consultationRequest(
  client_id: string,
  fields: Partial<TablesInsert<'consultation_requests'>> = {},
): NewRowOf<'consultation_requests'> {
  return {
    id: randomUUID(),
    client_id,
    lawyer_id: null,
    service_type: 'Family Law',
    description: 'Permission matrix: a request the test arranged.',
    status: 'pending',
    ...fields,
  };
}

function callback(): NewRowOf<'call_support_requests'> {
  return {
    id: randomUUID(),
    name: 'Permission Matrix',
    // Stored in the one form the database keeps (+91 and ten digits).
    mobile_number: `+91${uniqueMobile()}`,
    issue_description: 'Permission matrix: please call back.',
  };
}

function complaint(user_id: string | null): NewRowOf<'complaints'> {
  return {
    id: randomUUID(),
    user_id,
    email: uniqueEmail(),
    phone_number: `+91${uniqueMobile()}`,
    complaint_text: 'Permission matrix: a complaint the test arranged.',
  };
}

function aiConsultation(user_id: string): NewRowOf<'ai_consultations'> {
  const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
  return {
    id: randomUUID(),
    user_id,
    started_at: secondsAgo(120),
    ended_at: secondsAgo(30),
    duration_seconds: 90,
    end_reason: 'customer-ended-call',
    transcript: [
      {
        speaker: 'user',
        text: 'Permission matrix: a call the test arranged.',
        at: secondsAgo(100),
      },
    ],
  };
}

/**
 * A consultation to insert, with its times as the API prints them (the local stack prints
 * timestamps as PostgreSQL does, hosted PostgREST as ISO 8601), so that an insert that took
 * effect reads back as written. The service role stores a copy and reads it back to learn them,
 * and records that the user keeps transcripts.
 */
async function newAiConsultation(user_id: string): Promise<NewRowOf<'ai_consultations'>> {
  // Only a user who chose to keep transcripts saves one (ai-consultations.test.ts tries that).
  const { error } = await serviceClient()
    .from('ai_lawyer_preferences')
    .upsert({ user_id, keep_transcripts: true }, { onConflict: 'user_id' });
  if (error) throw new Error(`choosing to keep transcripts: ${error.message}`);
  const copy = aiConsultation(user_id);
  await placeRowTemporarily('ai_consultations', copy);
  const printed = await readRow('ai_consultations', copy.id);
  await deleteRow('ai_consultations', copy.id);
  if (!printed) throw new Error('The arranged consultation was not stored');
  const { started_at, ended_at } = printed;
  return { ...copy, id: randomUUID(), started_at, ended_at };
}

function partner(): NewRowOf<'partners'> {
  return { id: `perm-${randomUUID().slice(0, 8)}`, name: 'Permission Matrix Partner' };
}

const fileRequest = (
  clientId: string,
  fields: Partial<TablesInsert<'consultation_requests'>> = {},
) => placeRowTemporarily('consultation_requests', consultationRequest(clientId, fields));

const listLawyer = (id: string, approvalStatus: string) =>
  placeRowTemporarily('lawyer_profiles', lawyerProfile(id, approvalStatus));

/** Clients get a freshly submitted profile; lawyers already have theirs. */
async function ownLawyerProfile(actor: Role): Promise<string> {
  const id = ownId(actor);
  return actor === 'clientA' || actor === 'clientB' ? listLawyer(id, 'pending') : id;
}

/**
 * Removes a user's profile for this test (the cascade takes their lawyer profile with it)
 * and returns the row that would put it back.
 */
async function withoutProfile(userId: string): Promise<NewRowOf<'profiles'>> {
  // Registered first so it runs last: a lawyer profile needs its profile back first.
  await restoreAfterThisTest('lawyer_profiles', userId);
  const removed = await removeRowTemporarily('profiles', userId);
  if (!removed) throw new Error(`User ${userId} has no profile to remove`);
  return { id: userId, full_name: removed.full_name, email: removed.email };
}

/** Removes a user's lawyer profile for this test and returns a valid submission to insert. */
async function withoutLawyerProfile(userId: string): Promise<NewRowOf<'lawyer_profiles'>> {
  await removeRowTemporarily('lawyer_profiles', userId);
  return lawyerProfile(userId, 'pending');
}

/**
 * A user with no request the approved lawyer may see. Other test files may leave open
 * requests behind, so pick one that has none rather than assume.
 */
async function clientUnseenByApprovedLawyer(excluded: (string | null)[]): Promise<string> {
  const approved = idOf('approvedLawyer');
  for (const role of ['clientB', 'clientA', 'rejectedLawyer'] as const) {
    const id = idOf(role);
    if (excluded.includes(id)) continue;
    const { count, error } = await serviceClient()
      .from('consultation_requests')
      .select('id', { count: 'exact', head: true })
      .eq('client_id', id)
      .or(`and(lawyer_id.is.null,status.eq.pending),lawyer_id.eq.${approved}`);
    if (error) throw new Error(error.message);
    if (count === 0) return id;
  }
  throw new Error('Every candidate client has requests the approved lawyer can see');
}

// ---------------------------------------------------------------------------
// The matrix
// ---------------------------------------------------------------------------
const subjects: Subject[] = [
  // profiles: created by the sign-up trigger only; a user reads and renames only themselves.
  {
    name: 'profiles: own row',
    relation: 'profiles',
    table: 'profiles',
    existing: async (actor) => {
      // A lawyer's rename reaches their listing and sends it to review: undo that too, last.
      await restoreAfterThisTest('lawyer_profiles', ownId(actor));
      return ownId(actor);
    },
    fresh: async (actor) => withoutProfile(ownId(actor)),
    change: { full_name: 'Renamed By Permission Matrix' },
    // prettier-ignore
    expected: {
      //       anon     clientA  clientB  pending  approved rejected service
      select: [n_a,     allow,   allow,   allow,   allow,   allow,   n_a],
      insert: [n_a,     deny,    deny,    deny,    deny,    deny,    n_a],
      update: [n_a,     allow,   allow,   allow,   allow,   allow,   n_a],
      delete: [n_a,     deny,    deny,    deny,    deny,    deny,    n_a],
    },
  },
  {
    name: "profiles: another user's row",
    relation: 'profiles',
    table: 'profiles',
    existing: async (actor) => otherClientOf(actor),
    fresh: async (actor) => withoutProfile(otherClientOf(actor)),
    change: { full_name: 'Renamed By Someone Else' },
    // prettier-ignore
    expected: {
      //       anon     clientA  clientB  pending  approved rejected service
      select: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
      insert: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
      update: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
      delete: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
    },
  },

  // lawyer_profiles: accounts that signed up as lawyers submit their own verification; a
  // user edits their own profile (a client's here was placed by the service role); only
  // reviewers delete.
  {
    name: 'lawyer_profiles: own row',
    relation: 'lawyer_profiles',
    table: 'lawyer_profiles',
    existing: ownLawyerProfile,
    fresh: async (actor) => withoutLawyerProfile(ownId(actor)),
    change: { bio: 'Updated by the permission matrix.' },
    // prettier-ignore
    expected: {
      //       anon     clientA  clientB  pending  approved rejected service
      select: [n_a,     allow,   allow,   allow,   allow,   allow,   n_a],
      insert: [n_a,     deny,    deny,    allow,   allow,   allow,   n_a],
      update: [n_a,     allow,   allow,   allow,   allow,   allow,   n_a],
      delete: [n_a,     deny,    deny,    deny,    deny,    deny,    n_a],
    },
  },
  {
    // Approved, so listed in the directory: the table itself must still stay closed.
    name: "lawyer_profiles: another user's approved row",
    relation: 'lawyer_profiles',
    table: 'lawyer_profiles',
    existing: async (actor) => listLawyer(otherClientOf(actor), 'approved'),
    fresh: async (actor) => withoutLawyerProfile(otherClientOf(actor)),
    change: { bio: 'Edited by someone else.' },
    // prettier-ignore
    expected: {
      //       anon     clientA  clientB  pending  approved rejected service
      select: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
      insert: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
      update: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
      delete: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
    },
  },

  // consultation_requests: filed as yourself, pending; status changes go through
  // accept_consultation_request or the service role, never a direct UPDATE.
  {
    name: 'consultation_requests: own request',
    relation: 'consultation_requests',
    table: 'consultation_requests',
    existing: async (actor) => fileRequest(ownId(actor)),
    fresh: async (actor) => consultationRequest(ownId(actor)),
    change: { status: 'cancelled' },
    // prettier-ignore
    expected: {
      //       anon     clientA  clientB  pending  approved rejected service
      select: [n_a,     allow,   allow,   allow,   allow,   allow,   n_a],
      insert: [n_a,     allow,   allow,   allow,   allow,   allow,   n_a],
      update: [n_a,     deny,    deny,    deny,    deny,    deny,    n_a],
      delete: [n_a,     deny,    deny,    deny,    deny,    deny,    n_a],
    },
  },
  {
    name: "consultation_requests: another client's open request",
    relation: 'consultation_requests',
    table: 'consultation_requests',
    existing: async (actor) => fileRequest(otherClientOf(actor)),
    fresh: async (actor) => consultationRequest(otherClientOf(actor)),
    change: { description: 'Rewritten by someone else.' },
    // prettier-ignore
    expected: {
      //       anon     clientA  clientB  pending  approved rejected service
      select: [deny,    deny,    deny,    deny,    allow,   deny,    allow],
      insert: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
      update: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
      delete: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
    },
  },
  {
    name: 'consultation_requests: request assigned to the acting lawyer',
    relation: 'consultation_requests',
    table: 'consultation_requests',
    existing: async (actor) =>
      fileRequest(otherClientOf(actor), { lawyer_id: ownId(actor), status: 'assigned' }),
    change: { status: 'completed' },
    // prettier-ignore
    expected: {
      //       anon     clientA  clientB  pending  approved rejected service
      select: [n_a,     n_a,     n_a,     deny,    allow,   deny,    n_a],
      update: [n_a,     n_a,     n_a,     deny,    deny,    deny,    n_a],
      delete: [n_a,     n_a,     n_a,     deny,    deny,    deny,    n_a],
    },
  },
  {
    // Insert: filing a request that is already assigned, bypassing the accept flow.
    name: 'consultation_requests: request assigned to another lawyer',
    relation: 'consultation_requests',
    table: 'consultation_requests',
    existing: async (actor) =>
      fileRequest(otherClientOf(actor), { lawyer_id: otherLawyerOf(actor), status: 'assigned' }),
    fresh: async (actor) =>
      consultationRequest(ownIdOrNull(actor) ?? otherClientOf(actor), {
        lawyer_id: otherLawyerOf(actor),
        status: 'assigned',
      }),
    change: { status: 'completed' },
    // prettier-ignore
    expected: {
      //       anon     clientA  clientB  pending  approved rejected service
      select: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
      insert: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
      update: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
      delete: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
    },
  },

  // Callbacks and complaints: anyone submits, nobody but the service role reads them back
  // (they carry phone numbers and e-mail addresses).
  {
    name: 'call_support_requests',
    relation: 'call_support_requests',
    table: 'call_support_requests',
    existing: async () => placeRowTemporarily('call_support_requests', callback()),
    fresh: async () => callback(),
    change: { issue_description: 'Rewritten.' },
    // prettier-ignore
    expected: {
      //       anon     clientA  clientB  pending  approved rejected service
      select: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
      insert: [allow,   allow,   allow,   allow,   allow,   allow,   allow],
      update: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
      delete: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
    },
  },
  {
    // Even a complaint filed in your own name is not yours to read back.
    name: 'complaints: anonymous or in your own name',
    relation: 'complaints',
    table: 'complaints',
    existing: async (actor) => placeRowTemporarily('complaints', complaint(ownIdOrNull(actor))),
    fresh: async (actor) => complaint(ownIdOrNull(actor)),
    change: { complaint_text: 'Rewritten.' },
    // prettier-ignore
    expected: {
      //       anon     clientA  clientB  pending  approved rejected service
      select: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
      insert: [allow,   allow,   allow,   allow,   allow,   allow,   allow],
      update: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
      delete: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
    },
  },
  {
    name: "complaints: in another user's name",
    relation: 'complaints',
    table: 'complaints',
    fresh: async (actor) => complaint(otherClientOf(actor)),
    // prettier-ignore
    expected: {
      //       anon     clientA  clientB  pending  approved rejected service
      insert: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
    },
  },

  // partners: where callbacks and complaints may come from. Only the service role keeps the
  // list; submissions are checked against it by a trigger, so no API role needs access.
  {
    name: 'partners',
    relation: 'partners',
    table: 'partners',
    existing: async () => placeRowTemporarily('partners', partner()),
    fresh: async () => partner(),
    change: { allowed_origins: ['https://attacker.example'] },
    // prettier-ignore
    expected: {
      //       anon     clientA  clientB  pending  approved rejected service
      select: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
      insert: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
      update: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
      delete: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
    },
  },

  // ai_consultations: a call with the AI lawyer is its caller's alone, whoever the caller
  // is. Saved and deleted by the caller, never changed afterwards (no update grant).
  {
    name: 'ai_consultations: own consultation',
    relation: 'ai_consultations',
    table: 'ai_consultations',
    existing: async (actor) =>
      placeRowTemporarily('ai_consultations', aiConsultation(ownId(actor))),
    fresh: async (actor) => newAiConsultation(ownId(actor)),
    change: { end_reason: 'changed-afterwards' },
    // prettier-ignore
    expected: {
      //       anon     clientA  clientB  pending  approved rejected service
      select: [n_a,     allow,   allow,   allow,   allow,   allow,   n_a],
      insert: [n_a,     allow,   allow,   allow,   allow,   allow,   n_a],
      update: [n_a,     deny,    deny,    deny,    deny,    deny,    n_a],
      delete: [n_a,     allow,   allow,   allow,   allow,   allow,   n_a],
    },
  },
  {
    name: "ai_consultations: another user's consultation",
    relation: 'ai_consultations',
    table: 'ai_consultations',
    existing: async (actor) =>
      placeRowTemporarily('ai_consultations', aiConsultation(otherClientOf(actor))),
    fresh: async (actor) => newAiConsultation(otherClientOf(actor)),
    change: { end_reason: 'changed-by-someone-else' },
    // prettier-ignore
    expected: {
      //       anon     clientA  clientB  pending  approved rejected service
      select: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
      insert: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
      update: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
      delete: [deny,    deny,    deny,    deny,    deny,    deny,    allow],
    },
  },

  // lawyer_directory: the public face of approved profiles. Read-only for everyone,
  // the service role included (it writes lawyer_profiles instead).
  {
    name: "lawyer_directory: an approved lawyer's entry",
    relation: 'lawyer_directory',
    table: 'lawyer_profiles',
    existing: async (actor) => listLawyer(otherClientOf(actor), 'approved'),
    fresh: async () => ({
      id: randomUUID(),
      name: 'Invented Lawyer',
      years_experience: 7,
      expertise_areas: ['Family Law'],
      location: 'Delhi High Court',
    }),
    change: { bio: 'Edited through the directory.' },
    // prettier-ignore
    expected: {
      //       anon     clientA  clientB  pending  approved rejected service
      select: [allow,   allow,   allow,   allow,   allow,   allow,   allow],
      insert: [deny,    deny,    deny,    deny,    deny,    deny,    deny],
      update: [deny,    deny,    deny,    deny,    deny,    deny,    deny],
      delete: [deny,    deny,    deny,    deny,    deny,    deny,    deny],
    },
  },
  ...(['pendingLawyer', 'rejectedLawyer'] as const).map((lawyer): Subject => ({
    name: `lawyer_directory: the ${lawyer}'s entry`,
    relation: 'lawyer_directory',
    table: 'lawyer_profiles',
    existing: async () => idOf(lawyer),
    // prettier-ignore
    expected: {
      //       anon     clientA  clientB  pending  approved rejected service
      select: [deny,    deny,    deny,    deny,    deny,    deny,    deny],
    },
  })),
  {
    name: "lawyer_directory: a lawyer's entry awaiting re-verification",
    relation: 'lawyer_directory',
    table: 'lawyer_profiles',
    existing: async (actor) => listLawyer(otherClientOf(actor), 'reverify'),
    // prettier-ignore
    expected: {
      //       anon     clientA  clientB  pending  approved rejected service
      select: [deny,    deny,    deny,    deny,    deny,    deny,    deny],
    },
  },

  // client_names: scoped to the calling approved lawyer, so even the service role (no
  // caller) sees nothing; reviewers read profiles directly.
  {
    name: 'client_names: a client with an open request',
    relation: 'client_names',
    table: 'profiles',
    existing: async (actor) => {
      const client = otherClientOf(actor);
      await fileRequest(client);
      return client;
    },
    fresh: async () => ({ id: randomUUID(), full_name: 'Invented Client' }),
    change: { full_name: 'Renamed Through Client Names' },
    // prettier-ignore
    expected: {
      //       anon     clientA  clientB  pending  approved rejected service
      select: [deny,    deny,    deny,    deny,    allow,   deny,    deny],
      insert: [deny,    deny,    deny,    deny,    deny,    deny,    deny],
      update: [deny,    deny,    deny,    deny,    deny,    deny,    deny],
      delete: [deny,    deny,    deny,    deny,    deny,    deny,    deny],
    },
  },
  {
    name: 'client_names: a client whose request is assigned to the acting lawyer',
    relation: 'client_names',
    table: 'profiles',
    existing: async (actor) => {
      const client = otherClientOf(actor);
      await fileRequest(client, { lawyer_id: ownId(actor), status: 'assigned' });
      return client;
    },
    // prettier-ignore
    expected: {
      //       anon     clientA  clientB  pending  approved rejected service
      select: [n_a,     n_a,     n_a,     deny,    allow,   deny,    n_a],
    },
  },
  {
    name: 'client_names: a client whose only request went to another lawyer',
    relation: 'client_names',
    table: 'profiles',
    existing: async (actor) => {
      const lawyer = otherLawyerOf(actor);
      const client = await clientUnseenByApprovedLawyer([ownIdOrNull(actor), lawyer]);
      await fileRequest(client, { lawyer_id: lawyer, status: 'assigned' });
      return client;
    },
    // prettier-ignore
    expected: {
      //       anon     clientA  clientB  pending  approved rejected service
      select: [deny,    deny,    deny,    deny,    deny,    deny,    deny],
    },
  },
];

describe('permission matrix', () => {
  describe.each(titled(subjects, (subject) => subject.name))('%s', (_, subject) => {
    const cells = titled(
      cellsOf(subject),
      (cell) => `${cell.operation} as ${cell.role}: ${cell.outcome}`,
    );
    it.each(cells)('%s', (_, cell) => checkCell(subject, cell));
  });
});

// ---------------------------------------------------------------------------
// Rules a single cell cannot express
// ---------------------------------------------------------------------------
const signedInRoles = [
  'clientA',
  'clientB',
  'pendingLawyer',
  'approvedLawyer',
  'rejectedLawyer',
] as const;
const nonServiceRoles = ['anon', ...signedInRoles] as const;

/** Ids a role's SELECT returns, or null when the API refused with a permission error. */
async function visibleIds(role: Role, relation: Relation): Promise<string[] | null> {
  const caller = untyped(await clientFor(role));
  const { data, error } = await caller.from(relation).select('id');
  if (error) {
    expect(error.code, error.message).toBe('42501');
    return null;
  }
  return (data as { id: string }[]).map((row) => row.id);
}

async function expectNoChange<T extends Table>(table: T, id: string, before: Tables<T> | null) {
  expect(await readRow(table, id), `${table} ${id} is unchanged`).toEqual(before);
}

describe('profiles', () => {
  it.each(signedInRoles)('%s reads exactly one profile: their own', async (role) => {
    expect(await visibleIds(role, 'profiles')).toEqual([idOf(role)]);
  });

  it('an anonymous visitor reads no profiles', async () => {
    expect((await visibleIds('anon', 'profiles')) ?? []).toEqual([]);
  });

  it('the e-mail address cannot be changed through profiles', async () => {
    const id = idOf('clientA');
    const before = await restoreAfterThisTest('profiles', id);
    const caller = await clientFor('clientA');
    const { error } = await caller.from('profiles').update({ email: uniqueEmail() }).eq('id', id);
    // The column grant refuses it first; the guard trigger stands behind it.
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(/permission denied|e-mail address is managed by sign-in/);
    await expectNoChange('profiles', id, before);
  });

  // full_name is the only column a user may write; created_at stands for the rest.
  it('a user cannot change created_at on their own profile', async () => {
    const id = idOf('clientA');
    const before = await restoreAfterThisTest('profiles', id);
    const caller = await clientFor('clientA');
    const { error } = await caller
      .from('profiles')
      .update({ created_at: '2000-01-01T00:00:00Z' })
      .eq('id', id);
    if (error) expect(error.code, error.message).toBe('42501');
    await expectNoChange('profiles', id, before);
  });
});

describe('lawyer directory', () => {
  it.each(['anon', 'clientA', 'approvedLawyer'] as const)(
    '%s cannot select bar_council_id from lawyer_directory (no such column)',
    async (role) => {
      const caller = await clientFor(role);
      const { data, error } = await caller
        .from('lawyer_directory')
        .select('bar_council_id')
        .limit(1);
      expect(data).toBeNull();
      expect(error?.code).toBe('42703');
    },
  );

  it('lists exactly the approved lawyers, with public columns only', async () => {
    const caller = await clientFor('anon');
    const { data: listed, error } = await caller.from('lawyer_directory').select('*');
    expect(error).toBeNull();
    const { data: approved } = await serviceClient()
      .from('lawyer_profiles')
      .select('id')
      .eq('approval_status', 'approved');
    const ids = (rows: { id: string | null }[] | null) => (rows ?? []).map((row) => row.id).sort();
    expect(ids(listed)).toEqual(ids(approved));
    expect(Object.keys(listed?.[0] ?? {}).sort()).toEqual(
      [
        'bio',
        'created_at',
        'expertise_areas',
        'hourly_rate',
        'id',
        'languages',
        'location',
        'name',
        'profile_picture_url',
        'rating',
        'review_count',
        'years_experience',
      ].sort(),
    );
  });

  it.each(['anon', 'clientA', 'clientB'] as const)(
    '%s reads no lawyer_profiles rows directly',
    async (role) => {
      expect((await visibleIds(role, 'lawyer_profiles')) ?? []).toEqual([]);
    },
  );
});

describe('consultation requests', () => {
  /** One request of each kind, so every rule below has something to show or hide. */
  async function arrangeRequests() {
    const [a, b] = [idOf('clientA'), idOf('clientB')];
    return {
      openByA: await fileRequest(a),
      byAToApproved: await fileRequest(a, {
        lawyer_id: idOf('approvedLawyer'),
        status: 'assigned',
      }),
      byBToPending: await fileRequest(b, { lawyer_id: idOf('pendingLawyer'), status: 'assigned' }),
      openByB: await fileRequest(b),
      // Open again, but the approved lawyer released it: not offered to them again.
      releasedByApproved: await fileRequest(b, {
        returned_by: idOf('approvedLawyer'),
        returned_at: new Date().toISOString(),
        return_kind: 'released',
        return_reason: 'Permission matrix: handed back.',
      }),
    };
  }

  it.each(['clientA', 'clientB', 'pendingLawyer', 'rejectedLawyer'] as const)(
    '%s sees only requests they filed themselves',
    async (role) => {
      const arranged = await arrangeRequests();
      const visible = (await visibleIds(role, 'consultation_requests')) ?? [];
      const { data: own } = await serviceClient()
        .from('consultation_requests')
        .select('id')
        .eq('client_id', idOf(role));
      expect(visible.sort()).toEqual((own ?? []).map((row) => row.id).sort());
      if (role === 'clientB') expect(visible).not.toContain(arranged.openByA);
    },
  );

  it('the approved lawyer sees pending open requests they did not hand back, their own cases and their own filings only', async () => {
    const arranged = await arrangeRequests();
    const withdrawnByB = await fileRequest(idOf('clientB'), { status: 'cancelled' });
    const me = idOf('approvedLawyer');
    const visible = (await visibleIds('approvedLawyer', 'consultation_requests')) ?? [];
    const { data: expected } = await serviceClient()
      .from('consultation_requests')
      .select('id')
      .or(
        `and(lawyer_id.is.null,status.eq.pending,or(returned_by.is.null,returned_by.neq.${me})),` +
          `lawyer_id.eq.${me},client_id.eq.${me}`,
      );
    expect(visible.sort()).toEqual((expected ?? []).map((row) => row.id).sort());
    expect(visible).toEqual(expect.arrayContaining([arranged.openByA, arranged.byAToApproved]));
    expect(visible).not.toContain(arranged.byBToPending);
    expect(visible).not.toContain(withdrawnByB);
    expect(visible).not.toContain(arranged.releasedByApproved);
  });

  const refusedRequests: {
    why: string;
    status?: string;
    lawyer?: FixtureRole;
    client?: FixtureRole;
  }[] = [
    { why: 'with status assigned', status: 'assigned' },
    { why: 'with status completed', status: 'completed' },
    {
      why: 'already assigned to the approved lawyer',
      status: 'assigned',
      lawyer: 'approvedLawyer',
    },
    { why: 'addressed to the pending lawyer', lawyer: 'pendingLawyer' },
    { why: 'addressed to the rejected lawyer', lawyer: 'rejectedLawyer' },
    { why: "in client B's name", client: 'clientB' },
  ];

  it.each(titled(refusedRequests, (request) => `client A cannot file a request ${request.why}`))(
    '%s',
    async (_, { status, lawyer, client }) => {
      const row = consultationRequest(idOf(client ?? 'clientA'), {
        ...(status && { status }),
        ...(lawyer && { lawyer_id: idOf(lawyer) }),
      });
      await restoreAfterThisTest('consultation_requests', row.id);
      const caller = await clientFor('clientA');
      const { error } = await caller.from('consultation_requests').insert(row);
      expect(error?.code, error?.message).toBe('42501');
      expect(await readRow('consultation_requests', row.id)).toBeNull();
    },
  );

  it('client A may address a pending request to an approved lawyer', async () => {
    const row = consultationRequest(idOf('clientA'), { lawyer_id: idOf('approvedLawyer') });
    await restoreAfterThisTest('consultation_requests', row.id);
    const caller = await clientFor('clientA');
    const { error } = await caller.from('consultation_requests').insert(row);
    expect(error).toBeNull();
    expect(await readRow('consultation_requests', row.id)).toMatchObject(row);
  });
});

describe('client names', () => {
  it('the approved lawyer sees exactly the clients of pending open requests and of their own cases, by name', async () => {
    await fileRequest(idOf('clientA'));
    await fileRequest(idOf('rejectedLawyer'), {
      lawyer_id: idOf('approvedLawyer'),
      status: 'assigned',
    });
    const me = idOf('approvedLawyer');

    const caller = await clientFor('approvedLawyer');

    const { data: names, error } = await caller.from('client_names').select('*');
    expect(error).toBeNull();

    const { data: requests } = await serviceClient()
      .from('consultation_requests')
      .select('client_id')
      .or(
        `and(lawyer_id.is.null,status.eq.pending,or(returned_by.is.null,returned_by.neq.${me})),` +
          `lawyer_id.eq.${me}`,
      );
    const clientIds = [...new Set((requests ?? []).map((r) => r.client_id))];
    const { data: profiles } = await serviceClient()
      .from('profiles')
      .select('id, full_name')
      .in('id', clientIds);
    const expected = (profiles ?? []).map((p) => ({
      id: p.id,
      full_name: p.full_name ?? 'Unknown',
    }));

    // View columns are nullable in the generated types; these ids are never null.
    const byId = (a: { id: string | null }, b: { id: string | null }) =>
      String(a.id).localeCompare(String(b.id));
    expect((names ?? []).sort(byId)).toEqual(expected.sort(byId));
    expect(clientIds).toEqual(expect.arrayContaining([idOf('clientA'), idOf('rejectedLawyer')]));
  });

  it('has no email column', async () => {
    const caller = await clientFor('approvedLawyer');
    const { error } = await caller.from('client_names').select('email');
    expect(error?.code).toBe('42703');
  });

  it.each(['anon', 'clientA', 'clientB', 'pendingLawyer', 'rejectedLawyer'] as const)(
    '%s sees no client names, even with open requests waiting',
    async (role) => {
      await fileRequest(otherClientOf(role));
      expect((await visibleIds(role, 'client_names')) ?? []).toEqual([]);
    },
  );
});

describe('lawyers editing their own profile', () => {
  const forbiddenStatusChanges = [
    ['pendingLawyer', 'approved'],
    ['pendingLawyer', 'rejected'],
    ['pendingLawyer', 'reverify'],
    ['approvedLawyer', 'rejected'],
    ['approvedLawyer', 'reverify'],
    ['rejectedLawyer', 'approved'],
    ['rejectedLawyer', 'reverify'],
  ] as const;

  it.each(forbiddenStatusChanges)('%s cannot set approval_status to %s', async (role, status) => {
    const id = idOf(role);
    const before = await restoreAfterThisTest('lawyer_profiles', id);
    const caller = await clientFor(role);
    const { error } = await caller
      .from('lawyer_profiles')
      .update({ approval_status: status })
      .eq('id', id);
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(/only set approval_status to pending/);
    await expectNoChange('lawyer_profiles', id, before);
  });

  it.each(['pendingLawyer', 'approvedLawyer', 'rejectedLawyer'] as const)(
    '%s cannot set their own rating',
    async (role) => {
      const id = idOf(role);
      const before = await restoreAfterThisTest('lawyer_profiles', id);
      const caller = await clientFor(role);
      const { error } = await caller.from('lawyer_profiles').update({ rating: 5 }).eq('id', id);
      expect(error?.code).toBe('42501');
      expect(error?.message).toMatch(/rating cannot be set by the lawyer/);
      await expectNoChange('lawyer_profiles', id, before);
    },
  );

  it('the rejected lawyer may resubmit for review (approval_status pending)', async () => {
    const id = idOf('rejectedLawyer');
    await restoreAfterThisTest('lawyer_profiles', id);
    const caller = await clientFor('rejectedLawyer');
    const { error } = await caller
      .from('lawyer_profiles')
      .update({ approval_status: 'pending' })
      .eq('id', id);
    expect(error).toBeNull();
    expect(await readRow('lawyer_profiles', id)).toMatchObject({ approval_status: 'pending' });
  });

  const refusedSubmissions: { why: string; fields: Partial<TablesInsert<'lawyer_profiles'>> }[] = [
    { why: 'already approved', fields: { approval_status: 'approved' } },
    { why: 'without a status', fields: { approval_status: null } },
    { why: 'with a rating', fields: { rating: 4.5 } },
  ];

  it.each(titled(refusedSubmissions, ({ why }) => `a verification cannot be submitted ${why}`))(
    '%s',
    async (_, { fields }) => {
      const row = { ...(await withoutLawyerProfile(idOf('pendingLawyer'))), ...fields };
      const caller = await clientFor('pendingLawyer');
      const { error } = await caller.from('lawyer_profiles').insert(row);
      expect(error?.code).toBe('42501');
      expect(await readRow('lawyer_profiles', row.id)).toBeNull();
    },
  );

  it('changing the bar council id of an approved profile sends it back to review', async () => {
    const id = idOf('approvedLawyer');
    await restoreAfterThisTest('lawyer_profiles', id);
    const { data: listed } = await anonClient().from('lawyer_directory').select('*').eq('id', id);
    const caller = await clientFor('approvedLawyer');
    const { error } = await caller
      .from('lawyer_profiles')
      .update({ bar_council_id: 'DEL/9999/2024' })
      .eq('id', id);
    expect(error).toBeNull();
    expect(await readRow('lawyer_profiles', id)).toMatchObject({
      bar_council_id: 'DEL/9999/2024',
      approval_status: 'pending',
    });
    // The directory keeps the entry the reviewer approved until they decide again (ADR 13).
    const { data: stillListed } = await anonClient()
      .from('lawyer_directory')
      .select('*')
      .eq('id', id);
    expect(stillListed).toEqual(listed);
    expect(stillListed).toHaveLength(1);
  });
});

describe('read-only views', () => {
  // No API role holds write grants on the views, and each view's INSTEAD OF trigger refuses
  // writes should a grant ever appear; either refusal is a 42501. Updates and deletes can only
  // reach rows the role sees in the view; for the other roles the matrix shows they change nothing.
  const writes = [
    ...(['anon', 'approvedLawyer', 'service'] as const).flatMap((role) =>
      (['insert', 'update', 'delete'] as const).map((operation) => ({
        view: 'lawyer_directory',
        role,
        operation,
      })),
    ),
    ...(['insert', 'update', 'delete'] as const).map((operation) => ({
      view: 'client_names',
      role: 'approvedLawyer' as const,
      operation,
    })),
    { view: 'client_names', role: 'service', operation: 'insert' },
  ] as const;

  const title = ({ view, role, operation }: (typeof writes)[number]) =>
    `${operation} on ${view} as ${role} is refused`;

  it.each(titled(writes, title))('%s', async (_, { view, role, operation }) => {
    // A row the role can see in the view: an approved listing, or a client with an open request.
    const id = idOf('clientB');
    const table = view === 'lawyer_directory' ? 'lawyer_profiles' : 'profiles';
    if (view === 'lawyer_directory') await listLawyer(id, 'approved');
    else await fileRequest(id);
    const before = await restoreAfterThisTest(table, id);
    const values = view === 'lawyer_directory' ? { bio: 'Edited' } : { full_name: 'Edited' };
    // The generated types already forbid writing a view; the database must refuse it too.
    const from = untyped(await clientFor(role)).from(view);
    const { error } =
      operation === 'insert'
        ? await from.insert({ id: randomUUID(), ...values })
        : operation === 'update'
          ? await from.update(values).eq('id', id)
          : await from.delete().eq('id', id);
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(
      new RegExp(`^(permission denied for view ${view}|${view} is read-only\\.)$`),
    );
    await expectNoChange(table, id, before);
  });
});

describe('set_lawyer_approval', () => {
  it.each(nonServiceRoles)('%s cannot decide a verification', async (role) => {
    const id = await listLawyer(idOf('clientB'), 'pending');
    const before = await readRow('lawyer_profiles', id);
    const caller = await clientFor(role);
    const { error } = await caller.rpc('set_lawyer_approval', {
      lawyer_id: id,
      decision: 'approved',
    });
    expect(error?.code, error?.message).toBe('42501');
    await expectNoChange('lawyer_profiles', id, before);
  });

  it('the service role decides a verification', async () => {
    const id = await listLawyer(idOf('clientB'), 'pending');
    const { error } = await serviceClient().rpc('set_lawyer_approval', {
      lawyer_id: id,
      decision: 'approved',
    });
    expect(error).toBeNull();
    expect(await readRow('lawyer_profiles', id)).toMatchObject({ approval_status: 'approved' });
  });
});
