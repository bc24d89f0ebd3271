/**
 * The public forms, callbacks and complaints, which anyone may submit (ADR 0014): one row
 * per request, an hourly limit nobody can spend on someone else's behalf, and a `source`
 * that is 'site' or a registered partner. Visitors connect from loopback addresses of their
 * own, so each test's client address is its own (test/support/client-address.ts). IPv6
 * clients, which no test can connect as, are tested in SQL on a database of this file's own.
 */
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../src/database.ts';
import { serviceClient, uniqueMobile, untyped } from './support/clients.ts';
import { anonClientAt, uniqueLoopbackAddress } from './support/client-address.ts';
import {
  createOwnDatabase,
  literal,
  runAsRequest,
  type OwnDatabase,
} from './support/own-database.ts';

type Form = 'call_support_requests' | 'complaints';
type Row = Record<string, unknown>;

const service = untyped(serviceClient());

const partner = {
  id: `forms-test-${randomBytes(3).toString('hex')}`,
  name: 'Forms Test Legal Aid',
  allowed_origins: ['https://legal-aid.forms-test.example'],
};

function uniqueMailbox(): string {
  return `forms-${randomBytes(4).toString('hex')}@example.in`;
}

const validRow: Record<Form, () => Row> = {
  call_support_requests: () => ({
    name: 'Forms Test Caller',
    mobile_number: uniqueMobile(),
    issue_description: 'My landlord is withholding the deposit.',
  }),
  complaints: () => ({
    email: uniqueMailbox(),
    phone_number: uniqueMobile(),
    complaint_text: 'The lawyer did not join the scheduled call.',
  }),
};

const visitor = (headers: Record<string, string> = {}) =>
  untyped(anonClientAt(uniqueLoopbackAddress(), headers));

async function submit(client: SupabaseClient, form: Form, row: Row | Row[]) {
  const { error, status } = await client.from(form).insert(row);
  return { error, status };
}

async function count(form: Form): Promise<number> {
  const { count, error } = await service.from(form).select('*', { count: 'exact', head: true });
  expect(error).toBeNull();
  return count!;
}

function expectRateLimited(error: PostgrestError | null, message: RegExp) {
  expect(error, 'the submission should be refused').not.toBeNull();
  expect(error!.code).toBe('PT429');
  expect(error!.message).toMatch(message);
}

const perContact =
  /^Too many submissions from this phone number or e-mail address\. Please try again in an hour\.$/;

const contactCeiling =
  'At most 20 submissions per hour are accepted for one phone number or e-mail address.';

beforeAll(async () => {
  const { error } = await service.from('partners').insert(partner);
  expect(error).toBeNull();
});

afterAll(async () => {
  for (const form of ['call_support_requests', 'complaints'] as const) {
    const { error } = await service.from(form).delete().eq('source', partner.id);
    expect(error).toBeNull();
  }
  const { error } = await service.from('partners').delete().eq('id', partner.id);
  expect(error).toBeNull();
});

describe('one row per request', () => {
  it.each(['call_support_requests', 'complaints'] as const)(
    'a list of rows sent to %s in one request is refused with 400, and none is stored',
    async (form) => {
      const before = await count(form);
      const rows = Array.from({ length: 3 }, validRow[form]);

      const { error, status } = await submit(visitor(), form, rows);

      expect(status).toBe(400);
      expect(error?.code).toBe('21000');
      expect(error?.message).toBe(`${form} takes one row per request; this request held 3 rows.`);
      expect(await count(form)).toBe(before);
    },
  );

  it('a list holding one row is a single submission and is stored', async () => {
    const before = await count('call_support_requests');
    const { error } = await submit(visitor(), 'call_support_requests', [
      validRow.call_support_requests(),
    ]);
    expect(error).toBeNull();
    expect(await count('call_support_requests')).toBe(before + 1);
  });

  it('the service role may still store several rows at once (imports, support tools)', async () => {
    const before = await count('complaints');
    const rows = Array.from({ length: 3 }, () => ({
      ...validRow.complaints(),
      source: partner.id,
    }));
    const { error } = await service.from('complaints').insert(rows);
    expect(error).toBeNull();
    expect(await count('complaints')).toBe(before + 3);
  });
});

describe('the hourly limit', () => {
  it('counts one mailbox however it is written: letter case, +tags and Gmail dots', async () => {
    const name = `asha${randomBytes(3).toString('hex')}`;
    const spellings = [
      `${name}.rao+1@gmail.com`,
      `${name.toUpperCase()}.RAO+2@GMAIL.COM`,
      `${name}rao@googlemail.com`,
      `${name}.r.a.o@gmail.com`,
      `${name}rao+complaints@gmail.com`,
      `${name}.rao+6@Gmail.com`,
    ];
    const client = visitor();

    const errors = [];
    for (const email of spellings) {
      errors.push((await submit(client, 'complaints', { ...validRow.complaints(), email })).error);
    }

    expect(errors.slice(0, 5)).toEqual([null, null, null, null, null]);
    expectRateLimited(errors[5]!, perContact);
  });

  it("five callbacks with someone's number from another address do not lock that person out", async () => {
    const victimsNumber = uniqueMobile();
    const attacker = visitor();
    const row = () => ({ ...validRow.call_support_requests(), mobile_number: victimsNumber });

    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await submit(attacker, 'call_support_requests', row())).error).toBeNull();
    }
    expectRateLimited((await submit(attacker, 'call_support_requests', row())).error, perContact);

    // The owner of the number, on their own connection, is not held up.
    const { error } = await submit(visitor(), 'call_support_requests', {
      ...row(),
      mobile_number: `+91${victimsNumber}`,
    });
    expect(error).toBeNull();
  });

  it("five complaints with someone's e-mail address from another address do not lock that person out", async () => {
    const victimsMailbox = uniqueMailbox();
    const attacker = visitor();
    const row = () => ({ ...validRow.complaints(), email: victimsMailbox });

    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await submit(attacker, 'complaints', row())).error).toBeNull();
    }
    expectRateLimited((await submit(attacker, 'complaints', row())).error, perContact);

    expect((await submit(visitor(), 'complaints', row())).error).toBeNull();
  });

  it.each([
    ['callbacks for one mobile number', 'call_support_requests', 'mobile_number', uniqueMobile],
    ['complaints for one mailbox', 'complaints', 'email', uniqueMailbox],
  ] as const)(
    '%s: at most 20 an hour from all addresses together, so a lock-out takes 4 addresses',
    async (_, form, column, contact) => {
      const victims = contact();
      const row = () => ({ ...validRow[form](), [column]: victims });
      for (let address = 1; address <= 4; address++) {
        const attacker = visitor();
        for (let attempt = 1; attempt <= 5; attempt++) {
          const { error } = await submit(attacker, form, row());
          expect(error, `submission ${attempt} from address ${address}`).toBeNull();
        }
      }

      const { error, status } = await submit(visitor(), form, row());

      expect(status).toBe(429);
      expectRateLimited(error, perContact);
      expect(error!.hint).toBe(contactCeiling);
    },
  );

  it('one client address may send at most 50 callbacks an hour, whatever the numbers', async () => {
    const client = visitor();
    for (let attempt = 0; attempt < 50; attempt++) {
      const { error } = await submit(
        client,
        'call_support_requests',
        validRow.call_support_requests(),
      );
      expect(error, `callback ${attempt + 1}`).toBeNull();
    }

    const { error, status } = await submit(
      client,
      'call_support_requests',
      validRow.call_support_requests(),
    );
    expect(status).toBe(429);
    expectRateLimited(
      error,
      /^Too many submissions from your network\. Please try again in an hour\.$/,
    );

    // Other addresses are not affected.
    expect(
      (await submit(visitor(), 'call_support_requests', validRow.call_support_requests())).error,
    ).toBeNull();
  });
});

describe('the source of a submission', () => {
  it.each(['call_support_requests', 'complaints'] as const)(
    'an unknown source on %s is refused with 400 naming it, and nothing is stored',
    async (form) => {
      const before = await count(form);
      const { error, status } = await submit(visitor(), form, {
        ...validRow[form](),
        source: 'no-such-partner',
      });
      expect(status).toBe(400);
      expect(error?.code).toBe('22023');
      expect(error?.message).toBe(
        `Unknown source "no-such-partner": use 'site' or the id of a registered partner.`,
      );
      expect(await count(form)).toBe(before);
    },
  );

  it.each([
    ['left out (the default)', {}],
    ["'site'", { source: 'site' }],
  ])('the site itself is a source when %s, from any origin', async (_, source) => {
    const client = visitor({ Origin: 'http://localhost:3000' });
    for (const form of ['call_support_requests', 'complaints'] as const) {
      expect((await submit(client, form, { ...validRow[form](), ...source })).error).toBeNull();
    }
  });

  it("a registered partner's widget is accepted on the partner's own pages", async () => {
    const client = visitor({ Origin: partner.allowed_origins[0]! });
    for (const form of ['call_support_requests', 'complaints'] as const) {
      expect(
        (await submit(client, form, { ...validRow[form](), source: partner.id })).error,
      ).toBeNull();
    }
  });

  it('a partner cannot be deleted while submissions name it', async () => {
    const { error: submitted } = await submit(visitor(), 'complaints', {
      ...validRow.complaints(),
      source: partner.id,
    });
    expect(submitted).toBeNull();

    const { error } = await service.from('partners').delete().eq('id', partner.id);

    expect(error?.code).toBe('23503');
    const { count } = await service
      .from('partners')
      .select('*', { count: 'exact', head: true })
      .eq('id', partner.id);
    expect(count).toBe(1);
  });

  it("a partner's id on another website's page is refused, and nothing is stored", async () => {
    const before = await count('call_support_requests');
    const client = visitor({ Origin: 'https://copycat.example' });

    const { error, status } = await submit(client, 'call_support_requests', {
      ...validRow.call_support_requests(),
      source: partner.id,
    });

    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
    expect(error?.message).toBe(
      `The ${partner.name} support widget is not allowed on https://copycat.example.`,
    );
    expect(await count('call_support_requests')).toBe(before);
  });
});

describe('IPv6 clients', () => {
  // One subscriber usually holds a whole /64 and may send from any address in it.
  let own: OwnDatabase;
  let database: OpenDatabase;

  beforeAll(async () => {
    own = await createOwnDatabase('nyaya_forms');
    database = await own.open();
  }, 120_000);

  afterAll(async () => {
    await database?.connection.close();
    await own?.remove();
  }, 60_000);

  const callbackFrom = (address: string, mobile: string) =>
    runAsRequest(
      database,
      { role: 'anon', headers: { 'x-real-ip': address } },
      `insert into public.call_support_requests (name, mobile_number, issue_description)
       values ('Forms Test Caller', ${literal(mobile)}, 'My landlord is withholding the deposit.');`,
    );

  it.each([
    ['an IPv4 address', '203.0.113.7', '203.0.113.7'],
    ['an IPv6 address', '2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['an IPv6 address written another way', '2001:DB8:1:2:0:0:0:1', '2001:db8:1:2::/64'],
    ['an IPv4 address written as IPv6', '::ffff:203.0.113.7', '203.0.113.7'],
    ['a value that is no address', 'unknown', 'unknown'],
  ])('%s: %s counts as %s', async (_, address, key) => {
    const [row] = await database.query<{ key: string }>(
      `select private.address_key(${literal(address)}) as key`,
    );
    expect(row!.key).toBe(key);
  });

  it('addresses in one /64 share one count; the next /64 has its own', async () => {
    const mobile = uniqueMobile();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await callbackFrom(`2001:db8:77:1::${attempt}`, mobile);
    }

    await expect(callbackFrom('2001:db8:77:1:ffff:ffff:ffff:ffff', mobile)).rejects.toMatchObject({
      code: 'PT429',
      message: expect.stringMatching(perContact),
    });
    await expect(callbackFrom('2001:db8:77:2::1', mobile)).resolves.toBeUndefined();
  });

  it('an address header SQL cannot read as an address still counts, and fails nothing', async () => {
    const mobile = uniqueMobile();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await callbackFrom('2001:db8::1%eth0', mobile);
    }
    await expect(callbackFrom('2001:db8::1%eth0', mobile)).rejects.toMatchObject({ code: 'PT429' });
  });
});
