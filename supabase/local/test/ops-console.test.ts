/**
 * The staff console's database (docs/product/ops-console.md): who may read and call what
 * (a visitor, a client, a lawyer, a support agent, a reviewer, the service role), the audit
 * trail that nobody changes, verification decisions from the console and the reviewers' tool
 * alike, and complaint status changes that mail the complainant.
 */
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInClient, untyped } from './support/clients.ts';
import {
  closeDatabase,
  createAccount,
  literal,
  outbox,
  run,
  type TestAccount,
} from './support/notifications.ts';

afterAll(closeDatabase);

type Actor = 'anon' | 'client' | 'lawyer' | 'support' | 'reviewer' | 'service';
const actors: Actor[] = ['anon', 'client', 'lawyer', 'support', 'reviewer', 'service'];

let client: TestAccount;
let lawyer: TestAccount;
let support: TestAccount;
let reviewer: TestAccount;
const service = untyped(serviceClient());

async function apiAs(actor: Actor): Promise<SupabaseClient> {
  if (actor === 'anon') return untyped(anonClient());
  if (actor === 'service') return service;
  const account = { client, lawyer, support, reviewer }[actor];
  return untyped(await signedInClient(account));
}

async function grant(account: TestAccount, capability: 'reviewer' | 'support'): Promise<void> {
  const { error } = await service.rpc('grant_staff_capability', {
    user_id: account.id,
    capability,
  });
  expect(error).toBeNull();
}

async function newCallback(): Promise<{ id: string; reference_number: string }> {
  const [row] = await run<{ id: string; reference_number: string }>(`
    insert into public.call_support_requests (name, mobile_number, issue_description)
    values ('Sunita Caller', '9${randomDigits(9)}', 'Tenant dispute about the deposit.')
    returning id::text as id, reference_number`);
  return row!;
}

async function newComplaint(
  email = `complainant-${randomBytes(4).toString('hex')}@tests.nyaya.test`,
): Promise<{ id: string; reference_number: string; email: string }> {
  const [row] = await run<{ id: string; reference_number: string; email: string }>(`
    insert into public.complaints (email, phone_number, complaint_text)
    values (${literal(email)}, '9${randomDigits(9)}', 'The lawyer did not attend the meeting.')
    returning id::text as id, reference_number, email`);
  return row!;
}

function randomDigits(count: number): string {
  return Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
}

async function auditRows(subjectId: string) {
  return run<{ action: string; actor_id: string | null; actor_label: string; before: unknown; after: unknown }>(
    `select action, actor_id::text as actor_id, actor_label, before, after
       from public.staff_audit_log where subject_id = ${literal(subjectId)} order by id`,
  );
}

beforeAll(async () => {
  client = await createAccount('client');
  lawyer = await createAccount('lawyer');
  support = await createAccount('client', { fullName: `Rohan Support ${randomDigits(4)}` });
  reviewer = await createAccount('client', { fullName: `Meera Reviewer ${randomDigits(4)}` });
  await grant(support, 'support');
  await grant(reviewer, 'reviewer');
});

describe('who reads and writes the console tables', () => {
  let noteId: number;
  let decisionLawyer: TestAccount;

  beforeAll(async () => {
    const callback = await newCallback();
    const api = await apiAs('support');
    const { data, error } = await api.rpc('add_support_note', {
      callback_id: callback.id,
      complaint_id: null,
      body: 'Called once, line busy.',
    });
    expect(error).toBeNull();
    noteId = (data as { id: number }).id;
    decisionLawyer = await createAccount('lawyer', { status: 'pending' });
    const { error: decided } = await service.rpc('set_lawyer_approval', {
      lawyer_id: decisionLawyer.id,
      decision: 'approved',
    });
    expect(decided).toBeNull();
  });

  // Who sees rows on select; nobody (not even the service role) inserts, updates or deletes.
  const readers: Record<string, Actor[]> = {
    staff_audit_log: ['support', 'reviewer', 'service'],
    verification_decisions: ['reviewer', 'service'],
    support_notes: ['support', 'service'],
  };

  for (const [table, canRead] of Object.entries(readers)) {
    it.each(actors)(`${table}: select as %s`, async (actor) => {
      const api = await apiAs(actor);
      const { data, error } = await api.from(table).select('*').limit(5);
      const sawRows = !error && (data ?? []).length > 0;
      expect(sawRows, JSON.stringify(error)).toBe(canRead.includes(actor));
    });

    it.each(actors)(`${table}: insert, update and delete as %s are refused`, async (actor) => {
      const api = await apiAs(actor);
      const before = await run<{ count: string }>(`select count(*)::text as count from public.${table}`);
      const inserted = await api.from(table).insert(
        table === 'support_notes'
          ? { callback_id: null, complaint_id: null, author_id: support.id, author_name: 'x', body: 'x' }
          : table === 'staff_audit_log'
            ? { actor_label: 'forged', action: 'callback.taken' }
            : { lawyer_id: decisionLawyer.id, decision: 'approved', decided_by_label: 'x', snapshot: {} },
      );
      expect(inserted.error).not.toBeNull();
      const updated = await api
        .from(table)
        .update(table === 'support_notes' ? { body: 'changed' } : table === 'staff_audit_log' ? { actor_label: 'changed' } : { note: 'changed' })
        .gte('id', 0)
        .select();
      expect(updated.error !== null || (updated.data ?? []).length === 0).toBe(true);
      const deleted = await api.from(table).delete().gte('id', 0).select();
      expect(deleted.error !== null || (deleted.data ?? []).length === 0).toBe(true);
      const after = await run<{ count: string }>(`select count(*)::text as count from public.${table}`);
      expect(after[0]!.count).toBe(before[0]!.count);
      const [note] = await run<{ body: string }>(
        `select body from public.support_notes where id = ${noteId}`,
      );
      expect(note!.body).toBe('Called once, line busy.');
    });
  }

  it.each(actors)('private.staff_capabilities is out of reach as %s', async (actor) => {
    const api = await apiAs(actor);
    const { error } = await api.schema('private' as 'public').from('staff_capabilities').select('*');
    expect(error).not.toBeNull();
  });

  // Function -> who may call it. Everyone else gets 42501 (no grant, or no capability).
  const unknown = '00000000-0000-4000-8000-00000000dead';
  const functions: [name: string, args: Record<string, unknown>, callers: Actor[]][] = [
    ['my_staff_capabilities', {}, ['client', 'lawyer', 'support', 'reviewer']],
    ['ops_counters', {}, ['support', 'reviewer']],
    ['callback_queue', {}, ['support']],
    ['take_callback', { callback_id: unknown }, ['support']],
    ['release_callback', { callback_id: unknown }, ['support']],
    ['set_callback_status', { callback_id: unknown, status: 'contacted' }, ['support']],
    ['complaint_queue', {}, ['support']],
    ['set_complaint_status', { complaint_id: unknown, status: 'in_review' }, ['support']],
    ['link_complaint_lawyer', { complaint_id: unknown, lawyer_id: null }, ['support']],
    ['find_lawyers_for_link', { query: 'Lawyer' }, ['support']],
    ['add_support_note', { callback_id: unknown, complaint_id: null, body: 'x' }, ['support']],
    ['support_notes_of', { callback_id: unknown, complaint_id: null }, ['support']],
    ['verification_queue', {}, ['reviewer']],
    [
      'decide_lawyer_verification',
      { lawyer_id: unknown, decision: 'approved', reviewed_version: new Date().toISOString() },
      ['reviewer'],
    ],
    ['verification_history', { lawyer_id: unknown }, ['reviewer']],
    ['lawyer_complaints', { lawyer_id: unknown }, ['reviewer']],
    [
      'support_request_status',
      { reference: 'CB-NOPE', contact: '9876543210' },
      ['anon', 'client', 'lawyer', 'support', 'reviewer'],
    ],
    ['grant_staff_capability', { user_id: unknown, capability: 'support' }, ['service']],
    ['revoke_staff_capability', { user_id: unknown, capability: 'support' }, ['service']],
    ['list_staff', {}, ['service']],
  ];

  for (const [name, args, callers] of functions) {
    it.each(actors)(`${name}: execute as %s`, async (actor) => {
      const api = await apiAs(actor);
      const { error } = await api.rpc(name, args);
      const refused = error?.code === '42501';
      expect(refused, `${actor} ${JSON.stringify(error)}`).toBe(!callers.includes(actor));
      if (callers.includes(actor) && error) expect(error.code).toBe('PT404');
    });
  }

  it('answers each caller with their capabilities and counters of those only', async () => {
    const asSupport = await apiAs('support');
    expect((await asSupport.rpc('my_staff_capabilities')).data).toEqual(['support']);
    expect((await (await apiAs('client')).rpc('my_staff_capabilities')).data).toEqual([]);
    const counters = (await asSupport.rpc('ops_counters')).data as Record<string, unknown>;
    expect(typeof counters.newCallbacks).toBe('number');
    expect(typeof counters.overdueCallbacks).toBe('number');
    expect(typeof counters.openComplaints).toBe('number');
    expect(counters.pendingVerifications).toBeNull();
    const reviewerCounters = (await (await apiAs('reviewer')).rpc('ops_counters')).data as Record<
      string,
      unknown
    >;
    expect(reviewerCounters.newCallbacks).toBeNull();
    expect(typeof reviewerCounters.pendingVerifications).toBe('number');
  });

  it('keeps a visitor from setting the staff columns of a callback or complaint', async () => {
    const anon = await apiAs('anon');
    const callback = await anon.from('call_support_requests').insert({
      name: 'Forger',
      mobile_number: '9876501234',
      issue_description: 'x',
      status: 'resolved',
      assigned_to: support.id,
    });
    expect(callback.error?.code).toBe('42501');
    const complaint = await anon.from('complaints').insert({
      email: 'forger@tests.nyaya.test',
      phone_number: '9876501234',
      complaint_text: 'x',
      status: 'resolved',
      response: 'Done',
    });
    expect(complaint.error?.code).toBe('42501');
  });
});

describe('the audit trail', () => {
  it('cannot be changed or removed by anyone, the owner included', async () => {
    const callback = await newCallback();
    const api = await apiAs('support');
    expect((await api.rpc('take_callback', { callback_id: callback.id })).error).toBeNull();
    const [row] = await run<{ id: string }>(
      `select id::text as id from public.staff_audit_log where subject_id = ${literal(callback.id)}`,
    );
    for (const actor of ['anon', 'support', 'reviewer', 'service'] as Actor[]) {
      const as = await apiAs(actor);
      const updated = await as.from('staff_audit_log').update({ actor_label: 'x' }).eq('id', row!.id).select();
      expect(updated.error !== null || (updated.data ?? []).length === 0).toBe(true);
      const deleted = await as.from('staff_audit_log').delete().eq('id', row!.id).select();
      expect(deleted.error !== null || (deleted.data ?? []).length === 0).toBe(true);
    }
    await expect(
      run(`update public.staff_audit_log set actor_label = 'x' where id = ${row!.id}`),
    ).rejects.toThrow(/append-only/);
    await expect(run(`delete from public.staff_audit_log where id = ${row!.id}`)).rejects.toThrow(
      /append-only/,
    );
    await expect(run(`truncate public.staff_audit_log`)).rejects.toThrow(/append-only/);
    const rows = await auditRows(callback.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.actor_label).toBe(support.fullName);
  });

  it('records each support action with before and after', async () => {
    const api = await apiAs('support');
    const callback = await newCallback();
    const retryAt = new Date(Date.now() + 3_600_000).toISOString();
    expect((await api.rpc('take_callback', { callback_id: callback.id })).error).toBeNull();
    const noAnswer = await api.rpc('set_callback_status', {
      callback_id: callback.id,
      status: 'no_answer',
      retry_at: retryAt,
    });
    expect(noAnswer.error).toBeNull();
    expect((noAnswer.data as { status: string }).status).toBe('no_answer');
    expect(
      (await api.rpc('add_support_note', { callback_id: callback.id, complaint_id: null, body: ' Try after 6 pm. ' }))
        .error,
    ).toBeNull();
    expect((await api.rpc('release_callback', { callback_id: callback.id })).error).toBeNull();

    const complaint = await newComplaint();
    expect(
      (await api.rpc('set_complaint_status', { complaint_id: complaint.id, status: 'in_review' })).error,
    ).toBeNull();
    expect(
      (await api.rpc('link_complaint_lawyer', { complaint_id: complaint.id, lawyer_id: lawyer.id })).error,
    ).toBeNull();
    expect(
      (await api.rpc('add_support_note', { callback_id: null, complaint_id: complaint.id, body: 'Asked the lawyer.' }))
        .error,
    ).toBeNull();

    const callbackRows = await auditRows(callback.id);
    expect(callbackRows.map((row) => row.action)).toEqual([
      'callback.taken',
      'callback.status_changed',
      'callback.note_added',
      'callback.released',
    ]);
    expect(callbackRows.every((row) => row.actor_id === support.id)).toBe(true);
    expect(callbackRows[1]!.before).toEqual({ status: 'new', retryAt: null });
    expect((callbackRows[1]!.after as { status: string }).status).toBe('no_answer');
    expect(callbackRows[0]!.after).toEqual({ assignedTo: support.id });
    expect(callbackRows[3]!.before).toEqual({ assignedTo: support.id });
    expect(callbackRows[3]!.after).toEqual({ assignedTo: null });

    const complaintRows = await auditRows(complaint.id);
    expect(complaintRows.map((row) => row.action)).toEqual([
      'complaint.status_changed',
      'complaint.lawyer_linked',
      'complaint.note_added',
    ]);
    expect(complaintRows[0]!.before).toEqual({ status: 'received', response: null });
    expect(complaintRows[0]!.after).toEqual({ status: 'in_review', response: null });
    expect(complaintRows[1]!.after).toEqual({ lawyerId: lawyer.id });

    const notes = await api.rpc('support_notes_of', { callback_id: callback.id, complaint_id: null });
    expect((notes.data as { body: string; author_name: string }[]).map((n) => n.body)).toEqual([
      'Try after 6 pm.',
    ]);
  });

  it('records the operator tool as "staff tool"', async () => {
    const person = await createAccount('client');
    await grant(person, 'support');
    const { error } = await service.rpc('revoke_staff_capability', {
      user_id: person.id,
      capability: 'support',
    });
    expect(error).toBeNull();
    const rows = await auditRows(person.id);
    expect(rows.map((row) => [row.action, row.actor_id, row.actor_label])).toEqual([
      ['staff.granted', null, 'staff tool'],
      ['staff.revoked', null, 'staff tool'],
    ]);
    const listed = (await service.rpc('list_staff')).data as { user_id: string; capabilities: string[] }[];
    expect(listed.find((row) => row.user_id === support.id)?.capabilities).toEqual(['support']);
    expect(listed.some((row) => row.user_id === person.id)).toBe(false);
  });
});

describe('callbacks: holder rules', () => {
  it('lets only the holder change or release; no_answer needs a future retry time', async () => {
    const other = await createAccount('client', { fullName: `Kavya Other ${randomDigits(4)}` });
    await grant(other, 'support');
    const otherApi = untyped(await signedInClient(other));
    const api = await apiAs('support');
    const callback = await newCallback();
    expect((await api.rpc('take_callback', { callback_id: callback.id })).error).toBeNull();
    const again = await api.rpc('take_callback', { callback_id: callback.id });
    expect(again.error).toBeNull();
    expect((again.data as { assigned_to: string }).assigned_to).toBe(support.id);

    for (const [fn, args] of [
      ['set_callback_status', { callback_id: callback.id, status: 'contacted' }],
      ['release_callback', { callback_id: callback.id }],
    ] as const) {
      const { error } = await otherApi.rpc(fn, args);
      expect(error?.code).toBe('PT409');
      expect(error?.hint).toBe('not_holder');
    }
    const past = await api.rpc('set_callback_status', {
      callback_id: callback.id,
      status: 'no_answer',
      retry_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.error?.code).toBe('22023');
    expect(past.error?.message).toBe('Choose when to try again, in the future.');
    const contacted = await api.rpc('set_callback_status', { callback_id: callback.id, status: 'contacted' });
    expect(contacted.error).toBeNull();
    expect((contacted.data as { retry_at: string | null; sort_rank: number }).sort_rank).toBe(2);
  });

  it('pages the queue by status rank, then age, with a keyset cursor', async () => {
    const api = await apiAs('support');
    const seen: string[] = [];
    let cursor: { sort_rank: number; created_at: string; id: string } | null = null;
    for (let page = 0; page < 500; page++) {
      const result: { data: unknown; error: PostgrestError | null } = await api.rpc('callback_queue', {
        status_filter: 'all',
        page_size: 100,
        after_rank: cursor?.sort_rank ?? null,
        after_created_at: cursor?.created_at ?? null,
        after_id: cursor?.id ?? null,
      });
      expect(result.error).toBeNull();
      const rows = result.data as { sort_rank: number; created_at: string; id: string }[];
      if (rows.length === 0) break;
      for (const row of rows) seen.push(`${row.sort_rank}|${row.created_at}|${row.id}`);
      cursor = rows[rows.length - 1]!;
    }
    const [{ count }] = (await run<{ count: string }>(
      'select count(*)::text as count from public.call_support_requests',
    )) as [{ count: string }];
    expect(seen).toHaveLength(Number(count));
    expect(new Set(seen).size).toBe(seen.length);
    const ranks = seen.map((key) => Number(key.split('|')[0]));
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    const bad = await api.rpc('callback_queue', { page_size: 101 });
    expect(bad.error?.code).toBe('22023');
  });
});

describe('complaints: status and the mail to the complainant', () => {
  it('requires a response to resolve or reject, and mails each change', async () => {
    const api = await apiAs('support');
    const complaint = await newComplaint();
    const missing = await api.rpc('set_complaint_status', {
      complaint_id: complaint.id,
      status: 'resolved',
      response: '   ',
    });
    expect(missing.error?.code).toBe('22023');
    expect(missing.error?.message).toBe('Write a response to the complainant.');
    const tooLong = await api.rpc('set_complaint_status', {
      complaint_id: complaint.id,
      status: 'rejected',
      response: 'x'.repeat(2001),
    });
    expect(tooLong.error?.code).toBe('22023');

    expect(
      (await api.rpc('set_complaint_status', { complaint_id: complaint.id, status: 'in_review' })).error,
    ).toBeNull();
    const resolved = await api.rpc('set_complaint_status', {
      complaint_id: complaint.id,
      status: 'resolved',
      response: 'We spoke to the lawyer; the fee was refunded.',
    });
    expect(resolved.error).toBeNull();
    expect(resolved.data).toMatchObject({
      status: 'resolved',
      response: 'We spoke to the lawyer; the fee was refunded.',
      handled_by_name: support.fullName,
    });

    const mails = await outbox({ recipientEmail: complaint.email, kind: 'complaint_status_changed' });
    expect(mails.map((mail) => mail.data)).toEqual([
      { referenceNumber: complaint.reference_number, status: 'in_review', response: null },
      {
        referenceNumber: complaint.reference_number,
        status: 'resolved',
        response: 'We spoke to the lawyer; the fee was refunded.',
      },
    ]);
    expect(mails.every((mail) => mail.recipient_id === null)).toBe(true);

    const byReference = await api.rpc('complaint_queue', {
      status_filter: 'all',
      reference: ` ${complaint.reference_number.toLowerCase()} `,
    });
    expect((byReference.data as { id: string }[]).map((row) => row.id)).toEqual([complaint.id]);
    const open = await api.rpc('complaint_queue', { reference: complaint.reference_number });
    expect(open.data).toEqual([]);
  });

  it('finds lawyers to link by name or bar council ID, and reviewers see the links', async () => {
    const api = await apiAs('support');
    const [profile] = await run<{ bar_council_id: string; name: string }>(
      `select bar_council_id, name from public.lawyer_profiles where id = ${literal(lawyer.id)}`,
    );
    const byId = await api.rpc('find_lawyers_for_link', {
      query: profile!.bar_council_id.toLowerCase().replaceAll('/', ' '),
    });
    expect((byId.data as { id: string }[]).map((row) => row.id)).toContain(lawyer.id);
    // Part of the name with its unique tag: other files' lawyers share the first words.
    const byName = await api.rpc('find_lawyers_for_link', { query: lawyer.fullName.slice(5) });
    expect((byName.data as { id: string }[]).length).toBeLessThanOrEqual(10);
    expect((byName.data as { id: string }[]).some((row) => row.id === lawyer.id)).toBe(true);

    const complaint = await newComplaint();
    expect(
      (await api.rpc('link_complaint_lawyer', { complaint_id: complaint.id, lawyer_id: lawyer.id })).error,
    ).toBeNull();
    const linked = await (await apiAs('reviewer')).rpc('lawyer_complaints', { lawyer_id: lawyer.id });
    expect((linked.data as { reference_number: string }[]).map((row) => row.reference_number)).toContain(
      complaint.reference_number,
    );
  });
});

describe('verification decisions', () => {
  async function queueRow(lawyerId: string) {
    const api = await apiAs('reviewer');
    let after: { submitted_at: string; id: string } | null = null;
    for (let page = 0; page < 100; page++) {
      const { data, error } = await api.rpc('verification_queue', {
        page_size: 100,
        after_submitted_at: after?.submitted_at ?? null,
        after_id: after?.id ?? null,
      });
      expect(error).toBeNull();
      const rows = data as {
        id: string;
        version: string;
        submitted_at: string;
        bar_council_id_shared_with: string | null;
        previous_decision: string | null;
        listed: unknown;
      }[];
      const found = rows.find((row) => row.id === lawyerId);
      if (found) return found;
      if (rows.length === 0) return null;
      after = rows[rows.length - 1]!;
    }
    return null;
  }

  it('decides the reviewed version only, needs a note to reject, and keeps the history', async () => {
    const pending = await createAccount('lawyer', { status: 'pending' });
    const api = await apiAs('reviewer');
    const first = await queueRow(pending.id);
    expect(first).not.toBeNull();
    expect(first!.listed).toBeNull();

    const noNote = await api.rpc('decide_lawyer_verification', {
      lawyer_id: pending.id,
      decision: 'rejected',
      reviewed_version: first!.version,
    });
    expect(noNote.error?.code).toBe('22023');
    expect(noNote.error?.message).toBe('Write a note for the lawyer.');

    // The lawyer edits after the reviewer opened the profile: that approval is refused.
    await run(
      `update public.lawyer_profiles set years_experience = 9 where id = ${literal(pending.id)}`,
    );
    const stale = await api.rpc('decide_lawyer_verification', {
      lawyer_id: pending.id,
      decision: 'approved',
      reviewed_version: first!.version,
    });
    expect(stale.error?.code).toBe('PT409');
    expect(stale.error?.hint).toBe('changed_since_review');

    const current = await queueRow(pending.id);
    const reverify = await api.rpc('decide_lawyer_verification', {
      lawyer_id: pending.id,
      decision: 'reverify',
      reviewed_version: current!.version,
      note: ' Upload the enrolment certificate. ',
    });
    expect(reverify.error).toBeNull();
    expect(reverify.data).toEqual({ status: 'reverify', reviewNote: 'Upload the enrolment certificate.' });

    const mails = await outbox({ recipientId: pending.id, kind: 'verification_decided' });
    expect(mails.map((mail) => mail.data)).toEqual([
      { decision: 'reverify', note: 'Upload the enrolment certificate.' },
    ]);

    // The reviewers' tool decides the same profile later.
    const tool = await service.rpc('set_lawyer_approval', { lawyer_id: pending.id, decision: 'approved' });
    expect(tool.error).toBeNull();
    const [listing] = await run<{ count: string }>(
      `select count(*)::text as count from private.lawyer_listings where id = ${literal(pending.id)}`,
    );
    expect(listing!.count).toBe('1');

    const history = await api.rpc('verification_history', { lawyer_id: pending.id });
    expect(history.error).toBeNull();
    const rows = history.data as {
      decision: string;
      decided_by: string | null;
      decided_by_label: string;
      note: string | null;
      reviewed_version: string;
      snapshot: { years_experience: number };
    }[];
    expect(rows.map((row) => [row.decision, row.decided_by, row.decided_by_label, row.note])).toEqual([
      ['approved', null, 'reviewer tool', null],
      ['reverify', reviewer.id, reviewer.fullName, 'Upload the enrolment certificate.'],
    ]);
    expect(rows[1]!.snapshot.years_experience).toBe(9);
    expect(new Date(rows[1]!.reviewed_version).getTime()).toBe(new Date(current!.version).getTime());

    const audit = await auditRows(pending.id);
    expect(audit.map((row) => [row.action, row.actor_label])).toEqual([
      ['verification.reverify', reviewer.fullName],
      ['verification.approved', 'reviewer tool'],
    ]);
    expect(audit[0]!.before).toEqual({ status: 'pending', reviewNote: null });
  });

  it('flags a bar council ID that another lawyer profile uses', async () => {
    const holder = await createAccount('lawyer', { status: 'rejected' });
    const applicant = await createAccount('lawyer', { status: 'pending' });
    const sharedId = `MH/${randomDigits(6)}/2015`;
    await run(`
      update public.lawyer_profiles set bar_council_id = ${literal(sharedId)} where id = ${literal(holder.id)};
      update public.lawyer_profiles set bar_council_id = ${literal(sharedId.toLowerCase().replaceAll('/', '-'))}
       where id = ${literal(applicant.id)};`);
    const row = await queueRow(applicant.id);
    expect(row!.bar_council_id_shared_with).toBe(holder.fullName);
    const alone = await queueRow((await createAccount('lawyer', { status: 'pending' })).id);
    expect(alone!.bar_council_id_shared_with).toBeNull();
  });
});
