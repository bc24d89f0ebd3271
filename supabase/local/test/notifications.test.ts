/**
 * Notifications (docs/product/notifications.md): each change records exactly the mails it
 * should, in its own transaction; the worker's functions claim, skip and mark them; the hourly
 * digest and the meeting reminders fall due as they should; unsubscribe links work without
 * sign-in and only for their own user.
 *
 * Accounts are this file's own (test/support/notifications.ts), so the outbox rows looked at
 * are the ones these tests caused. The outbox is read as the worker reads it: as the database
 * owner, over the stack's database URL.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseClient } from '../src/types/database.ts';
import { anonClient, serviceClient, signedInClient, uniqueMobile } from './support/clients.ts';
import { anonClientAt } from './support/client-address.ts';
import { fixturePassword } from './support/fixtures.ts';
import {
  asRole,
  claim,
  closeDatabase,
  createAccount,
  expectNoPrivateText,
  fileRequest,
  literal,
  outbox,
  run,
  type OutboxRow,
  type TestAccount,
} from './support/notifications.ts';

afterAll(closeDatabase);

const minute = 60_000;
const hour = 60 * minute;
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
const sameInstant = (a: unknown, b: string) =>
  new Date(String(a)).getTime() === new Date(b).getTime();

/** The kinds and recipients of rows, for exact comparisons. */
const summary = (rows: OutboxRow[]) =>
  rows.map((row) => ({ kind: row.kind, to: row.recipient_id ?? row.recipient_email }));

function ok<T>(result: {
  data: T;
  error: { message: string; code?: string } | null;
}): NonNullable<T> {
  expect(result.error, result.error?.message).toBeNull();
  expect(result.data).not.toBeNull();
  return result.data as NonNullable<T>;
}

/** A supabase-js client signed in as `account`, from an address of its own. */
async function signedInFrom(account: TestAccount): Promise<DatabaseClient> {
  const client = anonClientAt();
  const { error } = await client.auth.signInWithPassword({
    email: account.email,
    password: fixturePassword,
  });
  expect(error).toBeNull();
  return client;
}

const preferencesOf = async (userId: string) =>
  (
    await run<{ open_request_digest: boolean; meeting_reminders: boolean; language: string }>(
      `select open_request_digest, meeting_reminders, language
         from public.notification_preferences where user_id = ${literal(userId)}`,
    )
  )[0];

// ---------------------------------------------------------------------------
// Each change and the mails it records
// ---------------------------------------------------------------------------
describe('each change records exactly its mails, without the description or phone number', () => {
  let client: TestAccount;
  let lawyer: TestAccount;
  let api: { client: DatabaseClient; lawyer: DatabaseClient };
  const secretDescription = `Private matter ${randomBytes(4).toString('hex')}: my neighbour's mill pollutes the well.`;
  const phone = uniqueMobile();
  const secrets = [secretDescription, phone, phone.slice(-10)];

  beforeAll(async () => {
    client = await createAccount('client', { fullName: 'Nisha Verma' });
    lawyer = await createAccount('lawyer', { fullName: 'Lata Srivastava' });
    api = { client: await signedInClient(client), lawyer: await signedInClient(lawyer) };
  });

  /** A request the client files through the API (addressed to `lawyerId`, or open). */
  async function fileAsClient(lawyerId: string | null): Promise<string> {
    const row = ok(
      await api.client
        .from('consultation_requests')
        .insert({
          client_id: client.id,
          lawyer_id: lawyerId,
          service_type: 'Environmental Law',
          description: secretDescription,
          location: 'Hazratganj, Lucknow',
          phone,
        })
        .select('id')
        .single(),
    );
    return row.id;
  }

  it('a request addressed to a lawyer tells that lawyer; an open one tells nobody yet', async () => {
    const addressed = await fileAsClient(lawyer.id);
    const open = await fileAsClient(null);

    const rows = await outbox({ requestId: addressed });
    expect(summary(rows)).toEqual([{ kind: 'request_addressed', to: lawyer.id }]);
    expect(rows[0]!.data).toEqual({
      requestId: addressed,
      clientFirstName: 'Nisha',
      serviceType: 'Environmental Law',
      location: 'Hazratganj, Lucknow',
    });
    expect(rows[0]!.status).toBe('pending');
    expect(rows[0]!.idempotency_key).toMatch(
      new RegExp(`^request_addressed:${addressed}:${lawyer.id}:`),
    );
    expect(await outbox({ requestId: open })).toEqual([]);
    expect(expectNoPrivateText(rows, secrets)).toEqual([]);
  });

  it('accepting, scheduling, moving and completing each tell the client', async () => {
    const id = await fileAsClient(lawyer.id);
    ok(await api.lawyer.rpc('accept_consultation_request', { request_id: id }));
    const first = fromNow(3 * 24 * hour);
    ok(
      await api.lawyer.rpc('schedule_consultation_request', { request_id: id, meeting_at: first }),
    );
    // The meeting moves to a moment from now, so the case can be completed once it has begun.
    const second = fromNow(1500);
    ok(
      await api.lawyer.rpc('schedule_consultation_request', { request_id: id, meeting_at: second }),
    );
    await new Promise((resolve) => setTimeout(resolve, 2500));
    ok(await api.lawyer.rpc('complete_consultation_request', { request_id: id }));

    const rows = await outbox({ requestId: id });
    expect(summary(rows)).toEqual([
      { kind: 'request_addressed', to: lawyer.id },
      { kind: 'request_accepted', to: client.id },
      { kind: 'meeting_scheduled', to: client.id },
      { kind: 'meeting_scheduled', to: client.id },
      { kind: 'request_completed', to: client.id },
    ]);
    const [, accepted, scheduled, moved, completed] = rows;
    expect(accepted!.data).toEqual({
      requestId: id,
      lawyerId: lawyer.id,
      lawyerName: 'Lata Srivastava',
      serviceType: 'Environmental Law',
    });
    expect(scheduled!.data).toMatchObject({
      requestId: id,
      lawyerId: lawyer.id,
      lawyerName: 'Lata Srivastava',
      serviceType: 'Environmental Law',
      previousScheduledFor: null,
      sequence: 0,
    });
    expect(sameInstant(scheduled!.data.scheduledFor, first)).toBe(true);
    expect(String(scheduled!.data.scheduledFor)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z$/);
    expect(moved!.data).toMatchObject({ sequence: 1 });
    expect(sameInstant(moved!.data.scheduledFor, second)).toBe(true);
    expect(sameInstant(moved!.data.previousScheduledFor, first)).toBe(true);
    expect(completed!.data).toEqual({
      requestId: id,
      lawyerId: lawyer.id,
      lawyerName: 'Lata Srivastava',
      serviceType: 'Environmental Law',
    });
    // One key per event and recipient.
    expect(new Set(rows.map((row) => row.idempotency_key)).size).toBe(rows.length);
    expect(expectNoPrivateText(rows, secrets)).toEqual([]);
  });

  it('declining tells the client the request is open to others again', async () => {
    const id = await fileAsClient(lawyer.id);
    ok(await api.lawyer.rpc('decline_consultation_request', { request_id: id }));

    const rows = await outbox({ requestId: id });
    expect(summary(rows)).toEqual([
      { kind: 'request_addressed', to: lawyer.id },
      { kind: 'request_declined', to: client.id },
    ]);
    expect(rows[1]!.data).toEqual({
      requestId: id,
      lawyerName: 'Lata Srivastava',
      serviceType: 'Environmental Law',
    });
  });

  it('releasing tells the client, with the reason', async () => {
    const id = await fileAsClient(lawyer.id);
    ok(await api.lawyer.rpc('accept_consultation_request', { request_id: id }));
    ok(
      await api.lawyer.rpc('schedule_consultation_request', {
        request_id: id,
        meeting_at: fromNow(2 * 24 * hour),
      }),
    );
    const reason = "I have a <b>conflict</b> of interest with the mill's owners.";
    ok(await api.lawyer.rpc('release_consultation_request', { request_id: id, reason }));

    const rows = await outbox({ requestId: id });
    expect(summary(rows)).toEqual([
      { kind: 'request_addressed', to: lawyer.id },
      { kind: 'request_accepted', to: client.id },
      { kind: 'meeting_scheduled', to: client.id },
      { kind: 'request_released', to: client.id },
    ]);
    expect(rows[3]!.data).toEqual({
      requestId: id,
      lawyerName: 'Lata Srivastava',
      serviceType: 'Environmental Law',
      reason,
    });
    expect(expectNoPrivateText(rows, secrets)).toEqual([]);
  });

  it("a client's withdrawal tells the lawyer who held it; an open request's tells nobody", async () => {
    const assigned = await fileAsClient(lawyer.id);
    ok(await api.lawyer.rpc('accept_consultation_request', { request_id: assigned }));
    const addressed = await fileAsClient(lawyer.id);
    const open = await fileAsClient(null);
    for (const id of [assigned, addressed, open])
      ok(await api.client.rpc('cancel_consultation_request', { request_id: id }));

    const cancelled = (rows: OutboxRow[]) => rows.filter((row) => row.kind === 'case_cancelled');
    for (const id of [assigned, addressed]) {
      const rows = cancelled(await outbox({ requestId: id }));
      expect(summary(rows)).toEqual([{ kind: 'case_cancelled', to: lawyer.id }]);
      expect(rows[0]!.data).toEqual({
        requestId: id,
        cancelledBy: 'client',
        otherPartyName: 'Nisha Verma',
        serviceType: 'Environmental Law',
      });
    }
    expect(await outbox({ requestId: open })).toEqual([]);
  });

  it("a reviewer's decision tells the lawyer, with the note; the lawyer's own edits tell nobody", async () => {
    const applicant = await createAccount('lawyer', { status: 'pending' });
    const service = serviceClient();
    const decide = async (decision: 'approved' | 'rejected' | 'reverify', note?: string) =>
      ok(await service.rpc('set_lawyer_approval', { lawyer_id: applicant.id, decision, note }));

    const note = 'Please upload the <i>front</i> of your enrolment certificate.\nThanks';
    await decide('reverify', note);
    // The lawyer edits and resubmits: back to pending, nothing to mail.
    const own = await signedInClient(applicant);
    const edited = await own
      .from('lawyer_profiles')
      .update({ years_experience: 8, approval_status: 'pending' })
      .eq('id', applicant.id);
    expect(edited.error).toBeNull();
    await decide('approved');
    // The same decision and note again changes nothing; a new note is news.
    await decide('approved');
    await decide('approved', 'Welcome aboard.');
    await decide('rejected', 'The bar council could not confirm the enrolment.');

    const rows = await outbox({ recipientId: applicant.id });
    expect(rows.map((row) => row.kind)).toEqual(Array(4).fill('verification_decided'));
    expect(rows.map((row) => row.data)).toEqual([
      { decision: 'reverify', note },
      { decision: 'approved', note: null },
      { decision: 'approved', note: 'Welcome aboard.' },
      { decision: 'rejected', note: 'The bar council could not confirm the enrolment.' },
    ]);
  });

  it("a complaint's receipt goes to the address it gave, with its reference number only", async () => {
    const visitorEmail = `visitor-${randomBytes(4).toString('hex')}@example.in`;
    const complaintText = `Complaint ${randomBytes(4).toString('hex')}: the lawyer never called back.`;
    const visitorPhone = uniqueMobile();
    const reference = ok(
      await anonClientAt().rpc('submit_complaint', {
        email: visitorEmail,
        phone_number: visitorPhone,
        complaint_text: complaintText,
      }),
    );
    const rows = await outbox({ recipientEmail: visitorEmail });
    expect(rows.map((row) => [row.kind, row.recipient_id])).toEqual([['complaint_received', null]]);
    expect(rows[0]!.data).toEqual({ referenceNumber: reference, name: null });
    expect(expectNoPrivateText(rows, [complaintText, visitorPhone])).toEqual([]);

    // A signed-in client's carries their name.
    const signedIn = await signedInFrom(client);
    const ownEmail = `client-${randomBytes(4).toString('hex')}@example.in`;
    const ownReference = ok(
      await signedIn.rpc('submit_complaint', {
        email: ownEmail,
        phone_number: uniqueMobile(),
        complaint_text: complaintText,
      }),
    );
    const own = await outbox({ recipientEmail: ownEmail });
    expect(own.map((row) => row.data)).toEqual([
      { referenceNumber: ownReference, name: 'Nisha Verma' },
    ]);
  });

  it('a change that rolls back records nothing', async () => {
    // In one transaction the lawyer accepts, then something fails: neither stays.
    const id = await fileRequest({ clientId: client.id, lawyerId: lawyer.id });
    const before = await outbox({ requestId: id });
    await expect(
      asRole(
        'authenticated',
        lawyer.id,
        `
        select public.accept_consultation_request(${literal(id)});
        select public.schedule_consultation_request(${literal(id)}, now() + interval '2 days');
        do $$ begin raise exception 'the request failed after the change'; end $$;
      `,
      ),
    ).rejects.toThrow('the request failed after the change');
    const [row] = await run<{ status: string; lawyer_id: string }>(
      `select status, lawyer_id::text as lawyer_id from public.consultation_requests where id = ${literal(id)}`,
    );
    expect(row).toEqual({ status: 'pending', lawyer_id: lawyer.id });
    expect(await outbox({ requestId: id })).toEqual(before);

    // A complaint refused after its row was in (a public form takes one row per request).
    const email = `twice-${randomBytes(4).toString('hex')}@example.in`;
    const refused = await anonClientAt()
      .from('complaints')
      .insert([
        { email, phone_number: uniqueMobile(), complaint_text: 'First of two.' },
        { email, phone_number: uniqueMobile(), complaint_text: 'Second of two.' },
      ]);
    expect(refused.error?.code).toBe('21000');
    expect(await outbox({ recipientEmail: email })).toEqual([]);
  });
});

// ---------------------------------------------------------------------------
// The worker's functions
// ---------------------------------------------------------------------------
describe("the worker's functions", () => {
  /** A complaint's receipt, filed as the service would: its outbox row id. */
  async function receipt(): Promise<{ id: number; email: string }> {
    const email = `receipt-${randomBytes(4).toString('hex')}@example.in`;
    await run(
      `insert into public.complaints (email, phone_number, complaint_text)
       values (${literal(email)}, ${literal(uniqueMobile())}, 'A receipt for the worker tests.')`,
    );
    const [row] = await outbox({ recipientEmail: email });
    return { id: row!.id, email };
  }
  const rowOf = async (id: number) =>
    (
      await run<OutboxRow & Record<string, unknown>>(
        `select status, attempts, last_error, claimed_until::text as claimed_until,
                sent_at::text as sent_at, message_id
           from private.notification_outbox where id = ${id}`,
      )
    )[0]!;

  it('claim a row once, again when the claim ran out, and never once it is sent', async () => {
    const { id, email } = await receipt();
    const delivery = await claim(id);
    expect(delivery).toMatchObject({
      id,
      kind: 'complaint_received',
      email,
      recipientName: null,
      language: 'en',
      unsubscribeToken: null,
      topic: null,
    });
    expect((delivery as Record<string, unknown>).data).toMatchObject({ name: null });
    expect(String((delivery as Record<string, unknown>).idempotencyKey)).toMatch(
      /^complaint_received:/,
    );
    expect(await rowOf(id)).toMatchObject({ status: 'sending', attempts: 1 });
    expect((await rowOf(id)).claimed_until).not.toBeNull();

    // Claimed by someone else meanwhile: nothing to do.
    expect(await claim(id)).toBeNull();
    // That delivery died: its claim runs out, and the row is claimed again.
    await run(
      `update private.notification_outbox set claimed_until = now() - interval '1 second' where id = ${id}`,
    );
    expect(await claim(id)).toMatchObject({ id });
    expect(await rowOf(id)).toMatchObject({ status: 'sending', attempts: 2 });

    await run(`select private.mark_notification_sent(${id}, '<m1@nyaya.test>')`);
    expect(await rowOf(id)).toMatchObject({
      status: 'sent',
      message_id: '<m1@nyaya.test>',
      claimed_until: null,
    });
    expect((await rowOf(id)).sent_at).not.toBeNull();
    // Already sent: never again, and a late failure report changes nothing.
    expect(await claim(id)).toBeNull();
    await run(`select private.mark_notification_failed(${id}, 'late', false)`);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', last_error: null });
  });

  it('a failure that may pass returns the row to pending; a permanent one keeps it, with its error', async () => {
    const { id } = await receipt();
    await claim(id);
    await run(
      `select private.mark_notification_failed(${id}, 'connect ECONNREFUSED 127.0.0.1:54325', false)`,
    );
    expect(await rowOf(id)).toMatchObject({
      status: 'pending',
      last_error: 'connect ECONNREFUSED 127.0.0.1:54325',
      claimed_until: null,
    });

    expect(await claim(id)).toMatchObject({ id });
    await run(`select private.mark_notification_failed(${id}, '550 5.1.1 No such mailbox', true)`);
    expect(await rowOf(id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      last_error: '550 5.1.1 No such mailbox',
    });
    // Kept for staff, and never claimed again.
    expect(await claim(id)).toBeNull();
    expect(await rowOf(id)).toMatchObject({ status: 'failed' });
  });

  it('hand pending rows to the queue oldest first, each once', async () => {
    const first = await receipt();
    const second = await receipt();
    const listed = async () =>
      (
        await run<{ id: number; job_id: string }>(
          `select id::int as id, job_id::text as job_id from private.undispatched_notifications(100000)`,
        )
      ).filter((row) => row.id === first.id || row.id === second.id);

    const before = await listed();
    expect(before.map((row) => row.id)).toEqual([first.id, second.id]);
    expect(before.every((row) => /^[0-9a-f-]{36}$/.test(row.job_id))).toBe(true);

    await run(`select private.mark_notifications_dispatched(array[${first.id}]::bigint[])`);
    expect((await listed()).map((row) => row.id)).toEqual([second.id]);
    const [stamp] = await run<{ at: string }>(
      `select dispatched_at::text as at from private.notification_outbox where id = ${first.id}`,
    );
    await run(
      `select private.mark_notifications_dispatched(array[${first.id}, ${second.id}]::bigint[])`,
    );
    expect(await listed()).toEqual([]);
    const [again] = await run<{ at: string }>(
      `select dispatched_at::text as at from private.notification_outbox where id = ${first.id}`,
    );
    expect(again).toEqual(stamp);
  });

  it('send required mails whatever the preferences; skip optional ones turned off meanwhile', async () => {
    const client = await createAccount('client');
    const lawyer = await createAccount('lawyer');
    const id = await fileRequest({
      clientId: client.id,
      lawyerId: lawyer.id,
      status: 'scheduled',
      scheduledFor: fromNow(5 * hour),
    });
    await run(`select private.queue_due_reminders()`);
    await run(
      `update public.consultation_requests set status = 'completed', scheduled_for = now() - interval '1 minute'
        where id = ${literal(id)}`,
    );
    const rows = await outbox({ requestId: id });
    const reminder = rows.find((row) => row.kind === 'meeting_reminder')!;
    const completed = rows.find((row) => row.kind === 'request_completed')!;

    await run(
      `update public.notification_preferences
          set meeting_reminders = false, open_request_digest = false
        where user_id = ${literal(client.id)}`,
    );
    expect(await claim(completed.id)).toMatchObject({
      kind: 'request_completed',
      email: client.email,
      recipientName: client.fullName,
      topic: null,
      unsubscribeToken: null,
    });
    expect(await claim(reminder.id)).toBe('skipped');
    expect((await outbox({ requestId: id })).find((row) => row.id === reminder.id)).toMatchObject({
      status: 'skipped',
      last_error: 'The recipient turned these e-mails off.',
    });
    // Skipped is final.
    expect(await claim(reminder.id)).toBeNull();
  });

  it("skip a reminder whose meeting moved since it was written; the new time's is sent, with a link to unsubscribe", async () => {
    const client = await createAccount('client');
    const lawyer = await createAccount('lawyer');
    const id = await fileRequest({
      clientId: client.id,
      lawyerId: lawyer.id,
      status: 'scheduled',
      scheduledFor: fromNow(10 * hour),
    });
    await run(`select private.queue_due_reminders()`);
    await run(
      `update public.consultation_requests set scheduled_for = now() + interval '12 hours'
        where id = ${literal(id)}`,
    );
    await run(`select private.queue_due_reminders()`);
    const [stale, current] = (await outbox({ requestId: id })).filter(
      (row) => row.kind === 'meeting_reminder',
    );

    expect(await claim(stale!.id)).toBe('skipped');
    expect((await outbox({ requestId: id })).find((row) => row.id === stale!.id)).toMatchObject({
      status: 'skipped',
      last_error: 'The meeting was moved or called off.',
    });
    const delivery = (await claim(current!.id)) as Record<string, unknown>;
    expect(delivery).toMatchObject({ kind: 'meeting_reminder', topic: 'meeting_reminders' });
    expect(String(delivery.unsubscribeToken)).toMatch(/^[0-9a-f]{64}$/);
  });
});

// ---------------------------------------------------------------------------
// The open-request digest
// ---------------------------------------------------------------------------
describe('the open-request digest', () => {
  const area = 'Intellectual Property';
  const digestsOf = async (lawyer: TestAccount) =>
    outbox({ recipientId: lawyer.id, kind: 'open_requests_digest' });
  const requestIds = (row: OutboxRow) =>
    (row.data.requests as { requestId: string }[]).map((item) => item.requestId);

  it("lists the open requests in the lawyer's areas and places not told yet, at most once an hour", async () => {
    const lawyer = await createAccount('lawyer', {
      areas: [area],
      location: 'Jaipur District Court, Rajasthan High Court',
    });
    const client = await createAccount('client');
    const other = await createAccount('lawyer', {
      areas: [area],
      location: 'Jaipur District Court',
    });
    const description = `Digest secret ${randomBytes(4).toString('hex')}`;
    const file = (fields: Parameters<typeof fileRequest>[0]) =>
      fileRequest({ serviceType: area, description, ...fields });

    const inJaipur = await file({ clientId: client.id, location: 'Malviya Nagar, Jaipur' });
    const inJodhpur = await file({ clientId: client.id, location: 'Jodhpur' }); // Rajasthan High Court
    const anywhere = await file({ clientId: client.id, location: null });
    const elsewhere = await file({ clientId: client.id, location: 'Kanpur' });
    const otherArea = await file({
      clientId: client.id,
      serviceType: 'Tax Law',
      location: 'Jaipur',
    });
    const addressed = await file({ clientId: client.id, lawyerId: other.id, location: 'Jaipur' });
    const handedBack = await file({ clientId: client.id, location: 'Jaipur' });
    await run(
      `update public.consultation_requests
          set returned_by = ${literal(lawyer.id)}, returned_at = now(), return_kind = 'declined'
        where id = ${literal(handedBack)}`,
    );
    const old = await file({
      clientId: client.id,
      location: 'Jaipur',
      createdAt: new Date(Date.now() - 8 * 24 * hour).toISOString(),
    });

    const [queued] = await run<{ written: number }>(
      `select private.queue_due_digests() as written`,
    );
    expect(queued!.written).toBeGreaterThanOrEqual(1);
    const [digest, ...more] = await digestsOf(lawyer);
    expect(more).toEqual([]);
    const listed = requestIds(digest!);
    expect(listed).toEqual(expect.arrayContaining([inJaipur, inJodhpur, anywhere]));
    for (const id of [elsewhere, otherArea, addressed, handedBack, old])
      expect(listed).not.toContain(id);
    for (const item of digest!.data.requests as Record<string, unknown>[]) {
      expect(Object.keys(item).sort()).toEqual([
        'createdAt',
        'location',
        'requestId',
        'serviceType',
      ]);
      expect(item.serviceType).toBe(area);
    }
    expect(expectNoPrivateText([digest!], [description])).toEqual([]);

    // Within the hour: no second digest, however many requests arrive.
    const later = await file({ clientId: client.id, location: 'Jaipur' });
    await run(`select private.queue_due_digests()`);
    expect(await digestsOf(lawyer)).toHaveLength(1);

    // An hour later: the requests not told yet, and only those.
    await run(
      `update private.notification_digest_state set last_digest_at = now() - interval '61 minutes'
        where lawyer_id = ${literal(lawyer.id)}`,
    );
    await run(`select private.queue_due_digests()`);
    const digests = await digestsOf(lawyer);
    expect(digests).toHaveLength(2);
    expect(requestIds(digests[1]!)).toEqual([later]);

    // Nothing new after another hour: no digest.
    await run(
      `update private.notification_digest_state set last_digest_at = now() - interval '61 minutes'
        where lawyer_id = ${literal(lawyer.id)}`,
    );
    await run(`select private.queue_due_digests()`);
    expect(await digestsOf(lawyer)).toHaveLength(2);
  });

  it('goes to no lawyer who turned it off or is not approved', async () => {
    const optedOut = await createAccount('lawyer', {
      areas: [area],
      location: 'Jaipur District Court',
    });
    const pending = await createAccount('lawyer', {
      areas: [area],
      location: 'Jaipur District Court',
      status: 'pending',
    });
    await run(
      `update public.notification_preferences set open_request_digest = false
        where user_id = ${literal(optedOut.id)}`,
    );
    const client = await createAccount('client');
    await fileRequest({ clientId: client.id, serviceType: area, location: 'Jaipur' });
    await run(`select private.queue_due_digests()`);
    expect(await digestsOf(optedOut)).toEqual([]);
    expect(await digestsOf(pending)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------
// Meeting reminders
// ---------------------------------------------------------------------------
describe('meeting reminders', () => {
  const remindersOf = async (requestId: string) =>
    (await outbox({ requestId, kind: 'meeting_reminder' })).map((row) => ({
      hoursBefore: row.data.hoursBefore,
      scheduledFor: new Date(String(row.data.scheduledFor)).getTime(),
      to: row.recipient_id,
    }));
  const scheduledFor = async (id: string) =>
    new Date(
      (
        await run<{ at: string }>(
          `select scheduled_for::text as at from public.consultation_requests where id = ${literal(id)}`,
        )
      )[0]!.at,
    ).getTime();
  const move = (id: string, interval: string) =>
    run(
      `update public.consultation_requests set scheduled_for = now() + interval ${literal(interval)}
        where id = ${literal(id)}`,
    );

  it('24 hours and 1 hour before, each written once, and again for a moved meeting', async () => {
    const client = await createAccount('client');
    const lawyer = await createAccount('lawyer', { fullName: 'Rhea Reminder' });
    const id = await fileRequest({
      clientId: client.id,
      lawyerId: lawyer.id,
      status: 'scheduled',
      scheduledFor: fromNow(23 * hour),
    });
    const farOff = await fileRequest({
      clientId: client.id,
      lawyerId: lawyer.id,
      status: 'scheduled',
      scheduledFor: fromNow(25 * hour),
    });

    await run(`select private.queue_due_reminders()`);
    await run(`select private.queue_due_reminders()`);
    const first = await scheduledFor(id);
    expect(await remindersOf(id)).toEqual([
      { hoursBefore: 24, scheduledFor: first, to: client.id },
    ]);
    expect(await remindersOf(farOff)).toEqual([]);
    const [row] = await outbox({ requestId: id, kind: 'meeting_reminder' });
    expect(row!.data).toMatchObject({
      requestId: id,
      lawyerName: 'Rhea Reminder',
      serviceType: 'Environmental Law',
    });

    // Moved to within the hour: the 1-hour reminder, once.
    await move(id, '30 minutes');
    await run(`select private.queue_due_reminders()`);
    await run(`select private.queue_due_reminders()`);
    const second = await scheduledFor(id);
    expect(await remindersOf(id)).toEqual([
      { hoursBefore: 24, scheduledFor: first, to: client.id },
      { hoursBefore: 1, scheduledFor: second, to: client.id },
    ]);

    // Moved to tomorrow: reminded again, of the new time.
    await move(id, '20 hours');
    await run(`select private.queue_due_reminders()`);
    const third = await scheduledFor(id);
    expect((await remindersOf(id)).slice(2)).toEqual([
      { hoursBefore: 24, scheduledFor: third, to: client.id },
    ]);
  });

  it('none for a client who turned them off, a meeting past, or a case no longer scheduled', async () => {
    const optedOut = await createAccount('client');
    const client = await createAccount('client');
    const lawyer = await createAccount('lawyer');
    await run(
      `update public.notification_preferences set meeting_reminders = false
        where user_id = ${literal(optedOut.id)}`,
    );
    const ids = [
      await fileRequest({
        clientId: optedOut.id,
        lawyerId: lawyer.id,
        status: 'scheduled',
        scheduledFor: fromNow(2 * hour),
      }),
      await fileRequest({
        clientId: client.id,
        lawyerId: lawyer.id,
        status: 'scheduled',
        scheduledFor: fromNow(-5 * minute),
      }),
      await fileRequest({
        clientId: client.id,
        lawyerId: lawyer.id,
        status: 'assigned',
        scheduledFor: fromNow(2 * hour),
      }),
    ];
    await run(`select private.queue_due_reminders()`);
    for (const id of ids) expect(await remindersOf(id)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------
// Unsubscribe links
// ---------------------------------------------------------------------------
describe('unsubscribe links', () => {
  /** A reminder or digest token for `account`, as the worker's claim makes one. */
  async function tokenFor(
    account: TestAccount,
    topic: 'meeting_reminders' | 'open_request_digest',
  ) {
    let rowId: number;
    if (topic === 'meeting_reminders') {
      const lawyer = await createAccount('lawyer');
      const id = await fileRequest({
        clientId: account.id,
        lawyerId: lawyer.id,
        status: 'scheduled',
        scheduledFor: fromNow(3 * hour),
      });
      await run(`select private.queue_due_reminders()`);
      rowId = (await outbox({ requestId: id, kind: 'meeting_reminder' }))[0]!.id;
    } else {
      const client = await createAccount('client');
      await fileRequest({
        clientId: client.id,
        serviceType: 'Environmental Law',
        location: 'Lucknow',
      });
      await run(`select private.queue_due_digests()`);
      rowId = (await outbox({ recipientId: account.id, kind: 'open_requests_digest' }))[0]!.id;
    }
    const delivery = (await claim(rowId)) as { unsubscribeToken: string; topic: string };
    expect(delivery.topic).toBe(topic);
    return delivery.unsubscribeToken;
  }

  it("work without signing in, and turn off only the token's topic for the token's user", async () => {
    const client = await createAccount('client');
    const bystander = await createAccount('client');
    const token = await tokenFor(client, 'meeting_reminders');

    const result = await anonClient().rpc('unsubscribe', { token });
    expect(ok(result)).toBe('meeting_reminders');
    expect(await preferencesOf(client.id)).toEqual({
      open_request_digest: true,
      meeting_reminders: false,
      language: 'en',
    });
    expect(await preferencesOf(bystander.id)).toMatchObject({ meeting_reminders: true });

    // Used again, and by someone else signed in: still only its own user's setting.
    const someoneElse = await signedInClient(bystander);
    expect(ok(await someoneElse.rpc('unsubscribe', { token }))).toBe('meeting_reminders');
    expect(await preferencesOf(bystander.id)).toMatchObject({
      open_request_digest: true,
      meeting_reminders: true,
    });
    expect(await preferencesOf(client.id)).toMatchObject({ meeting_reminders: false });
  });

  it("a digest's token turns the digest off for its lawyer", async () => {
    const lawyer = await createAccount('lawyer', {
      areas: ['Environmental Law'],
      location: 'Lucknow District Court',
    });
    const token = await tokenFor(lawyer, 'open_request_digest');
    expect(ok(await anonClient().rpc('unsubscribe', { token }))).toBe('open_request_digest');
    expect(await preferencesOf(lawyer.id)).toMatchObject({
      open_request_digest: false,
      meeting_reminders: true,
    });
  });

  it('refuse forged, unknown and malformed tokens, and store none in the clear', async () => {
    const client = await createAccount('client');
    const token = await tokenFor(client, 'meeting_reminders');
    const forged = [
      randomBytes(32).toString('hex'),
      token.toUpperCase(),
      `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`,
      `${token}0`,
      token.slice(1),
      'not-a-token',
      '',
      `${token}' or true --`,
    ];
    for (const attempt of forged) {
      const result = await anonClient().rpc('unsubscribe', { token: attempt });
      expect(result.error?.code, attempt).toBe('PT404');
      expect(result.error?.message).toBe('This unsubscribe link is not valid.');
      expect(result.status).toBe(404);
    }
    expect(await preferencesOf(client.id)).toMatchObject({ meeting_reminders: true });

    const [stored] = await run<{ hashed: number; clear: number }>(
      `select count(*) filter (where token_hash = sha256(convert_to(${literal(token)}, 'UTF8')))::int as hashed,
              count(*) filter (where encode(token_hash, 'hex') = ${literal(token)}
                                  or token_hash = convert_to(${literal(token)}, 'UTF8'))::int as clear
         from private.notification_unsubscribe_tokens`,
    );
    expect(stored).toEqual({ hashed: 1, clear: 0 });
  });
});
