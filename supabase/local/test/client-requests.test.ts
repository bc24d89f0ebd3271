/**
 * A client's own consultation requests (ADR 0018): what the client dashboard reads
 * (`client_consultation_requests`), how a client withdraws a pending request
 * (`cancel_consultation_request`), and what a client may not write: a status, a hand-back
 * (only lawyers' steps record one), or a meeting time (`scheduled_for`, which a scheduled
 * request must have).
 *
 * Clients A and B are the fixture clients; the approved fixture lawyer is the lawyer the
 * requests are addressed or assigned to, and the first racer an approved lawyer with no part
 * in them. Every request a test files is removed after it.
 */
import type { PostgrestError } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../src/database.ts';
import { applyPendingMigrations, listMigrations } from '../src/migrations.ts';
import type { DatabaseClient, TablesInsert } from '../src/types/database.ts';
import { anonClient, env, serviceClient, signedInClient, untyped } from './support/clients.ts';
import type { FixtureUser } from './support/fixtures.ts';
import {
  clientFor,
  type Role,
  placeRowTemporarily,
  readRow,
  restoreAfterThisTest,
  runCleanups,
} from './support/matrix.ts';
import { createOwnDatabase, literal, type OwnDatabase } from './support/own-database.ts';

afterEach(runCleanups);

const { users, racers } = env().fixtures;
const clientA = users.clientA;
const clientB = users.clientB;
/** The lawyer the requests are addressed or assigned to. */
const lawyer = users.approvedLawyer;
/** An approved lawyer with no part in the requests. */
const otherLawyer = racers[0]!;

const viewColumns = [
  'created_at',
  'description',
  'id',
  'lawyer_id',
  'lawyer_name',
  'location',
  'phone',
  'return_kind',
  'return_reason',
  'returned_at',
  'returned_by_name',
  'scheduled_for',
  'service_type',
  'status',
  'withdrawable',
];

const nextWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

/** Files a request as the service role for this test only; returns its id. */
function fileRequest(
  client: FixtureUser,
  fields: Partial<TablesInsert<'consultation_requests'>> = {},
): Promise<string> {
  return placeRowTemporarily('consultation_requests', {
    id: randomUUID(),
    client_id: client.id,
    lawyer_id: null,
    service_type: 'Family Law',
    description: 'Client requests test: maintenance has not been paid for six months.',
    location: 'Saket, New Delhi',
    phone: '+919812345678',
    status: 'pending',
    ...fields,
  });
}

/** The ids of `client`'s requests as the service role sees them, newest first. */
async function storedIdsOf(client: FixtureUser): Promise<string[]> {
  const { data, error } = await serviceClient()
    .from('consultation_requests')
    .select('id')
    .eq('client_id', client.id)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  expect(error).toBeNull();
  return data!.map((row) => row.id);
}

/** The dashboard's query: the caller's requests, newest first. */
function readDashboard(supabase: DatabaseClient) {
  return supabase
    .from('client_consultation_requests')
    .select('*')
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
}

async function dashboardOf(role: 'clientA' | 'clientB' | 'approvedLawyer') {
  const { data, error } = await readDashboard(await clientFor(role));
  expect(error).toBeNull();
  return data!;
}

/** What lawyers are to be told of this request (the service role reads the outbox). */
async function notificationsOf(requestId: string) {
  const { data, error } = await serviceClient()
    .from('lawyer_notifications')
    .select('lawyer_id, kind')
    .eq('request_id', requestId);
  expect(error).toBeNull();
  return data!;
}

async function storedStatus(requestId: string): Promise<string | undefined> {
  return (await readRow('consultation_requests', requestId))?.status;
}

function cancel(supabase: DatabaseClient, requestId: string) {
  return supabase.rpc('cancel_consultation_request', { request_id: requestId });
}

function expectNotFound(result: { error: PostgrestError | null; status: number }) {
  expect(result.error?.code, result.error?.message).toBe('PT404');
  expect(result.error?.message).toBe('No such consultation request.');
  expect(result.status).toBe(404);
}

function expectNotCancellable(
  result: { error: PostgrestError | null; status: number },
  status: string,
) {
  expect(result.error?.code, result.error?.message).toBe('PT409');
  expect(result.error?.hint).toBe('not_cancellable');
  expect(result.error?.message).toBe(
    `Only a request that is pending or accepted without a meeting can be cancelled; this one is ${status}.`,
  );
  expect(result.status).toBe(409);
}

function expectMeetingScheduled(result: { error: PostgrestError | null; status: number }) {
  expect(result.error?.code, result.error?.message).toBe('PT409');
  expect(result.error?.hint).toBe('meeting_scheduled');
  expect(result.error?.message).toBe(
    'A meeting is scheduled for this request, so only your lawyer can call it off now; please contact them.',
  );
  expect(result.status).toBe(409);
}

// ---------------------------------------------------------------------------
// Reading: client_consultation_requests
// ---------------------------------------------------------------------------
describe('client_consultation_requests', () => {
  it('gives each client exactly their own requests, newest first', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000).toISOString();
    const oldestOfA = await fileRequest(clientA, { created_at: hoursAgo(3) });
    const newestOfA = await fileRequest(clientA, { created_at: hoursAgo(1) });
    const middleOfA = await fileRequest(clientA, {
      lawyer_id: lawyer.id,
      status: 'assigned',
      created_at: hoursAgo(2),
    });
    const ofB = await fileRequest(clientB, { created_at: hoursAgo(1) });

    const seenByA = (await dashboardOf('clientA')).map((row) => row.id);
    expect(seenByA).toEqual(await storedIdsOf(clientA));
    expect(seenByA.filter((id) => [oldestOfA, middleOfA, newestOfA].includes(id!))).toEqual([
      newestOfA,
      middleOfA,
      oldestOfA,
    ]);
    expect(seenByA).not.toContain(ofB);

    const seenByB = (await dashboardOf('clientB')).map((row) => row.id);
    expect(seenByB).toEqual(await storedIdsOf(clientB));
    expect(seenByB).toContain(ofB);
    expect(seenByB).not.toContain(oldestOfA);
  });

  it("names the lawyer of an addressed, assigned or scheduled request, and no lawyer's other details", async () => {
    const scheduledFor = nextWeek();
    const open = await fileRequest(clientA);
    const addressed = await fileRequest(clientA, { lawyer_id: lawyer.id });
    const assigned = await fileRequest(clientA, { lawyer_id: lawyer.id, status: 'assigned' });
    const scheduled = await fileRequest(clientA, {
      lawyer_id: lawyer.id,
      status: 'scheduled',
      scheduled_for: scheduledFor,
    });

    const rows = new Map((await dashboardOf('clientA')).map((row) => [row.id, row]));
    expect(rows.get(open)).toMatchObject({ lawyer_id: null, lawyer_name: null, status: 'pending' });
    expect(rows.get(addressed)).toMatchObject({
      lawyer_id: lawyer.id,
      lawyer_name: lawyer.fullName,
    });
    expect(rows.get(assigned)).toMatchObject({ lawyer_name: lawyer.fullName, status: 'assigned' });
    expect(rows.get(scheduled)).toMatchObject({
      lawyer_name: lawyer.fullName,
      status: 'scheduled',
    });
    expect(new Date(rows.get(scheduled)!.scheduled_for!).toISOString()).toBe(scheduledFor);

    expect(Object.keys(rows.get(assigned)!).sort()).toEqual(viewColumns);
    const client = untyped(await clientFor('clientA'));
    for (const column of [
      'client_id',
      'lawyer_email',
      'bar_council_id',
      'email',
      'returned_by',
      'review_note',
    ]) {
      const { error } = await client.from('client_consultation_requests').select(column);
      expect(error?.code, column).toBe('42703');
    }
  });

  it('shows the name a reviewer approved while the lawyer is listed, and the profile name once unlisted', async () => {
    await restoreAfterThisTest('lawyer_profiles', lawyer.id);
    await restoreAfterThisTest('profiles', lawyer.id);
    const request = await fileRequest(clientA, { lawyer_id: lawyer.id, status: 'assigned' });
    const nameSeenByA = async () =>
      (await dashboardOf('clientA')).find((row) => row.id === request)?.lawyer_name;

    // A new name goes to review; the directory, and so the client, keeps the approved one.
    const lawyerClient = await clientFor('approvedLawyer');
    const renamed = await lawyerClient
      .from('profiles')
      .update({ full_name: 'Anjali Unreviewed' })
      .eq('id', lawyer.id);
    expect(renamed.error).toBeNull();
    expect(await nameSeenByA()).toBe(lawyer.fullName);

    // Asked to re-verify, the lawyer leaves the directory but is still the client's lawyer.
    const decided = await serviceClient().rpc('set_lawyer_approval', {
      lawyer_id: lawyer.id,
      decision: 'reverify',
    });
    expect(decided.error).toBeNull();
    expect(await nameSeenByA()).toBe('Anjali Unreviewed');
  });

  it("gives a lawyer none of their clients' requests, not even their own cases", async () => {
    const addressed = await fileRequest(clientA, { lawyer_id: lawyer.id });
    const assigned = await fileRequest(clientB, { lawyer_id: lawyer.id, status: 'assigned' });

    const seenByLawyer = (await dashboardOf('approvedLawyer')).map((row) => row.id);
    expect(seenByLawyer).toEqual(await storedIdsOf(lawyer));
    expect(seenByLawyer).not.toContain(addressed);
    expect(seenByLawyer).not.toContain(assigned);
  });

  it("returns nothing of another client's, whatever the filter", async () => {
    const ofA = await fileRequest(clientA, {
      description: 'Client requests test: a unique needle.',
    });
    const b = await clientFor('clientB');

    const byId = await b.from('client_consultation_requests').select('id').eq('id', ofA);
    const byText = await b
      .from('client_consultation_requests')
      .select('id')
      .like('description', '%unique needle%');
    const counted = await b
      .from('client_consultation_requests')
      .select('id', { count: 'exact', head: true });

    expect(byId).toMatchObject({ error: null, data: [] });
    expect(byText).toMatchObject({ error: null, data: [] });
    expect(counted.count).toBe((await storedIdsOf(clientB)).length);
  });

  it('refuses a visitor', async () => {
    const { data, error, status } = await anonClient()
      .from('client_consultation_requests')
      .select('id');
    expect(data).toBeNull();
    expect(error?.code, error?.message).toBe('42501');
    expect(status).toBe(401);
  });

  it('is read-only', async () => {
    const request = await fileRequest(clientA);
    const before = await readRow('consultation_requests', request);
    const client = untyped(await clientFor('clientA'));

    const updated = await client
      .from('client_consultation_requests')
      .update({ status: 'cancelled' })
      .eq('id', request);
    const deleted = await client.from('client_consultation_requests').delete().eq('id', request);

    expect(updated.error?.code).toBe('42501');
    expect(deleted.error?.code).toBe('42501');
    expect(await readRow('consultation_requests', request)).toEqual(before);
  });
});

// ---------------------------------------------------------------------------
// Cancelling: cancel_consultation_request
// ---------------------------------------------------------------------------
describe('cancel_consultation_request', () => {
  it("cancels the caller's own pending request and returns it", async () => {
    const request = await fileRequest(clientA, { lawyer_id: lawyer.id });
    const a = await clientFor('clientA');

    const { data, error, status } = await cancel(a, request);

    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toMatchObject({ id: request, client_id: clientA.id, status: 'cancelled' });
    expect(await storedStatus(request)).toBe('cancelled');
    const { data: rows } = await a
      .from('client_consultation_requests')
      .select('status')
      .eq('id', request);
    expect(rows).toEqual([{ status: 'cancelled' }]);
  });

  it.each(['completed', 'cancelled'])(
    "refuses the caller's own %s request with 409, naming its status",
    async (status) => {
      const request = await fileRequest(clientA, {
        lawyer_id: status === 'cancelled' ? null : lawyer.id,
        status,
      });
      const before = await readRow('consultation_requests', request);

      const result = await cancel(await clientFor('clientA'), request);

      expect(result.data).toBeNull();
      expectNotCancellable(result, status);
      expect(await readRow('consultation_requests', request)).toEqual(before);
    },
  );

  it("refuses the caller's own case with a meeting scheduled by an approved lawyer: the lawyer releases it", async () => {
    const request = await fileRequest(clientA, {
      lawyer_id: lawyer.id,
      status: 'scheduled',
      scheduled_for: nextWeek(),
    });
    const before = await readRow('consultation_requests', request);

    const result = await cancel(await clientFor('clientA'), request);

    expect(result.data).toBeNull();
    expectMeetingScheduled(result);
    expect(await readRow('consultation_requests', request)).toEqual(before);
  });

  it("answers another client's pending request as if it did not exist, and leaves it pending", async () => {
    const request = await fileRequest(clientA);

    const result = await cancel(await clientFor('clientB'), request);

    expect(result.data).toBeNull();
    expectNotFound(result);
    expect(await storedStatus(request)).toBe('pending');
  });

  it('answers an unknown id with 404', async () => {
    expectNotFound(await cancel(await clientFor('clientA'), randomUUID()));
  });

  it('refuses a visitor without a session', async () => {
    const request = await fileRequest(clientA);

    const { data, error, status } = await cancel(anonClient(), request);

    expect(data).toBeNull();
    expect(error?.code, error?.message).toBe('42501');
    expect(status).toBe(401);
    expect(await storedStatus(request)).toBe('pending');
  });

  it.each([
    ['the lawyer it is addressed to', lawyer],
    ['another approved lawyer', otherLawyer],
  ])("answers %s with 404: a lawyer cancels no client's request", async (_who, actor) => {
    const request = await fileRequest(clientA, { lawyer_id: lawyer.id });

    expectNotFound(await cancel(await signedInClient(actor), request));
    expect(await storedStatus(request)).toBe('pending');
  });

  it('lets one of two simultaneous cancels win; the other is told it is already cancelled', async () => {
    const a = await clientFor('clientA');
    for (let round = 1; round <= 10; round++) {
      const request = await fileRequest(clientA);

      const results = await Promise.all([cancel(a, request), cancel(a, request)]);

      const winners = results.filter((result) => result.error === null);
      expect(winners, `round ${round}`).toHaveLength(1);
      expectNotCancellable(
        results.find((result) => result.error !== null)!,
        'cancelled',
      );
      expect(await storedStatus(request)).toBe('cancelled');
    }
  });

  it('races a lawyer accepting the same request: the client withdraws it either way, and a lawyer who got it first is told', async () => {
    const [a, accepting] = [await clientFor('clientA'), await clientFor('approvedLawyer')];
    for (let round = 1; round <= 10; round++) {
      const request = await fileRequest(clientA);

      const [cancelled, accepted] = await Promise.all([
        cancel(a, request),
        accepting.rpc('accept_consultation_request', { request_id: request }),
      ]);

      const context = `round ${round}`;
      expect(cancelled.error, context).toBeNull();
      const stored = await readRow('consultation_requests', request);
      expect(stored?.status, context).toBe('cancelled');
      if (accepted.error === null) {
        // Accepted first, then withdrawn: the case stays on the lawyer's list, withdrawn.
        expect(stored, context).toMatchObject({ lawyer_id: lawyer.id });
        expect(stored?.withdrawn_at, context).not.toBeNull();
        expect(await notificationsOf(request), context).toEqual([
          { lawyer_id: lawyer.id, kind: 'client_withdrew' },
        ]);
      } else {
        expect(accepted.error?.code, context).toBe('PT404');
        expect(stored, context).toMatchObject({ lawyer_id: null, withdrawn_at: null });
        expect(await notificationsOf(request), context).toEqual([]);
      }
    }
  });
});

// ---------------------------------------------------------------------------
// Withdrawing a case: assigned without a meeting, or its lawyer no longer approved
// ---------------------------------------------------------------------------
describe('withdrawing a case a lawyer holds', () => {
  /** The case as its lawyer lists it (consultation_requests under their RLS). */
  async function seenByLawyer(request: string) {
    const { data, error } = await (
      await clientFor('approvedLawyer')
    )
      .from('consultation_requests')
      .select('id, status, lawyer_id, withdrawn_at')
      .eq('id', request);
    expect(error).toBeNull();
    return data!;
  }

  async function notificationsReadBy(role: Role, request: string) {
    const { data, error } = await (
      await clientFor(role)
    )
      .from('lawyer_notifications')
      .select('lawyer_id, request_id, kind, mailed_at')
      .eq('request_id', request);
    if (error) {
      expect(error.code, error.message).toBe('42501');
      return [];
    }
    return data;
  }

  it.each([
    ['an assigned case with no meeting yet', 'assigned'],
    ['a pending request addressed to the lawyer', 'pending'],
  ])(
    'lets the client withdraw %s; the lawyer sees it withdrawn and is notified',
    async (_what, status) => {
      // An assigned case used to answer 409 "Only a pending request can be cancelled".
      const request = await fileRequest(clientA, { lawyer_id: lawyer.id, status });

      const { data, error, status: httpStatus } = await cancel(await clientFor('clientA'), request);

      expect(error).toBeNull();
      expect(httpStatus).toBe(200);
      expect(data).toMatchObject({ id: request, status: 'cancelled', lawyer_id: lawyer.id });
      const [row] = await seenByLawyer(request);
      expect(row).toMatchObject({ status: 'cancelled', lawyer_id: lawyer.id });
      expect(Date.now() - new Date(row!.withdrawn_at!).getTime()).toBeLessThan(60_000);
      expect(await notificationsReadBy('approvedLawyer', request)).toEqual([
        { lawyer_id: lawyer.id, request_id: request, kind: 'client_withdrew', mailed_at: null },
      ]);
      for (const role of [
        'anon',
        'clientA',
        'clientB',
        'pendingLawyer',
        'rejectedLawyer',
      ] as const) {
        expect(await notificationsReadBy(role, request), role).toEqual([]);
      }
      expect(await notificationsReadBy('service', request)).toHaveLength(1);
    },
  );

  it('tells the client in the view which requests they may withdraw now', async () => {
    await restoreAfterThisTest('lawyer_profiles', users.pendingLawyer.id);
    const cases = {
      pending: await fileRequest(clientA),
      assigned: await fileRequest(clientA, { lawyer_id: lawyer.id, status: 'assigned' }),
      scheduledWithApproved: await fileRequest(clientA, {
        lawyer_id: lawyer.id,
        status: 'scheduled',
        scheduled_for: nextWeek(),
      }),
      scheduledWithPending: await fileRequest(clientA, {
        lawyer_id: users.pendingLawyer.id,
        status: 'scheduled',
        scheduled_for: nextWeek(),
      }),
      completed: await fileRequest(clientA, { lawyer_id: lawyer.id, status: 'completed' }),
      cancelled: await fileRequest(clientA, { status: 'cancelled' }),
    };
    const { data, error } = await (
      await clientFor('clientA')
    )
      .from('client_consultation_requests')
      .select('id, withdrawable')
      .in('id', Object.values(cases));
    expect(error).toBeNull();
    const byId = new Map(data!.map((row) => [row.id, row.withdrawable]));
    expect(Object.fromEntries(Object.entries(cases).map(([k, id]) => [k, byId.get(id)]))).toEqual({
      pending: true,
      assigned: true,
      scheduledWithApproved: false,
      scheduledWithPending: true,
      completed: false,
      cancelled: false,
    });
  });

  it('records no lawyer and notifies nobody for an open request', async () => {
    const request = await fileRequest(clientA);
    expect((await cancel(await clientFor('clientA'), request)).error).toBeNull();
    expect(await readRow('consultation_requests', request)).toMatchObject({
      status: 'cancelled',
      lawyer_id: null,
      withdrawn_at: null,
    });
    expect(await notificationsReadBy('service', request)).toEqual([]);
  });

  it('lets the client withdraw a scheduled case once its lawyer drops out of approved (a profile edit sends them to review)', async () => {
    // Such a case used to be frozen: its lawyer could neither schedule nor release it, and
    // the client could not cancel it.
    await restoreAfterThisTest('lawyer_profiles', lawyer.id);
    const request = await fileRequest(clientA, {
      lawyer_id: lawyer.id,
      status: 'scheduled',
      scheduled_for: nextWeek(),
    });
    const supabase = await clientFor('approvedLawyer');
    const edit = await supabase
      .from('lawyer_profiles')
      .update({ bio: 'Now also taking consumer disputes before the district commission.' })
      .eq('id', lawyer.id)
      .select('approval_status');
    expect(edit.error).toBeNull();
    expect(edit.data).toEqual([{ approval_status: 'pending' }]);
    const release = await supabase.rpc('release_consultation_request', {
      request_id: request,
      reason: 'Under review.',
    });
    expect(release.error?.code).toBe('42501');

    const { error } = await cancel(await clientFor('clientA'), request);

    expect(error).toBeNull();
    expect(await readRow('consultation_requests', request)).toMatchObject({
      status: 'cancelled',
      lawyer_id: lawyer.id,
      scheduled_for: expect.any(String),
    });
    expect(await notificationsReadBy('service', request)).toEqual([
      { lawyer_id: lawyer.id, request_id: request, kind: 'client_withdrew', mailed_at: null },
    ]);
  });

  it.each(['pendingLawyer', 'rejectedLawyer'] as const)(
    'lets the client withdraw a scheduled case of the %s',
    async (role) => {
      const request = await fileRequest(clientA, {
        lawyer_id: users[role].id,
        status: 'scheduled',
        scheduled_for: nextWeek(),
      });
      expect((await cancel(await clientFor('clientA'), request)).error).toBeNull();
      expect(await storedStatus(request)).toBe('cancelled');
    },
  );

  it.each(['clientB', 'approvedLawyer', 'pendingLawyer', 'rejectedLawyer'] as const)(
    "answers %s with 404 on the client's case, and leaves it as it was",
    async (role) => {
      const request = await fileRequest(clientA, { lawyer_id: lawyer.id, status: 'assigned' });
      const before = await readRow('consultation_requests', request);
      expectNotFound(await cancel(await clientFor(role), request));
      expect(await readRow('consultation_requests', request)).toEqual(before);
      expect(await notificationsReadBy('service', request)).toEqual([]);
    },
  );

  it("refuses a visitor on the client's case", async () => {
    const request = await fileRequest(clientA, { lawyer_id: lawyer.id, status: 'assigned' });
    const { error, status } = await cancel(anonClient(), request);
    expect(error?.code).toBe('42501');
    expect(status).toBe(401);
    expect(await storedStatus(request)).toBe('assigned');
  });

  it('lets no API role but the service role write notifications', async () => {
    const request = await fileRequest(clientA, { lawyer_id: lawyer.id, status: 'assigned' });
    for (const role of ['anon', 'clientA', 'approvedLawyer'] as const) {
      const { error } = await untyped(await clientFor(role))
        .from('lawyer_notifications')
        .insert({ lawyer_id: lawyer.id, request_id: request, kind: 'client_withdrew' });
      expect(error?.code, role).toBe('42501');
    }
  });

  it('withdrawn_request_is_cancelled refuses a withdrawal time on a request that is not cancelled', async () => {
    const request = await fileRequest(clientA, { lawyer_id: lawyer.id, status: 'assigned' });
    const { error } = await serviceClient()
      .from('consultation_requests')
      .update({ withdrawn_at: new Date().toISOString() })
      .eq('id', request);
    expect(error?.code).toBe('23514');
    expect(`${error?.message} ${error?.details}`).toContain('withdrawn_request_is_cancelled');
  });
});

// ---------------------------------------------------------------------------
// Writing: status and scheduled_for are not the client's
// ---------------------------------------------------------------------------
describe('what a client writes', () => {
  function newRequest(fields: Partial<TablesInsert<'consultation_requests'>> = {}) {
    return {
      id: randomUUID(),
      client_id: clientA.id,
      service_type: 'Tax Law',
      description: 'Client requests test: a GST notice needs a reply.',
      ...fields,
    };
  }

  async function insertAsClientA(row: ReturnType<typeof newRequest>) {
    await restoreAfterThisTest('consultation_requests', row.id);
    return (await clientFor('clientA')).from('consultation_requests').insert(row);
  }

  it('files a pending request without a meeting time', async () => {
    const row = newRequest({ status: 'pending' });
    expect((await insertAsClientA(row)).error).toBeNull();
    expect(await readRow('consultation_requests', row.id)).toMatchObject({
      status: 'pending',
      scheduled_for: null,
    });
  });

  it.each(['assigned', 'scheduled', 'completed', 'cancelled'])(
    'cannot file a request as %s',
    async (status) => {
      const row = newRequest({
        lawyer_id: lawyer.id,
        status,
        scheduled_for: status === 'scheduled' ? nextWeek() : null,
      });
      const { error } = await insertAsClientA(row);
      expect(error?.code, error?.message).toBe('42501');
      expect(await readRow('consultation_requests', row.id)).toBeNull();
    },
  );

  it('cannot file a pending request with a meeting time', async () => {
    const row = newRequest({ lawyer_id: lawyer.id, scheduled_for: nextWeek() });
    const { error } = await insertAsClientA(row);
    expect(error?.code, error?.message).toBe('42501');
    expect(await readRow('consultation_requests', row.id)).toBeNull();
  });

  it.each([
    ['declined by a lawyer', { return_kind: 'declined', return_reason: null }],
    ['released by a lawyer', { return_kind: 'released', return_reason: 'Made up by the client.' }],
  ])('cannot file a request as if it had been %s', async (_what, handBack) => {
    const row = newRequest({
      returned_by: lawyer.id,
      returned_at: new Date().toISOString(),
      ...handBack,
    });
    const { error } = await insertAsClientA(row);
    expect(error?.code, error?.message).toBe('42501');
    expect(await readRow('consultation_requests', row.id)).toBeNull();
  });

  it.each([
    ['status', { status: 'cancelled' }],
    ['scheduled_for', { scheduled_for: nextWeek() }],
    ['return_kind', { returned_by: lawyer.id, returned_at: nextWeek(), return_kind: 'declined' }],
  ])('cannot change %s of their own request directly', async (_column, change) => {
    const request = await fileRequest(clientA, { lawyer_id: lawyer.id, status: 'assigned' });
    const before = await readRow('consultation_requests', request);

    const client = await clientFor('clientA');
    const { error } = await client.from('consultation_requests').update(change).eq('id', request);

    expect(error?.code, error?.message).toBe('42501');
    expect(await readRow('consultation_requests', request)).toEqual(before);
  });
});

describe('scheduled_request_has_a_time', () => {
  it('refuses a scheduled request without a time, even from the service role', async () => {
    const service = serviceClient();
    const id = randomUUID();
    await restoreAfterThisTest('consultation_requests', id);
    const base = {
      id,
      client_id: clientA.id,
      lawyer_id: lawyer.id,
      service_type: 'Property Law',
      description: 'Client requests test: a partition suit.',
    };

    const inserted = await service
      .from('consultation_requests')
      .insert({ ...base, status: 'scheduled' });
    expect(inserted.error?.code).toBe('23514');
    expect(inserted.error?.details ?? inserted.error?.message).toContain(
      'scheduled_request_has_a_time',
    );

    expect(
      (await service.from('consultation_requests').insert({ ...base, status: 'assigned' })).error,
    ).toBeNull();
    const updated = await service
      .from('consultation_requests')
      .update({ status: 'scheduled' })
      .eq('id', id);
    expect(updated.error?.code).toBe('23514');
    const scheduled = await service
      .from('consultation_requests')
      .update({ status: 'scheduled', scheduled_for: nextWeek() })
      .eq('id', id);
    expect(scheduled.error).toBeNull();
  });
});

// ---------------------------------------------------------------------------
// The migration on a database that already holds scheduled requests without a time
// ---------------------------------------------------------------------------
describe('migration 20261124000000 on rows stored before it', () => {
  const migration = '20261124000000';
  const client = 'e1000000-0000-4000-8000-000000000001';
  const withoutTime = 'e1000000-0000-4000-8000-000000000011';
  let own: OwnDatabase;
  let database: OpenDatabase | undefined;

  beforeAll(async () => {
    own = await createOwnDatabase('nyaya_client_requests');
    database = await own.open(listMigrations().filter((file) => file.version < migration));
    await database.runScript(`
      insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data,
        created_at, updated_at)
      values (${literal(client)}, 'authenticated', 'authenticated', 'old.client@requests.nyaya.test',
        '{}'::jsonb, '{"role": "client"}'::jsonb, now(), now());
      insert into public.consultation_requests (id, client_id, service_type, description, status)
      values (${literal(withoutTime)}, ${literal(client)}, 'Family Law',
        'Scheduled before meetings had a time.', 'scheduled');
    `);
    await applyPendingMigrations(
      database,
      listMigrations().filter((file) => file.version === migration),
    );
  }, 120_000);

  afterAll(async () => {
    await database?.connection.close();
    await own?.remove();
  }, 60_000);

  it('turns a scheduled request without a time back into an assigned one, and validates the check', async () => {
    expect(
      await database!.query(
        `select status, scheduled_for from public.consultation_requests where id = ${literal(withoutTime)}`,
      ),
    ).toEqual([{ status: 'assigned', scheduled_for: null }]);
    expect(
      await database!.query(
        `select convalidated from pg_constraint where conname = 'scheduled_request_has_a_time'`,
      ),
    ).toEqual([{ convalidated: true }]);
  });
});
