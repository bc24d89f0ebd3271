/**
 * The case room live on the local stack (docs/product/case-room.md, docs/adr/0031): a message
 * reaches the other party through supabase-js Realtime (`postgres_changes` on
 * public.case_messages filtered by room) within 2 s, read state arrives as UPDATE, and nobody
 * but the room's parties hears of it: not another client, not another lawyer, not a lawyer who
 * released the case, not a visitor. Documents of up to 10 MB go through Storage and come back
 * through a 60-second signed URL, named as a download.
 */
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { env } from './support/clients.ts';
import { fixturePassword, type FixtureUser } from './support/fixtures.ts';
import { realtimeClient, signIn, subscribe, type Change } from './support/realtime.ts';

const { users, racers } = env().fixtures;
const target = () => ({ apiUrl: env().apiUrl, publishableKey: env().publishableKey });
const clients: SupabaseClient[] = [];
let db: postgres.Sql;

async function as(user: FixtureUser | null): Promise<SupabaseClient> {
  const token = user ? await signIn(target(), user.email, fixturePassword) : null;
  const client = realtimeClient(target(), () => token);
  clients.push(client);
  return client;
}

beforeAll(() => {
  db = postgres(env().stackDatabaseUrl, { max: 1, onnotice: () => {} });
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.removeAllChannels()));
});

afterAll(async () => {
  await db.end();
});

function unwrap<T>(name: string, result: { data: T | null; error: { message: string } | null }): T {
  if (result.error) throw new Error(`${name} failed: ${result.error.message}`);
  return result.data as T;
}

/** A request of `client`'s accepted by `lawyer`: its open room. */
async function openRoom(client: SupabaseClient, clientUser: FixtureUser, lawyer: SupabaseClient) {
  const [request] = await db<{ id: string }[]>`
    insert into public.consultation_requests (client_id, service_type, description)
    values (${clientUser.id}, 'Family Law', 'A question for the live case room.') returning id`;
  const requestId = request!.id;
  unwrap('accept', await lawyer.rpc('accept_consultation_request', { request_id: requestId }));
  const room = unwrap<{ roomId: string }>(
    'case_room',
    await client.rpc('case_room', { request_id: requestId }),
  );
  return { requestId, roomId: room.roomId };
}

const message = (body: string) => (change: Change) =>
  change.eventType === 'INSERT' && change.new.body === body;

describe('the case room, live', () => {
  it('brings a message to the other party within 2 s, and to nobody outside the room', async () => {
    const [client, lawyer, otherClient, otherLawyer, visitor] = await Promise.all([
      as(users.clientA),
      as(racers[0]!),
      as(users.clientB),
      as(racers[1]!),
      as(null),
    ]);
    const { roomId } = await openRoom(client, users.clientA, lawyer);
    const filter = `room_id=eq.${roomId}`;
    const table = 'case_messages';
    const [lawyerFeed, otherClientFeed, otherLawyerFeed, visitorFeed] = await Promise.all([
      subscribe(lawyer, { table, event: 'INSERT', filter }),
      subscribe(otherClient, { table, filter }),
      subscribe(otherLawyer, { table }),
      subscribe(visitor, { table }),
    ]);

    const sentAt = performance.now();
    const sent = unwrap<{ id: string }>(
      'send',
      await client.rpc('send_case_message', {
        room_id: roomId,
        body: 'Namaste, the papers are ready.',
      }),
    );
    const arrived = await lawyerFeed.next(message('Namaste, the papers are ready.'), 2_000);
    expect(arrived.receivedAt - sentAt).toBeLessThan(2_000);
    expect(arrived.new).toMatchObject({
      id: sent.id,
      room_id: roomId,
      sender_id: users.clientA.id,
      read_at: null,
    });

    // Their own room's message reaches the others' subscribers (the control), in commit order
    // after the first: by then the first would have reached them too.
    const { roomId: otherRoom } = await openRoom(otherClient, users.clientB, otherLawyer);
    await otherClient.rpc('send_case_message', { room_id: otherRoom, body: 'Control message' });
    await otherLawyerFeed.next(message('Control message'));
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(otherClientFeed.changes).toEqual([]);
    expect(otherLawyerFeed.changes.map((change) => change.new.body)).toEqual(['Control message']);
    expect(visitorFeed.changes).toEqual([]);
  });

  it('tells the sender their message was read (UPDATE of read_at)', async () => {
    const [client, lawyer] = await Promise.all([as(users.clientA), as(racers[2]!)]);
    const { roomId } = await openRoom(client, users.clientA, lawyer);
    const feed = await subscribe(client, {
      table: 'case_messages',
      event: 'UPDATE',
      filter: `room_id=eq.${roomId}`,
    });
    const sent = unwrap<{ id: string }>(
      'send',
      await client.rpc('send_case_message', { room_id: roomId, body: 'Did you see the notice?' }),
    );
    expect(unwrap('mark read', await lawyer.rpc('mark_case_room_read', { room_id: roomId }))).toBe(
      1,
    );

    const update = await feed.next((change) => change.eventType === 'UPDATE', 2_000);
    expect(update.new).toMatchObject({ id: sent.id, room_id: roomId });
    expect(update.new.read_at).toEqual(expect.any(String));
    expect(update.old).toEqual({ id: sent.id });
  });

  it('stops telling a lawyer who released the case, and tells the next lawyer', async () => {
    const [client, released, next] = await Promise.all([
      as(users.clientA),
      as(racers[3]!),
      as(racers[4]!),
    ]);
    const { requestId, roomId } = await openRoom(client, users.clientA, released);
    const releasedFeed = await subscribe(released, { table: 'case_messages' });
    await client.rpc('send_case_message', { room_id: roomId, body: 'Before the release' });
    await releasedFeed.next(message('Before the release'));

    unwrap(
      'release',
      await released.rpc('release_consultation_request', {
        request_id: requestId,
        reason: 'A conflict of interest.',
      }),
    );
    unwrap('accept', await next.rpc('accept_consultation_request', { request_id: requestId }));
    const fresh = unwrap<{ roomId: string }>(
      'case_room',
      await client.rpc('case_room', { request_id: requestId }),
    );
    expect(fresh.roomId).not.toBe(roomId);

    const nextFeed = await subscribe(next, { table: 'case_messages' });
    await client.rpc('send_case_message', { room_id: fresh.roomId, body: 'After the release' });
    await nextFeed.next(message('After the release'));
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(releasedFeed.changes.map((change) => change.new.body)).toEqual(['Before the release']);
  });
});

describe('case documents in Storage', () => {
  const bucket = 'case-documents';
  const pdf = (size: number) => {
    const bytes = new Uint8Array(size);
    bytes.set(Buffer.from('%PDF-1.7\n'));
    return new Blob([bytes], { type: 'application/pdf' });
  };

  it('takes a 10 MB PDF, and the other party downloads it by a signed URL named as asked', async () => {
    const [client, lawyer, otherClient] = await Promise.all([
      as(users.clientA),
      as(racers[5]!),
      as(users.clientB),
    ]);
    const { roomId } = await openRoom(client, users.clientA, lawyer);
    const path = `${roomId}/${randomUUID()}.pdf`;
    const size = 10 * 1024 * 1024;
    const upload = await client.storage
      .from(bucket)
      .upload(path, pdf(size), { contentType: 'application/pdf' });
    expect(upload.error).toBeNull();

    const feed = await subscribe(lawyer, {
      table: 'case_messages',
      filter: `room_id=eq.${roomId}`,
    });
    unwrap(
      'send',
      await client.rpc('send_case_message', {
        room_id: roomId,
        body: '',
        attachment_path: path,
        attachment_name: 'Sale deed.pdf',
      }),
    );
    const arrived = await feed.next((change) => change.new.attachment_path === path, 2_000);
    expect(arrived.new).toMatchObject({
      attachment_name: 'Sale deed.pdf',
      attachment_type: 'application/pdf',
      attachment_size: size,
    });

    const signed = await lawyer.storage
      .from(bucket)
      .createSignedUrl(path, 60, { download: 'Sale deed.pdf' });
    expect(signed.error).toBeNull();
    const response = await fetch(signed.data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Sale deed.pdf"; filename*=UTF-8''Sale%20deed.pdf`,
    );
    expect((await response.arrayBuffer()).byteLength).toBe(size);

    // The token names this object: it opens no other.
    const elsewhere = signed.data!.signedUrl.replace(/\/[^/]+\.pdf\?/, `/${randomUUID()}.pdf?`);
    expect((await fetch(elsewhere)).status).toBeGreaterThanOrEqual(400);

    const refused = await otherClient.storage.from(bucket).createSignedUrl(path, 60);
    expect(refused.data).toBeNull();
  });

  it('refuses a document over 10 MB', async () => {
    const [client, lawyer] = await Promise.all([as(users.clientA), as(racers[6]!)]);
    const { roomId } = await openRoom(client, users.clientA, lawyer);
    const path = `${roomId}/${randomUUID()}.pdf`;
    const { error } = await client.storage
      .from(bucket)
      .upload(path, pdf(10 * 1024 * 1024 + 1), { contentType: 'application/pdf' });
    expect(error?.message).toMatch(/maximum allowed size/i);
  });
});
