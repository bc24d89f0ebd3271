/**
 * The partner embed's frame (docs/adr/0022): its requests come from our origin, so a partner's
 * source is accepted from it only with the page origin the frame saw and the ticket that
 * embed_partner made for that page, as a visitor's browser would send them.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceClient, uniqueMobile, untyped } from './support/clients.ts';
import { anonClientAt, uniqueLoopbackAddress } from './support/client-address.ts';

const service = untyped(serviceClient());

const pageOrigin = 'https://legal-aid.frame-test.example';
const otherPage = 'https://other-aid.frame-test.example';
/** The support widgets' origin, which serves the frame: registered by no partner. */
const frameOrigin = 'https://widgets.nyaya.example';

const partner = {
  id: `frame-test-${randomBytes(3).toString('hex')}`,
  name: 'Frame Test Legal Aid',
  allowed_origins: [pageOrigin],
};
const otherPartner = {
  id: `frame-other-${randomBytes(3).toString('hex')}`,
  name: 'Other Legal Aid',
  allowed_origins: [otherPage],
};

const visitor = (origin: string) =>
  untyped(anonClientAt(uniqueLoopbackAddress(), { Origin: origin }));

async function ticketFor(id: string, origin: string): Promise<string> {
  const { data, error } = await visitor(origin).rpc('embed_partner', { partner_id: id });
  expect(error).toBeNull();
  expect(data.frame_ticket).toMatch(/^[0-9]+\.[0-9a-f]{64}$/);
  return data.frame_ticket as string;
}

const callback = (extra: Record<string, unknown>) => ({
  name: 'Frame Test Caller',
  mobile_number: uniqueMobile(),
  issue_description: 'My landlord keeps the deposit.',
  ...extra,
});

const complaint = (extra: Record<string, unknown>) => ({
  email: `frame-${randomBytes(4).toString('hex')}@example.in`,
  phone_number: uniqueMobile(),
  complaint_text: 'Nobody called me back.',
  ...extra,
});

beforeAll(async () => {
  const { error } = await service.from('partners').insert([partner, otherPartner]);
  expect(error).toBeNull();
});

afterAll(async () => {
  for (const table of ['call_support_requests', 'complaints'] as const) {
    await service.from(table).delete().in('source', [partner.id, otherPartner.id]);
  }
  await service.from('partners').delete().in('id', [partner.id, otherPartner.id]);
});

describe('a submission from the embed frame', () => {
  it('is stored under the partner with the ticket of the page the frame saw', async () => {
    const ticket = await ticketFor(partner.id, pageOrigin);
    const { data, error } = await visitor(frameOrigin).rpc(
      'submit_callback_request',
      callback({ source: partner.id, page_origin: pageOrigin, frame_ticket: ticket }),
    );
    expect(error).toBeNull();
    const { data: row } = await service
      .from('call_support_requests')
      .select('source, mobile_number')
      .eq('reference_number', data)
      .single();
    expect(row?.source).toBe(partner.id);
    expect(row?.mobile_number).toMatch(/^\+91[6-9][0-9]{9}$/);

    const filed = await visitor(frameOrigin).rpc(
      'submit_complaint',
      complaint({ source: partner.id, page_origin: pageOrigin, frame_ticket: ticket }),
    );
    expect(filed.error).toBeNull();
  });

  it('is refused without a ticket, naming the page', async () => {
    const { error, status } = await visitor(frameOrigin).rpc(
      'submit_callback_request',
      callback({ source: partner.id, page_origin: pageOrigin }),
    );
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
    expect(error?.message).toBe(
      `The Frame Test Legal Aid support widget is not allowed on ${pageOrigin}.`,
    );
  });

  it.each([
    [
      'a page origin other than the ticket’s',
      () => ticketFor(otherPartner.id, otherPage),
      otherPage,
      partner.id,
    ],
    [
      'another partner’s ticket',
      () => ticketFor(otherPartner.id, otherPage),
      pageOrigin,
      partner.id,
    ],
    [
      'an unregistered page that claims a registered one',
      async () => '9999999999.' + 'a'.repeat(64),
      pageOrigin,
      partner.id,
    ],
  ])('is refused with %s', async (_case, ticket, origin, source) => {
    const { error } = await visitor(frameOrigin).rpc(
      'submit_complaint',
      complaint({ source, page_origin: origin, frame_ticket: await ticket() }),
    );
    expect(error?.code).toBe('42501');
  });

  it('is refused with a ticket that expired', async () => {
    const ticket = await ticketFor(partner.id, pageOrigin);
    const [, signature] = ticket.split('.');
    const { error } = await visitor(frameOrigin).rpc(
      'submit_callback_request',
      callback({ source: partner.id, page_origin: pageOrigin, frame_ticket: `1000.${signature}` }),
    );
    expect(error?.code).toBe('42501');
  });

  it('is refused once the partner no longer registers the page', async () => {
    const ticket = await ticketFor(otherPartner.id, otherPage);
    await service
      .from('partners')
      .update({ allowed_origins: [pageOrigin] })
      .eq('id', otherPartner.id);
    try {
      const { error } = await visitor(frameOrigin).rpc(
        'submit_callback_request',
        callback({ source: otherPartner.id, page_origin: otherPage, frame_ticket: ticket }),
      );
      expect(error?.code).toBe('42501');
    } finally {
      await service
        .from('partners')
        .update({ allowed_origins: [otherPage] })
        .eq('id', otherPartner.id);
    }
  });

  it('keeps the page’s own check: a registered page needs no ticket, a claim cannot widen it', async () => {
    expect(
      (await visitor(pageOrigin).rpc('submit_callback_request', callback({ source: partner.id })))
        .error,
    ).toBeNull();
    // A page the partner did not register cannot pass as the frame by claiming a page origin.
    const { error } = await visitor('https://elsewhere.example').rpc(
      'submit_callback_request',
      callback({ source: partner.id, page_origin: pageOrigin, frame_ticket: 'x' }),
    );
    expect(error?.code).toBe('42501');
  });

  it('never lets visitors read the ticket key', async () => {
    const { data, error } = await visitor(pageOrigin)
      .schema('private' as never)
      .from('embed_frame_key')
      .select('*');
    expect(data ?? []).toEqual([]);
    expect(error).not.toBeNull();
  });
});
