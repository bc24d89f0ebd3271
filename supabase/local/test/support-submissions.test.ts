/**
 * Reference numbers of callbacks and complaints, the functions that submit them and return the
 * number, and the partner check of the embed widget (ADR 0022), as each role.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env, serviceClient, signedInClient, uniqueMobile, untyped } from './support/clients.ts';
import { anonClientAt, uniqueLoopbackAddress } from './support/client-address.ts';

const service = untyped(serviceClient());
const { users } = env().fixtures;

const REFERENCE = {
  call_support_requests: /^CB-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
  complaints: /^CP-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
};

const partnerOrigin = 'https://legal-aid.embed-test.example';
const partner = {
  id: `embed-test-${randomBytes(3).toString('hex')}`,
  name: 'Embed Test Legal Aid',
  allowed_origins: [partnerOrigin, 'http://localhost:3006'],
};
const unregisteredPartner = {
  id: `embed-none-${randomBytes(3).toString('hex')}`,
  name: 'Unregistered Legal Aid',
  allowed_origins: [],
};

const visitor = (headers: Record<string, string> = {}) =>
  untyped(anonClientAt(uniqueLoopbackAddress(), headers));

const mailbox = () => `refs-${randomBytes(4).toString('hex')}@example.in`;

const callback = (overrides: Record<string, unknown> = {}) => ({
  name: 'Reference Test Caller',
  mobile_number: uniqueMobile(),
  issue_description: 'A dispute over a security deposit.',
  ...overrides,
});

const complaint = (overrides: Record<string, unknown> = {}) => ({
  email: mailbox(),
  phone_number: `+91${uniqueMobile()}`,
  complaint_text: 'Nobody called me back.',
  ...overrides,
});

async function rowByReference(table: keyof typeof REFERENCE, reference: string) {
  const { data, error } = await service
    .from(table)
    .select('*')
    .eq('reference_number', reference)
    .single();
  expect(error).toBeNull();
  return data as Record<string, unknown>;
}

beforeAll(async () => {
  const { error } = await service.from('partners').insert([partner, unregisteredPartner]);
  expect(error).toBeNull();
});

afterAll(async () => {
  for (const table of ['call_support_requests', 'complaints'] as const) {
    await service.from(table).delete().in('source', [partner.id]);
  }
  await service.from('partners').delete().in('id', [partner.id, unregisteredPartner.id]);
});

describe('submit_callback_request', () => {
  it('stores a visitor’s callback and returns its reference number', async () => {
    const input = callback();
    const { data, error } = await visitor().rpc('submit_callback_request', input);
    expect(error).toBeNull();
    expect(data).toMatch(REFERENCE.call_support_requests);
    const row = await rowByReference('call_support_requests', data);
    expect(row).toMatchObject({
      ...input,
      mobile_number: `+91${input.mobile_number}`,
      source: 'site',
      reference_number: data,
    });
  });

  it('stores a partner’s callback under its source from a registered page', async () => {
    const client = visitor({ Origin: partnerOrigin });
    const { data, error } = await client.rpc('submit_callback_request', {
      ...callback(),
      source: partner.id,
    });
    expect(error).toBeNull();
    expect((await rowByReference('call_support_requests', data)).source).toBe(partner.id);
  });

  it('refuses a partner’s source from a page the partner has not registered', async () => {
    const { error, status } = await visitor({ Origin: 'https://elsewhere.example' }).rpc(
      'submit_callback_request',
      { ...callback(), source: partner.id },
    );
    expect(error?.code).toBe('42501');
    expect(status).toBe(401);
    expect(error?.message).toBe(
      'The Embed Test Legal Aid support widget is not allowed on https://elsewhere.example.',
    );
  });

  it('answers bad input with the check that refused it, and stores nothing', async () => {
    const input = callback({ mobile_number: '12345' });
    const { error, status } = await visitor().rpc('submit_callback_request', input);
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(error?.message).toMatch(/mobile_number_is_indian_mobile/);
    const { count } = await service
      .from('call_support_requests')
      .select('*', { count: 'exact', head: true })
      .eq('name', input.name)
      .eq('mobile_number', input.mobile_number);
    expect(count).toBe(0);
  });

  it('keeps the hourly limit of a plain insert', async () => {
    const client = visitor();
    const input = callback();
    for (let i = 0; i < 5; i += 1) {
      expect((await client.rpc('submit_callback_request', input)).error).toBeNull();
    }
    const { error, status } = await client.rpc('submit_callback_request', input);
    expect(status).toBe(429);
    expect(error?.message).toBe(
      'Too many submissions from this phone number or e-mail address. Please try again in an hour.',
    );
  });
});

describe('submit_complaint', () => {
  it('gives a visitor’s complaint no user id', async () => {
    const { data, error } = await visitor().rpc('submit_complaint', complaint());
    expect(error).toBeNull();
    expect(data).toMatch(REFERENCE.complaints);
    expect(await rowByReference('complaints', data)).toMatchObject({
      user_id: null,
      source: 'site',
    });
  });

  it('gives a signed-in user’s complaint their user id', async () => {
    const client = untyped(await signedInClient(users.clientA));
    const { data, error } = await client.rpc('submit_complaint', complaint());
    expect(error).toBeNull();
    expect((await rowByReference('complaints', data)).user_id).toBe(users.clientA.id);
  });

  it('refuses an unknown source by name', async () => {
    const { error, status } = await visitor().rpc('submit_complaint', {
      ...complaint(),
      source: 'no-such-partner',
    });
    expect(status).toBe(400);
    expect(error?.message).toBe(
      `Unknown source "no-such-partner": use 'site' or the id of a registered partner.`,
    );
  });
});

describe('reference numbers', () => {
  it('are set by the database, whatever a plain insert supplies', async () => {
    const email = mailbox();
    const { error } = await visitor()
      .from('complaints')
      .insert({ ...complaint({ email }), reference_number: 'CP-AAAA-AAAA' });
    expect(error).toBeNull();
    const { data } = await service.from('complaints').select('reference_number').eq('email', email);
    expect(data).toHaveLength(1);
    expect(data![0]!.reference_number).toMatch(REFERENCE.complaints);
    expect(data![0]!.reference_number).not.toBe('CP-AAAA-AAAA');
  });

  it('never change, not even by the service role', async () => {
    const { data: reference } = await visitor().rpc('submit_callback_request', callback());
    const { error } = await service
      .from('call_support_requests')
      .update({ reference_number: 'CB-0000-0000' })
      .eq('reference_number', reference);
    expect(error?.message).toBe('A reference number never changes.');
  });

  it('cannot be read back by visitors or signed-in users', async () => {
    const { data: reference } = await visitor().rpc('submit_complaint', complaint());
    for (const client of [visitor(), untyped(await signedInClient(users.clientA))]) {
      const { data } = await client
        .from('complaints')
        .select('reference_number')
        .eq('reference_number', reference);
      expect(data ?? []).toEqual([]);
    }
  });

  it('are unique across many submissions', async () => {
    const references = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const { data: reference, error } = await service.rpc('submit_callback_request', callback());
      expect(error).toBeNull();
      references.add(reference);
    }
    expect(references.size).toBe(20);
  });
});

describe('embed_partner', () => {
  const check = (client: SupabaseClient, id: string) =>
    client.rpc('embed_partner', { partner_id: id });

  it('names the partner to a page it registered', async () => {
    const { data, error } = await check(visitor({ Origin: partnerOrigin }), partner.id);
    expect(error).toBeNull();
    // With the ticket the widget's frame files with (embed-frame.test.ts).
    expect(data).toEqual({
      id: partner.id,
      name: partner.name,
      frame_ticket: expect.stringMatching(/^[0-9]+\.[0-9a-f]{64}$/),
    });
  });

  it('refuses a page the partner has not registered', async () => {
    const { data, error } = await check(visitor({ Origin: 'http://127.0.0.1:3006' }), partner.id);
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
    expect(error?.message).toBe(
      'The Embed Test Legal Aid support widget is not allowed on http://127.0.0.1:3006.',
    );
  });

  it('refuses a partner that has registered no pages yet, and a request without an origin', async () => {
    expect(
      (await check(visitor({ Origin: partnerOrigin }), unregisteredPartner.id)).error?.code,
    ).toBe('42501');
    expect((await check(visitor(), partner.id)).error?.message).toBe(
      'The Embed Test Legal Aid support widget is not allowed on a page without an origin.',
    );
  });

  it.each(['no-such-partner', 'site'])('refuses the unknown partner "%s"', async (id) => {
    const { error, status } = await check(visitor({ Origin: partnerOrigin }), id);
    expect(status).toBe(400);
    expect(error?.message).toBe(`Unknown partner "${id}".`);
  });

  it('answers signed-in users alike and reveals nothing else about partners', async () => {
    const client = untyped(await signedInClient(users.clientB));
    expect((await check(client, partner.id)).error?.code).toBe('42501');
    const { data } = await visitor().from('partners').select('*');
    expect(data ?? []).toEqual([]);
  });
});

// ---------------------------------------------------------------------------
// One form of mobile number, whoever sends it and however it is typed
// ---------------------------------------------------------------------------
describe('mobile numbers', () => {
  /** The ways a person or a client sends one number (ten digits starting 6-9). */
  const forms: [string, (digits: string) => string][] = [
    ['ten digits (the partner embed)', (d) => d],
    ['+91 and ten digits (the site)', (d) => `+91${d}`],
    ['+91, a space and a hyphen', (d) => `+91 ${d.slice(0, 5)}-${d.slice(5)}`],
    ['a leading 0 and a space', (d) => `0${d.slice(0, 5)} ${d.slice(5)}`],
    ['91 without the plus', (d) => `91${d}`],
    ['0091', (d) => `0091 ${d}`],
  ];

  it.each(forms)(
    'a callback from the partner embed sent as %s is stored as +91 and ten digits',
    async (_how, write) => {
      // The embed used to store '9876543210' where the site stored '+919876543210'.
      const digits = uniqueMobile();
      const { data, error } = await visitor({ Origin: partnerOrigin }).rpc(
        'submit_callback_request',
        callback({ mobile_number: write(digits), source: partner.id }),
      );
      expect(error).toBeNull();
      expect((await rowByReference('call_support_requests', data)).mobile_number).toBe(
        `+91${digits}`,
      );
    },
  );

  it.each(forms)('a complaint sent as %s is stored as +91 and ten digits', async (_how, write) => {
    const digits = uniqueMobile();
    const { data, error } = await visitor().rpc(
      'submit_complaint',
      complaint({ phone_number: write(digits) }),
    );
    expect(error).toBeNull();
    expect((await rowByReference('complaints', data)).phone_number).toBe(`+91${digits}`);
  });

  it("a signed-in client's request with a ten-digit number is stored as +91 and ten digits", async () => {
    // Earlier files may have used client B's hourly allowance (ten requests an hour): date their
    // rows an hour back, so this insert tests the mobile form and not the limit.
    const hourAgo = new Date(Date.now() - 3600_000);
    const { data: recent, error: readError } = await service
      .from('consultation_requests')
      .select('id, created_at')
      .eq('client_id', users.clientB.id)
      .gt('created_at', hourAgo.toISOString());
    expect(readError).toBeNull();
    for (const row of recent ?? []) {
      const earlier = new Date(new Date(row.created_at).getTime() - 3600_000).toISOString();
      const { error: ageError } = await service
        .from('consultation_requests')
        .update({ created_at: earlier })
        .eq('id', row.id);
      expect(ageError).toBeNull();
    }
    const digits = uniqueMobile();
    const { data, error } = await untyped(await signedInClient(users.clientB))
      .from('consultation_requests')
      .insert({
        client_id: users.clientB.id,
        service_type: 'Family Law',
        description: 'Mobile form test.',
        phone: `${digits.slice(0, 5)} ${digits.slice(5)}`,
      })
      .select('id, phone')
      .single();
    expect(error).toBeNull();
    await service.from('consultation_requests').delete().eq('id', data!.id);
    expect(data!.phone).toBe(`+91${digits}`);
  });

  it('the service role writes the same form', async () => {
    const digits = uniqueMobile();
    const { data, error } = await service
      .from('call_support_requests')
      .insert({ name: 'Service Caller', mobile_number: digits, issue_description: 'Form test.' })
      .select('id, mobile_number')
      .single();
    expect(error).toBeNull();
    await service.from('call_support_requests').delete().eq('id', data!.id);
    expect(data!.mobile_number).toBe(`+91${digits}`);
  });

  it.each([
    ['too few digits', '98765'],
    ['another country', '+1 9876543210'],
    ['a landline start', '+91 1234567890'],
    ['eleven digits', '98765432101'],
    ['letters', '98765abcde'],
  ])("refuses %s by the column's own rule", async (_what, mobile) => {
    const { error, status } = await visitor().rpc(
      'submit_callback_request',
      callback({ mobile_number: mobile }),
    );
    expect(error?.code, error?.message).toBe('23514');
    expect(status).toBe(400);
    expect(`${error?.message} ${error?.details}`).toContain('mobile_number_is_indian_mobile');
  });
});
