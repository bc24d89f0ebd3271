/**
 * The local stack's Realtime (docs/adr/0031): supabase-js's `postgres_changes` over the
 * Phoenix protocol at /realtime/v1/websocket, delivering a change only to subscribers whose
 * own read of the row (RLS, column grants) returns it. Shown here on a table of this file's
 * own, published and guarded by a policy like the case room's: a row is readable by its owner.
 */
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { env } from './support/clients.ts';
import { fixturePassword } from './support/fixtures.ts';
import {
  mintToken,
  openedSockets,
  realtimeClient,
  signIn,
  subscribe,
  type Subscription,
} from './support/realtime.ts';
import type { SupabaseClient } from '@supabase/supabase-js';

const { users } = env().fixtures;
const table = 'realtime_probe';
const { jwtSecret } = loadConfig();
let db: postgres.Sql;
const clients: SupabaseClient[] = [];

const target = () => ({ apiUrl: env().apiUrl, publishableKey: env().publishableKey });

function clientWith(token: () => string | null): SupabaseClient {
  const client = realtimeClient(target(), token);
  clients.push(client);
  return client;
}

async function signedIn(email: string): Promise<SupabaseClient> {
  const token = await signIn(target(), email, fixturePassword);
  return clientWith(() => token);
}

beforeAll(async () => {
  db = postgres(env().stackDatabaseUrl, { max: 1, onnotice: () => {} });
  await db.unsafe(`
    drop table if exists public.${table};
    create table public.${table} (
      id uuid primary key default gen_random_uuid(),
      room text not null,
      owner_id uuid not null,
      body text not null default '',
      hidden text
    );
    alter table public.${table} enable row level security;
    revoke all on public.${table} from anon, authenticated;
    grant select (id, room, owner_id, body) on public.${table} to authenticated;
    create policy ${table}_owner on public.${table} for select to authenticated
      using (owner_id = auth.uid());
    do $$ begin
      if not exists (select from pg_publication where pubname = 'supabase_realtime') then
        create publication supabase_realtime;
      end if;
    end $$;
    alter publication supabase_realtime add table public.${table};
  `);
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.removeAllChannels()));
});

afterAll(async () => {
  await db.unsafe(`
    alter publication supabase_realtime drop table public.${table};
    drop table public.${table};
  `);
  await db.end();
});

async function insert(room: string, ownerId: string, body: string): Promise<string> {
  const [row] = await db<{ id: string }[]>`
    insert into public.realtime_probe (room, owner_id, body, hidden)
    values (${room}, ${ownerId}, ${body}, 'not granted') returning id`;
  return row!.id;
}

const inserted = (body: string) => (change: { eventType: string; new: Record<string, unknown> }) =>
  change.eventType === 'INSERT' && change.new.body === body;

describe('postgres_changes on the local stack', () => {
  it('delivers an INSERT to the row’s reader within 2 s, with the columns they may select', async () => {
    const room = randomUUID();
    const owner = await subscribe(await signedIn(users.clientA.email), {
      table,
      event: 'INSERT',
      filter: `room=eq.${room}`,
    });
    const sentAt = performance.now();
    const id = await insert(room, users.clientA.id, 'hello');
    const change = await owner.next(inserted('hello'), 2_000);

    expect(change.receivedAt - sentAt).toBeLessThan(2_000);
    expect(change).toMatchObject({ schema: 'public', table, eventType: 'INSERT' });
    expect(change.new).toEqual({ id, room, owner_id: users.clientA.id, body: 'hello' });
    expect(change.new).not.toHaveProperty('hidden');
    expect(owner.system).toContainEqual(
      expect.objectContaining({ status: 'ok', extension: 'postgres_changes' }),
    );
  });

  it('delivers a row too large to travel in the notification, read back by its key', async () => {
    const room = randomUUID();
    const owner = await subscribe(await signedIn(users.clientA.email), {
      table,
      filter: `room=eq.${room}`,
    });
    const long = 'अ'.repeat(4_000); // 12,000 bytes: over NOTIFY's 8,000.
    await insert(randomUUID(), users.clientA.id, long);
    await insert(room, users.clientA.id, long);
    const change = await owner.next(inserted(long));
    expect(change.new.room).toBe(room);
    expect(owner.changes).toHaveLength(1);
  });

  it('honours the filter: a change of another room is not delivered', async () => {
    const [room, otherRoom] = [randomUUID(), randomUUID()];
    const owner = await subscribe(await signedIn(users.clientA.email), {
      table,
      filter: `room=eq.${room}`,
    });
    await insert(otherRoom, users.clientA.id, 'elsewhere');
    await insert(room, users.clientA.id, 'here');
    // Changes are delivered in commit order: once the later one is in, the earlier was skipped.
    await owner.next(inserted('here'));
    expect(owner.changes.map((change) => change.new.body)).toEqual(['here']);
  });

  it('delivers nothing to a signed-in user the policy does not let read the row, nor to a visitor', async () => {
    const room = randomUUID();
    const other = await subscribe(await signedIn(users.clientB.email), {
      table,
      filter: `room=eq.${room}`,
    });
    const visitor = await subscribe(
      clientWith(() => null),
      { table, filter: `room=eq.${room}` },
    );
    const service = await subscribe(
      clientWith(() => env().secretKey),
      {
        table,
        filter: `room=eq.${room}`,
      },
    );

    await insert(room, users.clientA.id, 'private to A');
    await insert(room, users.clientB.id, 'private to B');
    await other.next(inserted('private to B'));
    await service.next(inserted('private to B'));
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(other.changes.map((change) => change.new.body)).toEqual(['private to B']);
    expect(visitor.changes).toEqual([]);
    // The service role reads every row and column, as on a hosted project.
    expect(service.changes.map((change) => change.new.body)).toEqual([
      'private to A',
      'private to B',
    ]);
    expect(service.changes[0]!.new).toHaveProperty('hidden', 'not granted');
  });

  it('delivers an UPDATE with the new row and the old key, and only while the row stays readable', async () => {
    const room = randomUUID();
    const owner = await subscribe(await signedIn(users.clientA.email), {
      table,
      event: 'UPDATE',
      filter: `room=eq.${room}`,
    });
    const id = await insert(room, users.clientA.id, 'draft');
    await db`update public.realtime_probe set body = 'edited' where id = ${id}`;
    const change = await owner.next((candidate) => candidate.eventType === 'UPDATE');
    expect(change.new).toMatchObject({ id, body: 'edited' });
    expect(change.old).toEqual({ id });

    // Handed to B: A may no longer read it, so A hears nothing of it.
    await db`update public.realtime_probe set owner_id = ${users.clientB.id}, body = 'moved' where id = ${id}`;
    const control = await insert(room, users.clientA.id, 'control');
    await db`update public.realtime_probe set body = 'control edited' where id = ${control}`;
    await owner.next((candidate) => candidate.new.body === 'control edited');
    expect(owner.changes.map((candidate) => candidate.new.body)).toEqual([
      'edited',
      'control edited',
    ]);
  });

  it('keeps delivering after the client refreshes its token, and closes a channel whose token expired', async () => {
    const room = randomUUID();
    let token = mintToken(jwtSecret, users.clientA.id, 3);
    const refreshed = clientWith(() => token);
    const refreshing = await subscribe(refreshed, { table, filter: `room=eq.${room}` });
    const short = mintToken(jwtSecret, users.clientA.id, 3);
    const expiring = await subscribe(
      clientWith(() => short),
      { table, filter: `room=eq.${room}` },
    );

    token = mintToken(jwtSecret, users.clientA.id, 3600);
    await refreshed.realtime.setAuth();
    await new Promise((resolve) => setTimeout(resolve, 3_500));

    await insert(room, users.clientA.id, 'after expiry');
    await refreshing.next(inserted('after expiry'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(expiring.changes).toEqual([]);
    expect(expiring.system).toContainEqual(
      expect.objectContaining({
        status: 'error',
        message: expect.stringMatching(/Token has expired/),
      }),
    );
    expect(expiring.statuses).toContain('CLOSED');
  }, 20_000);

  it('reads a channel joined before sign-in as the visitor, and as the user once the token arrives', async () => {
    const room = randomUUID();
    let token: string | null = null;
    const client = clientWith(() => token);
    const channel = await subscribe(client, { table, filter: `room=eq.${room}` });
    await insert(room, users.clientA.id, 'before sign-in');

    token = await signIn(target(), users.clientA.email, fixturePassword);
    await client.realtime.setAuth();
    await insert(room, users.clientA.id, 'after sign-in');
    await channel.next(inserted('after sign-in'));
    expect(channel.changes.map((change) => change.new.body)).toEqual(['after sign-in']);
  });

  it('refuses a join with a forged or expired token', async () => {
    const forged = mintToken('not the project secret', users.clientA.id, 3600);
    await expect(
      subscribe(
        clientWith(() => forged),
        { table },
      ),
    ).rejects.toThrow(/Invalid JWT/);
    const expired = mintToken(jwtSecret, users.clientA.id, -10);
    await expect(
      subscribe(
        clientWith(() => expired),
        { table },
      ),
    ).rejects.toThrow(/Token has expired/);
  });

  it('rejoins after the connection drops, and delivers what is written after', async () => {
    const room = randomUUID();
    const owner = await subscribe(await signedIn(users.clientA.email), {
      table,
      filter: `room=eq.${room}`,
    });
    const rejoined = new Promise<void>((resolve) => {
      owner.channel.on(
        'system' as never,
        {} as never,
        ((payload: { status?: string }) => {
          if (payload.status === 'ok') resolve();
        }) as never,
      );
    });
    for (const socket of openedSockets) socket.terminate();
    await rejoined;

    await insert(room, users.clientA.id, 'after the drop');
    await owner.next(inserted('after the drop'));
  }, 20_000);

  it('says so when a table is not in the publication', async () => {
    const subscription: Subscription = await subscribe(await signedIn(users.clientA.email), {
      table: 'consultation_requests_not_a_table',
    });
    await expect
      .poll(() => subscription.system)
      .toContainEqual(expect.objectContaining({ status: 'error', extension: 'postgres_changes' }));
  });
});

describe('the Realtime endpoint', () => {
  const socketUrl = (apikey: string) =>
    `${env().apiUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${encodeURIComponent(apikey)}&vsn=2.0.0`;

  it('refuses a connection without a valid API key', async () => {
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(socketUrl('not-a-key'));
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('open', () => resolve(101));
      socket.on('error', () => {});
    });
    expect(status).toBe(403);
  });

  it('answers heartbeats and refuses messages for a channel not joined', async () => {
    const socket = new WebSocket(socketUrl(env().publishableKey));
    await new Promise((resolve) => socket.once('open', resolve));
    const replies: unknown[] = [];
    socket.on('message', (data) => replies.push(JSON.parse(String(data))));
    socket.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]));
    socket.send(JSON.stringify([null, '2', 'realtime:nowhere', 'broadcast', { event: 'x' }]));
    await expect.poll(() => replies.length).toBe(2);
    expect(replies).toEqual([
      [null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }],
      [
        null,
        '2',
        'realtime:nowhere',
        'phx_reply',
        { status: 'error', response: { reason: 'unmatched topic' } },
      ],
    ]);
    socket.close();
  });
});
