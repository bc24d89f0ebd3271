/**
 * The public request status page's look-up (docs/product/ops-console.md): a reference number
 * with the contact the request gave answers the status; any wrong pair, unknown reference or
 * malformed input answers the same null; staff notes and the assignee never leave the
 * console; and one connection gets 10 look-ups per 10 minutes.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClientAt, uniqueLoopbackAddress } from './support/client-address.ts';
import { serviceClient, signedInClient, untyped } from './support/clients.ts';
import { closeDatabase, createAccount, literal, run } from './support/notifications.ts';

afterAll(closeDatabase);

/** A visitor on a connection of its own, so the look-up limit never couples two tests. */
const visitor = (): SupabaseClient => untyped(anonClientAt(uniqueLoopbackAddress()));

const mobile = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const complaintPhone = `97${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const email = `Status.Check+${Math.floor(Math.random() * 1e6)}@Tests.Nyaya.test`;
let callback: { id: string; reference_number: string };
let complaint: { id: string; reference_number: string };

beforeAll(async () => {
  [callback] = (await run<{ id: string; reference_number: string }>(`
    insert into public.call_support_requests (name, mobile_number, issue_description)
    values ('Status Caller', ${literal(mobile)}, 'Wants to know about bail.')
    returning id::text as id, reference_number`)) as [{ id: string; reference_number: string }];
  [complaint] = (await run<{ id: string; reference_number: string }>(`
    insert into public.complaints (email, phone_number, complaint_text)
    values (${literal(email)}, ${literal(complaintPhone)}, 'No reply from the lawyer.')
    returning id::text as id, reference_number`)) as [{ id: string; reference_number: string }];

  const agent = await createAccount('client', { fullName: 'Status Agent' });
  const service = untyped(serviceClient());
  expect(
    (await service.rpc('grant_staff_capability', { user_id: agent.id, capability: 'support' })).error,
  ).toBeNull();
  const api = untyped(await signedInClient(agent));
  expect((await api.rpc('take_callback', { callback_id: callback.id })).error).toBeNull();
  expect(
    (
      await api.rpc('set_callback_status', {
        callback_id: callback.id,
        status: 'no_answer',
        retry_at: '2099-01-02T10:00:00Z',
      })
    ).error,
  ).toBeNull();
  expect(
    (await api.rpc('add_support_note', { callback_id: callback.id, complaint_id: null, body: 'SECRET NOTE' }))
      .error,
  ).toBeNull();
  expect(
    (
      await api.rpc('set_complaint_status', {
        complaint_id: complaint.id,
        status: 'resolved',
        response: 'The lawyer has called you back.',
      })
    ).error,
  ).toBeNull();
});

async function lookUp(api: SupabaseClient, reference: unknown, contact: unknown) {
  return api.rpc('support_request_status', { reference, contact });
}

describe('support_request_status', () => {
  it('answers a callback by its mobile number in any accepted form', async () => {
    const api = visitor();
    for (const contact of [mobile, `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`, `0${mobile}`]) {
      const { data, error } = await lookUp(api, callback.reference_number.toLowerCase(), contact);
      expect(error).toBeNull();
      expect(data).toMatchObject({
        kind: 'callback',
        referenceNumber: callback.reference_number,
        status: 'no_answer',
        response: null,
      });
      expect(new Date((data as { retryAt: string }).retryAt).toISOString()).toBe(
        '2099-01-02T10:00:00.000Z',
      );
      expect(Object.keys(data as object).sort()).toEqual(
        ['kind', 'receivedAt', 'referenceNumber', 'response', 'retryAt', 'status', 'updatedAt'].sort(),
      );
      expect(JSON.stringify(data)).not.toMatch(/SECRET|Status Agent|assigned/);
    }
  });

  it('answers a complaint by its e-mail (any case) or its phone, with the response', async () => {
    const api = visitor();
    for (const contact of [email.toLowerCase(), ` ${email.toUpperCase()} `, complaintPhone]) {
      const { data, error } = await lookUp(api, ` ${complaint.reference_number} `, contact);
      expect(error).toBeNull();
      expect(data).toMatchObject({
        kind: 'complaint',
        referenceNumber: complaint.reference_number,
        status: 'resolved',
        retryAt: null,
        response: 'The lawyer has called you back.',
      });
      expect(JSON.stringify(data)).not.toMatch(/Status Agent|handled/);
    }
  });

  it('answers the same null for wrong pairs, unknown references and malformed input', async () => {
    const answers: unknown[] = [];
    for (const [reference, contact] of [
      [callback.reference_number, complaintPhone],
      [callback.reference_number, email],
      [complaint.reference_number, mobile],
      ['CB-00000000', mobile],
      [complaint.reference_number, 'someone.else@tests.nyaya.test'],
      ['', ''],
      [callback.reference_number, 'not a number'],
      ['x'.repeat(500), mobile],
    ] as const) {
      const { data, error } = await lookUp(visitor(), reference, contact);
      expect(error).toBeNull();
      answers.push(data);
    }
    expect(answers).toEqual(answers.map(() => null));
  });

  it('refuses the 11th look-up within 10 minutes from one connection, before looking', async () => {
    const api = visitor();
    for (let i = 0; i < 10; i++) {
      const { error } = await lookUp(api, i % 2 ? callback.reference_number : 'CB-WRONG', mobile);
      expect(error).toBeNull();
    }
    const refused = await lookUp(api, callback.reference_number, mobile);
    expect(refused.error?.code).toBe('PT429');
    expect(refused.error?.message).toBe(
      'Too many status checks from this connection. Please wait 10 minutes and try again.',
    );
    // Another connection is not held up.
    expect((await lookUp(visitor(), callback.reference_number, mobile)).data).not.toBeNull();
  });
});
