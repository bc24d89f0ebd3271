/**
 * The case lifecycle (ADR 0020): what a lawyer does with a request once it reaches them
 * (accept, decline, schedule, complete, release), what the client and other lawyers see of a
 * request handed back, and the note a reviewer leaves with a decision.
 *
 * The approved fixture lawyer is the lawyer of every case here; the first racer is another
 * approved lawyer with no part in them. Requests are filed as the service role in client A's
 * name (a client never calls these functions successfully), and removed after each test.
 */
import type { PostgrestError } from '@supabase/supabase-js';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseClient, TablesInsert } from '../src/types/database.ts';
import { anonClient, env, serviceClient, signedInClient, untyped } from './support/clients.ts';
import type { FixtureRole, FixtureUser } from './support/fixtures.ts';
import {
  clientFor,
  placeRowTemporarily,
  readRow,
  restoreAfterThisTest,
  runCleanups,
  titled,
} from './support/matrix.ts';

afterEach(runCleanups);

const { users, racers } = env().fixtures;
/** The lawyer of every case in this file. */
const lawyer = users.approvedLawyer;
/** An approved lawyer with no part in the cases. */
const otherLawyer = racers[0]!;
const statuses = ['pending', 'assigned', 'scheduled', 'completed', 'cancelled'] as const;
type Status = (typeof statuses)[number];

const day = 24 * 3600 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString();

/** Files a request as the service role for this test only; returns its id. */
function fileRequest(
  fields: Partial<TablesInsert<'consultation_requests'>> = {},
  client: Pick<FixtureUser, 'id'> = users.clientA,
): Promise<string> {
  return placeRowTemporarily('consultation_requests', {
    id: randomUUID(),
    client_id: client.id,
    lawyer_id: null,
    service_type: 'Family Law',
    description: 'Case lifecycle test: the other parent will not let me see my son.',
    status: 'pending',
    // A scheduled request has its meeting time (scheduled_request_has_a_time); by default it
    // started an hour ago, so the case can be completed.
    scheduled_for: fields.status === 'scheduled' ? inDays(-1 / 24) : null,
    ...fields,
  });
}

/** A request of the lawyer's in `status` (pending: addressed to them). */
const caseOf = (status: Status, of: Pick<FixtureUser, 'id'> = lawyer) =>
  fileRequest({ lawyer_id: of.id, status });

type Result = { data: unknown; error: PostgrestError | null; status: number };

const accept = (supabase: DatabaseClient, id: string) =>
  supabase.rpc('accept_consultation_request', { request_id: id });
const decline = (supabase: DatabaseClient, id: string) =>
  supabase.rpc('decline_consultation_request', { request_id: id });
const schedule = (supabase: DatabaseClient, id: string, meetingAt = inDays(7)) =>
  supabase.rpc('schedule_consultation_request', { request_id: id, meeting_at: meetingAt });
const complete = (supabase: DatabaseClient, id: string) =>
  supabase.rpc('complete_consultation_request', { request_id: id });
const release = (
  supabase: DatabaseClient,
  id: string,
  reason = 'I have a conflict of interest with the other side.',
) => supabase.rpc('release_consultation_request', { request_id: id, reason });

const lawyerClient = () => signedInClient(lawyer);
const otherLawyerClient = () => signedInClient(otherLawyer);

function expectError(result: Result, code: string, hint?: string) {
  expect(result.data).toBeNull();
  expect(result.error?.code, result.error?.message).toBe(code);
  if (hint !== undefined) expect(result.error?.hint, result.error?.message).toBe(hint);
}

function expectNotFound(result: Result) {
  expectError(result, 'PT404');
  expect(result.error?.message).toBe('No such consultation request.');
  expect(result.status).toBe(404);
}

function expectConflict(result: Result, hint: string) {
  expectError(result, 'PT409', hint);
  expect(result.status).toBe(409);
}

/** Runs `attempt` and checks the stored row is exactly as before. */
async function expectUnchanged(requestId: string, attempt: () => PromiseLike<Result>) {
  const before = await readRow('consultation_requests', requestId);
  const result = await attempt();
  expect(await readRow('consultation_requests', requestId)).toEqual(before);
  return result;
}

/** Which of these request ids `supabase` can read in consultation_requests. */
async function visibleRequests(supabase: DatabaseClient, ids: string[]): Promise<string[]> {
  const { data, error } = await supabase.from('consultation_requests').select('id').in('id', ids);
  expect(error).toBeNull();
  return data!.map((row) => row.id);
}

// ---------------------------------------------------------------------------
// Every function: who may call it, on which request
// ---------------------------------------------------------------------------
interface Action {
  name: string;
  call: (supabase: DatabaseClient, id: string) => PromiseLike<Result>;
  /** The statuses (of the lawyer's own request) it works on. */
  from: Status[];
  /** What the stored row shows afterwards. */
  after: Record<string, unknown>;
  /** The hint when the lawyer's request is in another status. */
  wrongStatusHint: string;
}

const actions: Action[] = [
  {
    name: 'accept_consultation_request',
    call: accept,
    from: ['pending'],
    after: { lawyer_id: lawyer.id, status: 'assigned', returned_by: null },
    wrongStatusHint: 'not_open',
  },
  {
    name: 'decline_consultation_request',
    call: decline,
    from: ['pending'],
    after: {
      lawyer_id: null,
      status: 'pending',
      returned_by: lawyer.id,
      return_kind: 'declined',
      return_reason: null,
    },
    wrongStatusHint: 'not_pending',
  },
  {
    name: 'schedule_consultation_request',
    call: (supabase, id) => schedule(supabase, id),
    from: ['assigned', 'scheduled'],
    after: { lawyer_id: lawyer.id, status: 'scheduled' },
    wrongStatusHint: 'not_assigned',
  },
  {
    name: 'complete_consultation_request',
    call: complete,
    from: ['scheduled'],
    after: { lawyer_id: lawyer.id, status: 'completed' },
    wrongStatusHint: 'not_scheduled',
  },
  {
    name: 'release_consultation_request',
    call: (supabase, id) => release(supabase, id),
    from: ['assigned', 'scheduled'],
    after: {
      lawyer_id: null,
      status: 'pending',
      scheduled_for: null,
      returned_by: lawyer.id,
      return_kind: 'released',
      return_reason: 'I have a conflict of interest with the other side.',
    },
    wrongStatusHint: 'not_assigned',
  },
];

const unapprovedLawyers = ['pendingLawyer', 'rejectedLawyer'] as const;

describe.each(titled(actions, (action) => action.name))('%s', (_, action) => {
  it.each(action.from)("works for the lawyer's own %s request and returns it", async (status) => {
    const request = await caseOf(status);

    const result = await action.call(await lawyerClient(), request);

    expect(result.error).toBeNull();
    expect(result.data).toMatchObject({ id: request, ...action.after });
    expect(await readRow('consultation_requests', request)).toMatchObject(action.after);
  });

  it('refuses a visitor (401)', async () => {
    const request = await caseOf(action.from[0]!);
    const result = await expectUnchanged(request, () => action.call(anonClient(), request));
    expectError(result, '42501');
    expect(result.status).toBe(401);
  });

  it.each(['clientA', 'clientB'] as const)('refuses %s, a client', async (role) => {
    const request = await caseOf(action.from[0]!);
    const result = await expectUnchanged(request, async () =>
      action.call(await clientFor(role), request),
    );
    expectError(result, '42501');
    expect(result.error?.message).toMatch(/^Not allowed: only approved lawyers /);
    expect(result.status).toBe(403);
  });

  it.each(unapprovedLawyers)(
    "refuses the %s, even on a request that is theirs (42501, not 'no such request')",
    async (role: FixtureRole) => {
      const request = await caseOf(action.from[0]!, users[role]);
      const result = await expectUnchanged(request, async () =>
        action.call(await clientFor(role), request),
      );
      expectError(result, '42501');
      expect(result.error?.message).toMatch(/^Not allowed: only approved lawyers /);
    },
  );

  it("refuses another approved lawyer on the lawyer's request", async () => {
    const request = await caseOf(action.from[0]!);
    const result = await expectUnchanged(request, async () =>
      action.call(await otherLawyerClient(), request),
    );
    // Never says whose it is, or what state it is in.
    expectNotFound(result);
  });

  it.each(statuses.filter((status) => !action.from.includes(status)))(
    "refuses the lawyer's own %s request with 409",
    async (status) => {
      const request = await caseOf(status);
      const result = await expectUnchanged(request, async () =>
        action.call(await lawyerClient(), request),
      );
      expectConflict(result, action.wrongStatusHint);
      if (action.name !== 'accept_consultation_request') {
        expect(result.error?.message).toContain(`this one is ${status}.`);
      }
    },
  );

  it('answers an unknown id with 404', async () => {
    expectNotFound(await action.call(await lawyerClient(), randomUUID()));
  });

  if (action.name !== 'accept_consultation_request') {
    it.each(statuses)(
      'answers the lawyer with 404 for an open %s request: it is nobody\u2019s case yet',
      async (status) => {
        const request = await fileRequest({ status });
        const result = await expectUnchanged(request, async () =>
          action.call(await lawyerClient(), request),
        );
        expectNotFound(result);
      },
    );
  }
});

// ---------------------------------------------------------------------------
// accept_consultation_request: addressed requests, and what the lawyer handed back
// ---------------------------------------------------------------------------
describe('accepting', () => {
  it('lets the addressed lawyer accept a pending request addressed to them', async () => {
    const request = await caseOf('pending');

    const { data, error } = await accept(await lawyerClient(), request);

    expect(error).toBeNull();
    expect(data).toMatchObject({ id: request, lawyer_id: lawyer.id, status: 'assigned' });
  });

  it('still lets any approved lawyer accept an open request', async () => {
    const request = await fileRequest();
    const { data, error } = await accept(await otherLawyerClient(), request);
    expect(error).toBeNull();
    expect(data).toMatchObject({ lawyer_id: otherLawyer.id, status: 'assigned' });
  });

  it.each([
    ['declined', async (id: string) => decline(await lawyerClient(), id), 'pending'],
    ['released', async (id: string) => release(await lawyerClient(), id), 'assigned'],
  ] as const)(
    'answers the lawyer who %s a request as if it did not exist; another lawyer takes it',
    async (_kind, handBack, status) => {
      const request = await caseOf(status);
      expect((await handBack(request)).error).toBeNull();

      const again = await expectUnchanged(request, async () =>
        accept(await lawyerClient(), request),
      );
      // The lawyer no longer sees it, so they are not told whether it is still open.
      expectNotFound(again);

      const taken = await accept(await otherLawyerClient(), request);
      expect(taken.error).toBeNull();
      expect(taken.data).toMatchObject({ lawyer_id: otherLawyer.id, status: 'assigned' });
    },
  );

  it("keeps the hand-back on record when another lawyer accepts, for the client's history", async () => {
    const request = await caseOf('assigned');
    expect(
      (await release(await lawyerClient(), request, 'Moving to another city.')).error,
    ).toBeNull();
    expect((await accept(await otherLawyerClient(), request)).error).toBeNull();

    expect(await readRow('consultation_requests', request)).toMatchObject({
      lawyer_id: otherLawyer.id,
      status: 'assigned',
      returned_by: lawyer.id,
      return_kind: 'released',
      return_reason: 'Moving to another city.',
    });
  });

  it('lets one of the addressed lawyer\u2019s simultaneous accept and decline win', async () => {
    const supabase = await lawyerClient();
    for (let round = 1; round <= 5; round++) {
      const request = await caseOf('pending');
      const [accepted, declined] = await Promise.all([
        accept(supabase, request),
        decline(supabase, request),
      ]);
      const context = `round ${round}`;
      const stored = await readRow('consultation_requests', request);
      if (accepted.error === null) {
        expectConflict(declined, 'not_pending');
        expect(stored, context).toMatchObject({ lawyer_id: lawyer.id, status: 'assigned' });
      } else {
        expect(declined.error, context).toBeNull();
        expectNotFound(accepted);
        expect(stored, context).toMatchObject({ lawyer_id: null, return_kind: 'declined' });
      }
    }
  });
});

// ---------------------------------------------------------------------------
// schedule_consultation_request: when the meeting may be
// ---------------------------------------------------------------------------
describe('scheduling', () => {
  it.each([
    ['in the past', () => inDays(-1), 'meeting_in_past'],
    ['now', () => new Date().toISOString(), 'meeting_in_past'],
    ['more than 365 days ahead', () => inDays(366), 'meeting_too_far'],
  ])('refuses a meeting %s with 400', async (_when, meetingAt, hint) => {
    const request = await caseOf('assigned');
    const result = await expectUnchanged(request, async () =>
      schedule(await lawyerClient(), request, meetingAt()),
    );
    expectError(result, '22023', hint);
    expect(result.status).toBe(400);
    if (hint === 'meeting_in_past') {
      expect(result.error?.message).toBe('The meeting must be in the future.');
    }
  });

  it('refuses a meeting without a time', async () => {
    const request = await caseOf('assigned');
    const result = await expectUnchanged(request, async () =>
      untyped(await lawyerClient()).rpc('schedule_consultation_request', {
        request_id: request,
        meeting_at: null,
      }),
    );
    expectError(result, '22023', 'meeting_in_past');
  });

  it('takes a meeting a day short of a year ahead', async () => {
    const request = await caseOf('assigned');
    const meetingAt = inDays(364);
    const { error } = await schedule(await lawyerClient(), request, meetingAt);
    expect(error).toBeNull();
    const stored = await readRow('consultation_requests', request);
    expect(new Date(stored!.scheduled_for!).toISOString()).toBe(meetingAt);
  });

  it('reschedules a scheduled meeting', async () => {
    const request = await caseOf('assigned');
    const supabase = await lawyerClient();
    const first = inDays(2);
    const second = inDays(9);

    expect((await schedule(supabase, request, first)).error).toBeNull();
    expect((await schedule(supabase, request, second)).error).toBeNull();

    const stored = await readRow('consultation_requests', request);
    expect(stored).toMatchObject({ status: 'scheduled' });
    expect(new Date(stored!.scheduled_for!).toISOString()).toBe(second);
  });

  it('refuses a time in the past before looking at the request, even for an unknown one', async () => {
    const result = await schedule(await lawyerClient(), randomUUID(), inDays(-1));
    expectError(result, '22023', 'meeting_in_past');
  });
});

// ---------------------------------------------------------------------------
// release_consultation_request: the reason
// ---------------------------------------------------------------------------
describe('releasing', () => {
  it.each([
    ['an empty reason', ''],
    ['a blank reason', ' \t\n '],
    ['a reason of invisible characters', '\u200b\u00a0\u200b'],
  ])('refuses %s with 400 reason_required', async (_what, reason) => {
    const request = await caseOf('assigned');
    const result = await expectUnchanged(request, async () =>
      release(await lawyerClient(), request, reason),
    );
    expectError(result, '22023', 'reason_required');
    expect(result.status).toBe(400);
  });

  it('refuses a missing reason', async () => {
    const request = await caseOf('assigned');
    const result = await expectUnchanged(request, async () =>
      untyped(await lawyerClient()).rpc('release_consultation_request', {
        request_id: request,
        reason: null,
      }),
    );
    expectError(result, '22023', 'reason_required');
  });

  it('refuses a reason over 500 characters, and takes one of 500 once trimmed', async () => {
    const request = await caseOf('scheduled');
    const supabase = await lawyerClient();

    const tooLong = await expectUnchanged(request, () =>
      release(supabase, request, 'x'.repeat(501)),
    );
    expectError(tooLong, '22023', 'reason_too_long');

    const { error } = await release(supabase, request, `  ${'y'.repeat(500)}\n`);
    expect(error).toBeNull();
    expect(await readRow('consultation_requests', request)).toMatchObject({
      status: 'pending',
      lawyer_id: null,
      scheduled_for: null,
      return_reason: 'y'.repeat(500),
    });
  });

  it('keeps line breaks inside the reason', async () => {
    const request = await caseOf('assigned');
    const reason = 'I am unwell.\nPlease choose another lawyer.';
    expect((await release(await lawyerClient(), request, `\n${reason}\n`)).error).toBeNull();
    expect((await readRow('consultation_requests', request))?.return_reason).toBe(reason);
  });

  it("is not held back by the client's limit of pending requests", async () => {
    // The limit counts a client's filings; a case coming back to the pool is not one.
    for (let i = 0; i < 10; i++) await fileRequest();
    const request = await caseOf('assigned');

    const { error } = await release(await lawyerClient(), request);

    expect(error).toBeNull();
    expect(await readRow('consultation_requests', request)).toMatchObject({ status: 'pending' });
  });
});

// ---------------------------------------------------------------------------
// What lawyers see of a request handed back
// ---------------------------------------------------------------------------
describe('a request handed back', () => {
  /** A client of this file's own, so no other request shows their name to a lawyer. */
  let ownClient: { id: string; fullName: string };

  beforeAll(async () => {
    const { data, error } = await anonClient().auth.signUp({
      email: `lifecycle-${randomBytes(4).toString('hex')}@lifecycle.nyaya.test`,
      password: 'Lifecycle#Password1',
      options: { data: { full_name: 'Lata Lifecycle', role: 'client' } },
    });
    expect(error).toBeNull();
    ownClient = { id: data.user!.id, fullName: 'Lata Lifecycle' };
  });

  async function clientNameSeenBy(supabase: DatabaseClient): Promise<string | null> {
    const { data, error } = await supabase
      .from('client_names')
      .select('full_name')
      .eq('id', ownClient.id);
    expect(error).toBeNull();
    return data![0]?.full_name ?? null;
  }

  it.each([
    ['declined', 'pending', decline],
    ['released', 'assigned', (supabase: DatabaseClient, id: string) => release(supabase, id)],
  ] as const)(
    'once %s, is open to other approved lawyers but no longer shown to the lawyer who handed it back',
    async (_kind, status, handBack) => {
      const request = await fileRequest({ lawyer_id: lawyer.id, status }, ownClient);
      const [mine, other] = [await lawyerClient(), await otherLawyerClient()];
      expect(await visibleRequests(mine, [request])).toEqual([request]);
      expect(await clientNameSeenBy(mine)).toBe(ownClient.fullName);

      expect((await handBack(mine, request)).error).toBeNull();

      expect(await visibleRequests(other, [request])).toEqual([request]);
      expect(await clientNameSeenBy(other)).toBe(ownClient.fullName);
      expect(await visibleRequests(mine, [request])).toEqual([]);
      expect(await clientNameSeenBy(mine)).toBeNull();
    },
  );

  it('is shown again to the lawyer who handed it back once it is their case again', async () => {
    // Only the open pool leaves it out; an own case is always shown.
    const request = await fileRequest({ lawyer_id: lawyer.id }, ownClient);
    expect((await decline(await lawyerClient(), request)).error).toBeNull();
    // A reviewer (service role) assigns it to the lawyer after all.
    const { error } = await serviceClient()
      .from('consultation_requests')
      .update({ lawyer_id: lawyer.id, status: 'assigned' })
      .eq('id', request);
    expect(error).toBeNull();
    expect(await visibleRequests(await lawyerClient(), [request])).toEqual([request]);
  });

  it.each(unapprovedLawyers)(
    'is not shown to the %s, who reads no requests at all',
    async (role) => {
      const request = await fileRequest({ lawyer_id: lawyer.id }, ownClient);
      expect((await decline(await lawyerClient(), request)).error).toBeNull();
      const addressed = await fileRequest({ lawyer_id: users[role].id }, ownClient);
      const assigned = await fileRequest(
        { lawyer_id: users[role].id, status: 'assigned' },
        ownClient,
      );
      const supabase = await clientFor(role);

      expect(await visibleRequests(supabase, [request, addressed, assigned])).toEqual([]);
      expect(await clientNameSeenBy(supabase)).toBeNull();
    },
  );
});

// ---------------------------------------------------------------------------
// What the client sees: client_consultation_requests
// ---------------------------------------------------------------------------
describe("the client's view", () => {
  async function rowSeenByClientA(request: string) {
    const { data, error } = await (
      await clientFor('clientA')
    )
      .from('client_consultation_requests')
      .select('*')
      .eq('id', request);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    return data![0]!;
  }

  it('shows nothing handed back on a request no lawyer has handed back', async () => {
    const request = await caseOf('assigned');
    expect(await rowSeenByClientA(request)).toMatchObject({
      return_kind: null,
      return_reason: null,
      returned_at: null,
      returned_by_name: null,
      lawyer_name: lawyer.fullName,
    });
  });

  it('shows the meeting time once the lawyer schedules it', async () => {
    const request = await caseOf('assigned');
    const meetingAt = inDays(5);
    expect((await schedule(await lawyerClient(), request, meetingAt)).error).toBeNull();

    const row = await rowSeenByClientA(request);
    expect(row.status).toBe('scheduled');
    expect(new Date(row.scheduled_for!).toISOString()).toBe(meetingAt);
  });

  it('shows who declined a request addressed to them, and no reason', async () => {
    const request = await caseOf('pending');
    expect((await decline(await lawyerClient(), request)).error).toBeNull();

    const row = await rowSeenByClientA(request);
    expect(row).toMatchObject({
      status: 'pending',
      lawyer_id: null,
      lawyer_name: null,
      return_kind: 'declined',
      return_reason: null,
      returned_by_name: lawyer.fullName,
    });
    expect(Date.now() - new Date(row.returned_at!).getTime()).toBeLessThan(60_000);
  });

  it('shows who released a case and why, and keeps it after another lawyer accepts', async () => {
    const request = await caseOf('scheduled');
    const reason = 'I have been appointed to the bench.';
    expect((await release(await lawyerClient(), request, reason)).error).toBeNull();

    expect(await rowSeenByClientA(request)).toMatchObject({
      status: 'pending',
      lawyer_id: null,
      scheduled_for: null,
      return_kind: 'released',
      return_reason: reason,
      returned_by_name: lawyer.fullName,
    });

    expect((await accept(await otherLawyerClient(), request)).error).toBeNull();
    expect(await rowSeenByClientA(request)).toMatchObject({
      status: 'assigned',
      lawyer_name: otherLawyer.fullName,
      return_kind: 'released',
      return_reason: reason,
      returned_by_name: lawyer.fullName,
    });
  });

  it('names the lawyer by their profile once they are no longer listed', async () => {
    await restoreAfterThisTest('lawyer_profiles', lawyer.id);
    const request = await caseOf('pending');
    expect((await decline(await lawyerClient(), request)).error).toBeNull();
    const { error } = await serviceClient().rpc('set_lawyer_approval', {
      lawyer_id: lawyer.id,
      decision: 'reverify',
    });
    expect(error).toBeNull();

    expect((await rowSeenByClientA(request)).returned_by_name).toBe(lawyer.fullName);
  });

  it('lets the client cancel a request a lawyer handed back', async () => {
    const request = await caseOf('assigned');
    expect((await release(await lawyerClient(), request)).error).toBeNull();
    const { error } = await (
      await clientFor('clientA')
    ).rpc('cancel_consultation_request', { request_id: request });
    expect(error).toBeNull();
    expect((await rowSeenByClientA(request)).status).toBe('cancelled');
  });
});

// ---------------------------------------------------------------------------
// The hand-back columns: the rules hold whoever writes
// ---------------------------------------------------------------------------
describe('hand-back constraints', () => {
  it.each([
    ['return_kind_is_known', { return_kind: 'abandoned', returned_at: inDays(0) }],
    [
      'released_request_has_a_reason',
      { return_kind: 'released', returned_at: inDays(0), return_reason: null },
    ],
    [
      'declined_request_has_no_reason',
      { return_kind: 'declined', returned_at: inDays(0), return_reason: 'Busy.' },
    ],
    ['hand_back_has_a_kind_and_a_time', { return_kind: 'declined', returned_at: null }],
    [
      'return_reason_length',
      { return_kind: 'released', returned_at: inDays(0), return_reason: 'z'.repeat(501) },
    ],
    [
      'return_reason_has_visible_text',
      { return_kind: 'released', returned_at: inDays(0), return_reason: '   ' },
    ],
  ])('%s refuses a bad row, even from the service role', async (constraint, fields) => {
    const request = await fileRequest();
    const { error } = await serviceClient()
      .from('consultation_requests')
      .update(fields)
      .eq('id', request);
    expect(error?.code, error?.message).toBe('23514');
    expect(`${error?.message} ${error?.details}`).toContain(constraint);
  });
});

// ---------------------------------------------------------------------------
// The reviewer's note
// ---------------------------------------------------------------------------
describe("the reviewer's note", () => {
  const pendingLawyer = users.pendingLawyer;

  async function decide(decision: string, note?: string) {
    const { data, error } = await serviceClient().rpc('set_lawyer_approval', {
      lawyer_id: pendingLawyer.id,
      decision,
      ...(note === undefined ? {} : { note }),
    });
    expect(error).toBeNull();
    return data!;
  }

  async function noteSeenByTheLawyer(): Promise<string | null> {
    const { data, error } = await (
      await clientFor('pendingLawyer')
    )
      .from('lawyer_profiles')
      .select('review_note')
      .eq('id', pendingLawyer.id)
      .single();
    expect(error).toBeNull();
    return data!.review_note;
  }

  it('is stored trimmed with a decision, read by the lawyer, and cleared by a decision without one', async () => {
    await restoreAfterThisTest('lawyer_profiles', pendingLawyer.id);

    const rejected = await decide('rejected', '  The enrolment certificate is unreadable.\n');
    expect(rejected).toMatchObject({
      approval_status: 'rejected',
      review_note: 'The enrolment certificate is unreadable.',
    });
    expect(await noteSeenByTheLawyer()).toBe('The enrolment certificate is unreadable.');

    await decide('reverify', 'Please upload\nboth sides of the certificate.');
    expect(await noteSeenByTheLawyer()).toBe('Please upload\nboth sides of the certificate.');

    await decide('reverify', '   ');
    expect(await noteSeenByTheLawyer()).toBeNull();

    await decide('reverify', 'Not a valid ID.');
    await decide('rejected');
    expect(await noteSeenByTheLawyer()).toBeNull();
  });

  it('is kept when the lawyer resubmits, until a reviewer decides again', async () => {
    await restoreAfterThisTest('lawyer_profiles', pendingLawyer.id);
    await decide('reverify', 'Add your years of experience.');

    const { error } = await (
      await clientFor('pendingLawyer')
    )
      .from('lawyer_profiles')
      .update({ years_experience: 9, approval_status: 'pending' })
      .eq('id', pendingLawyer.id);
    expect(error).toBeNull();

    expect(await readRow('lawyer_profiles', pendingLawyer.id)).toMatchObject({
      approval_status: 'pending',
      review_note: 'Add your years of experience.',
    });
  });

  it('refuses a note over 1000 characters', async () => {
    await restoreAfterThisTest('lawyer_profiles', pendingLawyer.id);
    const before = await readRow('lawyer_profiles', pendingLawyer.id);
    const { error } = await serviceClient().rpc('set_lawyer_approval', {
      lawyer_id: pendingLawyer.id,
      decision: 'rejected',
      note: 'n'.repeat(1001),
    });
    expect(error?.code, error?.message).toBe('23514');
    expect(`${error?.message} ${error?.details}`).toContain('review_note_at_most_1000_chars');
    expect(await readRow('lawyer_profiles', pendingLawyer.id)).toEqual(before);
  });

  it.each(['anon', 'clientA', 'pendingLawyer', 'approvedLawyer'] as const)(
    '%s cannot call set_lawyer_approval, with a note or without',
    async (role) => {
      await restoreAfterThisTest('lawyer_profiles', pendingLawyer.id);
      const before = await readRow('lawyer_profiles', pendingLawyer.id);
      const { error } = await (
        await clientFor(role)
      ).rpc('set_lawyer_approval', {
        lawyer_id: pendingLawyer.id,
        decision: 'approved',
        note: 'Approved by myself.',
      });
      expect(error?.code, error?.message).toBe('42501');
      expect(await readRow('lawyer_profiles', pendingLawyer.id)).toEqual(before);
    },
  );

  it.each([
    ['approve themselves', { approval_status: 'approved' }],
    ['set their rating', { rating: 5 }],
    ['write their review note', { review_note: 'Looks great to me.' }],
    ['clear their review note', { review_note: null }],
  ] as const)('a lawyer cannot %s', async (_what, change) => {
    await restoreAfterThisTest('lawyer_profiles', pendingLawyer.id);
    await decide('reverify', 'Please correct your bar council ID.');
    const before = await readRow('lawyer_profiles', pendingLawyer.id);

    const { error } = await (
      await clientFor('pendingLawyer')
    )
      .from('lawyer_profiles')
      .update(change)
      .eq('id', pendingLawyer.id);

    expect(error?.code, error?.message).toBe('42501');
    expect(await readRow('lawyer_profiles', pendingLawyer.id)).toEqual(before);
  });

  it('is never in the directory', async () => {
    const { error } = await untyped(anonClient()).from('lawyer_directory').select('review_note');
    expect(error?.code).toBe('42703');
    const search = await untyped(anonClient())
      .rpc('search_lawyer_directory', {})
      .select('review_note');
    expect(search.error?.code).toBe('42703');
  });
});

// ---------------------------------------------------------------------------
// complete_consultation_request: only once the meeting has started
// ---------------------------------------------------------------------------
describe('completing', () => {
  it('refuses a case whose meeting has not started yet with 409 meeting_not_started', async () => {
    // It used to mark a case completed days before its meeting.
    const request = await fileRequest({
      lawyer_id: lawyer.id,
      status: 'scheduled',
      scheduled_for: inDays(5),
    });
    const result = await expectUnchanged(request, async () =>
      complete(await lawyerClient(), request),
    );
    expectConflict(result, 'meeting_not_started');
    expect(result.error?.message).toBe(
      'The meeting has not started yet: a case can be completed once its meeting has begun.',
    );
  });

  it('completes a case once its meeting has started, keeping its time', async () => {
    const startedAt = inDays(-1 / 24 / 60);
    const request = await fileRequest({
      lawyer_id: lawyer.id,
      status: 'scheduled',
      scheduled_for: startedAt,
    });
    const { error } = await complete(await lawyerClient(), request);
    expect(error).toBeNull();
    const stored = await readRow('consultation_requests', request);
    expect(stored).toMatchObject({ status: 'completed' });
    expect(new Date(stored!.scheduled_for!).toISOString()).toBe(startedAt);
  });

  it("answers another lawyer as if the case did not exist, whatever its meeting's time", async () => {
    const request = await fileRequest({
      lawyer_id: lawyer.id,
      status: 'scheduled',
      scheduled_for: inDays(5),
    });
    expectNotFound(
      await expectUnchanged(request, async () => complete(await otherLawyerClient(), request)),
    );
  });

  it('completed_after_meeting_start refuses a completed case with a meeting ahead, even from the service role', async () => {
    const request = await caseOf('assigned');
    const { error } = await serviceClient()
      .from('consultation_requests')
      .update({ status: 'completed', scheduled_for: inDays(2) })
      .eq('id', request);
    expect(error?.code, error?.message).toBe('23514');
    expect(`${error?.message} ${error?.details}`).toContain('completed_after_meeting_start');
  });
});

// ---------------------------------------------------------------------------
// accept_consultation_request: one answer for every request the lawyer may not see
// ---------------------------------------------------------------------------
describe('what accepting tells about requests the lawyer may not see', () => {
  const answerOf = (result: Result) => ({
    data: result.data,
    status: result.status,
    code: result.error?.code,
    message: result.error?.message,
    hint: result.error?.hint,
    details: result.error?.details,
  });

  it('answers an unknown id, another lawyer\u2019s case, a withdrawn, a completed and a handed-back request alike', async () => {
    const declined = await caseOf('pending');
    expect((await decline(await lawyerClient(), declined)).error).toBeNull();
    const unseen: Record<string, string> = {
      'an unknown id': randomUUID(),
      "another lawyer's assigned case": await caseOf('assigned', otherLawyer),
      "another lawyer's scheduled case": await caseOf('scheduled', otherLawyer),
      'a request addressed to another lawyer': await caseOf('pending', otherLawyer),
      'an open request the client withdrew': await fileRequest({ status: 'cancelled' }),
      'an open completed request': await fileRequest({ status: 'completed' }),
      'a request the lawyer declined': declined,
    };
    const supabase = await lawyerClient();
    const expected = answerOf(await accept(supabase, randomUUID()));
    expect(expected).toMatchObject({
      data: null,
      status: 404,
      code: 'PT404',
      message: 'No such consultation request.',
      hint: 'not_available',
    });
    for (const [what, id] of Object.entries(unseen)) {
      expect(answerOf(await accept(supabase, id)), what).toEqual(expected);
    }
  });
});

// ---------------------------------------------------------------------------
// accept_consultation_request: at most 10 accepted cases without a meeting per lawyer
// ---------------------------------------------------------------------------
describe('the case limit', () => {
  const limitMessage =
    'You already have 10 accepted cases without a scheduled meeting. Schedule a meeting or release a case before you accept another.';

  function expectCaseLimit(result: Result) {
    expectError(result, 'PT429', 'case_limit');
    expect(result.error?.message).toBe(limitMessage);
    expect(result.status).toBe(429);
  }

  async function assignedCases(count: number, of: Pick<FixtureUser, 'id'> = lawyer) {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) ids.push(await caseOf('assigned', of));
    return ids;
  }

  it('refuses an 11th case without a meeting, and takes it once one is scheduled', async () => {
    const cases = await assignedCases(10);
    const open = await fileRequest();
    const supabase = await lawyerClient();

    expectCaseLimit(await expectUnchanged(open, () => accept(supabase, open)));
    // A request addressed to the lawyer counts the same.
    const addressed = await caseOf('pending');
    expectCaseLimit(await expectUnchanged(addressed, () => accept(supabase, addressed)));

    expect((await schedule(supabase, cases[0]!)).error).toBeNull();
    const { error } = await accept(supabase, open);
    expect(error).toBeNull();
    expectCaseLimit(await accept(supabase, addressed));

    expect((await release(supabase, cases[1]!)).error).toBeNull();
    expect((await accept(supabase, addressed)).error).toBeNull();
  });

  it('counts only assigned cases: scheduled, completed and cancelled ones leave room', async () => {
    await assignedCases(9);
    for (const status of ['scheduled', 'scheduled', 'completed', 'cancelled'] as const) {
      await caseOf(status);
    }
    const open = await fileRequest();
    expect((await accept(await lawyerClient(), open)).error).toBeNull();
    expectCaseLimit(await accept(await lawyerClient(), await fileRequest()));
  });

  it("is each lawyer's own: another lawyer still accepts", async () => {
    await assignedCases(10);
    const open = await fileRequest();
    expectCaseLimit(await accept(await lawyerClient(), open));
    expect((await accept(await otherLawyerClient(), open)).error).toBeNull();
  });

  it('holds when the lawyer accepts 13 open requests at once: 10 are taken, 3 refused', async () => {
    const open: string[] = [];
    for (let i = 0; i < 13; i++) open.push(await fileRequest());
    const supabase = await lawyerClient();

    const results = await Promise.all(open.map((id) => accept(supabase, id)));

    expect(results.filter((result) => result.error === null)).toHaveLength(10);
    for (const refused of results.filter((result) => result.error !== null)) {
      expectCaseLimit(refused);
    }
    const { data, error } = await serviceClient()
      .from('consultation_requests')
      .select('id')
      .in('id', open)
      .eq('lawyer_id', lawyer.id)
      .eq('status', 'assigned');
    expect(error).toBeNull();
    expect(data).toHaveLength(10);
  });

  it.each(unapprovedLawyers)(
    'tells the %s "Not allowed", not the limit, even with 10 cases',
    async (role) => {
      await assignedCases(10, users[role]);
      const open = await fileRequest();
      const result = await expectUnchanged(open, async () => accept(await clientFor(role), open));
      expectError(result, '42501');
    },
  );
});
