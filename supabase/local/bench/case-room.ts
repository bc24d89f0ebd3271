/**
 * Case room benchmark (docs/product/case-room.md, docs/adr/0031): how long a message takes from
 * the sender's `send_case_message` call until the other party's supabase-js Realtime channel
 * (`postgres_changes`, INSERT on public.case_messages filtered `room_id=eq.<room>`) hands it to
 * the page, with 50 rooms active at once.
 *
 * Seeds 50 clients and 50 approved lawyers, one request each, accepted (which opens its room);
 * signs all 100 in through the auth API; subscribes each to their room; then every room sends
 * one message every 10 seconds, client and lawyer in turn (a brisk conversation: each party
 * writes every 20 s; 5 messages a second across the 50 rooms), for 30 seconds after a warm-up
 * round. Every message must reach the other party of its room, and no other subscriber.
 *
 *   pnpm bench:case-room                              # PGlite only
 *   BENCH_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres pnpm bench:case-room
 *   CASE_ROOM_INTERVAL_MS=2000 pnpm bench:case-room   # a heavier load: a message every 2 s a room
 *
 * With BENCH_DATABASE_URL (an admin URL) a scratch database is created on that server and
 * dropped at the end. The API and database ports are SUPABASE_API_PORT / SUPABASE_DB_PORT when
 * set, else free ones. Exit code 1 when a message was lost or misdelivered, or a p95 is over
 * the product's 2 s.
 */
import { performance } from 'node:perf_hooks';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { freePort } from '@nyaya/build-kit/ports';
import { loadConfig, startLocalStack, type LocalStack } from '../src/index.ts';
import { createScratchDatabase, dropScratchDatabase } from '../src/scratch-database.ts';

const ROOMS = 50;
const INTERVAL_MS = Number(process.env.CASE_ROOM_INTERVAL_MS || 10_000);
const DURATION_MS = Number(process.env.CASE_ROOM_DURATION_MS || 30_000);
/** The product's promise: the other party sees a message within 2 s. */
const TARGET_P95_MS = 2_000;
/** How long to wait for stragglers after the last send. */
const DRAIN_MS = 5_000;
const PASSWORD = 'CaseRoomBench#2026';

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const userId = (kind: 'client' | 'lawyer', n: number) =>
  `b${kind === 'client' ? '1' : '2'}000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const email = (kind: 'client' | 'lawyer', n: number) => `bench.${kind}.${n}@case-room.nyaya.test`;

/** The accounts, lawyer profiles and accepted requests, as one script. */
function seedSql(): string {
  const users: string[] = [];
  for (let n = 1; n <= ROOMS; n++) {
    for (const kind of ['client', 'lawyer'] as const) {
      users.push(
        `(${literal(userId(kind, n))}::uuid, ${literal(email(kind, n))}, ` +
          `jsonb_build_object('full_name', ${literal(`Bench ${kind} ${n}`)}, 'role', ${literal(kind)}))`,
      );
    }
  }
  return `
with hash as (select extensions.crypt(${literal(PASSWORD)}, extensions.gen_salt('bf', 4)) as value),
account (id, email, meta) as (values
  ${users.join(',\n  ')}
)
insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
select id, 'authenticated', 'authenticated', email, hash.value, now(),
  '{"provider":"email","providers":["email"]}'::jsonb, meta, now(), now()
from account, hash;

insert into auth.identities (id, provider, provider_id, user_id, identity_data, created_at, updated_at)
select gen_random_uuid(), 'email', id::text, id,
  jsonb_build_object('sub', id::text, 'email', email, 'email_verified', true), now(), now()
from auth.users where email like '%@case-room.nyaya.test';

insert into public.lawyer_profiles (id, bar_council_id, years_experience, expertise_areas, location, approval_status)
select id, 'BENCH/' || substr(id::text, 25) || '/2020', 8, array['Family Law'], 'Delhi High Court', 'approved'
  from auth.users where email like 'bench.lawyer.%@case-room.nyaya.test';

insert into public.consultation_requests (client_id, service_type, description, status)
select id, 'Family Law', 'A question for the case room benchmark.', 'pending'
  from auth.users where email like 'bench.client.%@case-room.nyaya.test';

-- Each lawyer accepts one request, as accept_consultation_request does: the room opens.
update public.consultation_requests r
   set lawyer_id = ('b2' || substr(r.client_id::text, 3))::uuid, status = 'assigned'
 where r.client_id::text like 'b1000000-%';
`;
}

interface Party {
  id: string;
  client: SupabaseClient;
  received: Map<string, number>;
  /** Messages of another room that reached this party (must stay 0). */
  strays: number;
}

interface Room {
  id: string;
  client: Party;
  lawyer: Party;
}

async function signedIn(apiUrl: string, publishableKey: string, address: string, id: string) {
  const auth = createClient(apiUrl, publishableKey, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await auth.auth.signInWithPassword({
    email: address,
    password: PASSWORD,
  });
  if (error || !data.session) throw new Error(`signing in as ${address} failed: ${error?.message}`);
  const token = data.session.access_token;
  const client = createClient(apiUrl, publishableKey, {
    accessToken: async () => token,
    realtime: { transport: ws as never },
  });
  return { id, client, received: new Map<string, number>(), strays: 0 } satisfies Party;
}

async function listen(party: Party, roomId: string): Promise<void> {
  await party.client.realtime.setAuth();
  await new Promise<void>((resolve, reject) => {
    party.client
      .channel(`case-room:${roomId}:${party.id}`)
      .on(
        'postgres_changes',
        {
          event: 'INSERT',
          schema: 'public',
          table: 'case_messages',
          filter: `room_id=eq.${roomId}`,
        },
        (payload) => {
          const row = payload.new as { room_id: string; body: string; sender_id: string };
          if (row.room_id !== roomId) party.strays += 1;
          else if (row.sender_id !== party.id) party.received.set(row.body, performance.now());
        },
      )
      .subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve();
        else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
          reject(new Error(`${party.id} not subscribed: ${status} ${error?.message ?? ''}`));
      });
  });
}

interface Sent {
  body: string;
  to: Party;
  at: number;
  /** How long send_case_message took to answer. */
  rpcMs?: number;
}

async function send(room: Room, from: Party, to: Party, body: string, log: Sent[]) {
  const at = performance.now();
  const sent: Sent = { body, to, at };
  log.push(sent);
  const { error } = await from.client.rpc('send_case_message', { room_id: room.id, body });
  if (error) throw new Error(`send_case_message failed: ${error.message}`);
  sent.rpcMs = performance.now() - at;
}

async function startStack(databaseUrl: string | null) {
  const config = loadConfig({
    SUPABASE_API_PORT: process.env.SUPABASE_API_PORT || String(await freePort()),
    SUPABASE_DB_PORT: process.env.SUPABASE_DB_PORT || String(await freePort()),
    SUPABASE_DATA_DIR: ':memory:',
    DATABASE_URL: databaseUrl ?? '',
    // 100 sign-ins from one address in a few seconds.
    SUPABASE_AUTH_RATE_LIMIT_SCALE: '100',
  });
  // No MailDev: the benchmark reads no mail, and it would need two more ports.
  const stack = await startLocalStack(config, { mailbox: false });
  return { stack, publishableKey: config.publishableKey };
}

interface Result {
  database: string;
  sent: number;
  delivered: number;
  strays: number;
  p50: number;
  p95: number;
  max: number;
  /** send_case_message's own answer time. */
  rpcP50: number;
  rpcP95: number;
  /** Messages a second, offered. */
  rate: number;
}

/** Nearest-rank percentile of an ascending list. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function serverVersion(stack: LocalStack): Promise<string> {
  const [row] = await stack.database.query<{ version: string }>(
    `select current_setting('server_version') as version`,
  );
  return row!.version.split(' ')[0]!;
}

async function benchmark(label: string, databaseUrl: string | null): Promise<Result> {
  const { stack, publishableKey } = await startStack(databaseUrl);
  const parties: Party[] = [];
  try {
    const database = `${label} ${await serverVersion(stack)}`;
    console.error(`\n${database}: seeding ${ROOMS} rooms`);
    await stack.database.runScript(seedSql());
    const rooms = await stack.database.query<{ id: string; client_id: string; lawyer_id: string }>(
      `select id, client_id, lawyer_id from public.case_rooms
        where closed_at is null and client_id::text like 'b1000000-%' order by client_id`,
    );
    if (rooms.length !== ROOMS) throw new Error(`${rooms.length} open rooms, expected ${ROOMS}`);

    console.error(`${database}: signing in and subscribing ${ROOMS * 2} parties`);
    const active: Room[] = [];
    for (const [index, row] of rooms.entries()) {
      const n = index + 1;
      const client = await signedIn(
        stack.apiUrl,
        publishableKey,
        email('client', n),
        row.client_id,
      );
      const lawyer = await signedIn(
        stack.apiUrl,
        publishableKey,
        email('lawyer', n),
        row.lawyer_id,
      );
      parties.push(client, lawyer);
      await Promise.all([listen(client, row.id), listen(lawyer, row.id)]);
      active.push({ id: row.id, client, lawyer });
    }

    // Warm-up: one message each way in every room, not measured.
    const warmUp: Sent[] = [];
    await Promise.all(
      active.map((room) => send(room, room.client, room.lawyer, `warm-up ${room.id}`, warmUp)),
    );
    const warmDeadline = performance.now() + 10_000;
    while (
      warmUp.some((sent) => !sent.to.received.has(sent.body)) &&
      performance.now() < warmDeadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    console.error(
      `${database}: ${ROOMS} rooms, one message every ${INTERVAL_MS / 1000} s each, for ${DURATION_MS / 1000} s`,
    );
    const log: Sent[] = [];
    const started = performance.now();
    await Promise.all(
      active.map(async (room, index) => {
        // Rooms start spread over the interval, as people type at their own pace.
        await new Promise((resolve) => setTimeout(resolve, (index * INTERVAL_MS) / ROOMS));
        for (let turn = 0; performance.now() - started < DURATION_MS; turn++) {
          const next = performance.now() + INTERVAL_MS;
          const [from, to] =
            turn % 2 === 0 ? [room.client, room.lawyer] : [room.lawyer, room.client];
          await send(room, from, to, `message ${turn} in ${room.id}`, log);
          await new Promise((resolve) =>
            setTimeout(resolve, Math.max(0, next - performance.now())),
          );
        }
      }),
    );
    const drainDeadline = performance.now() + DRAIN_MS;
    while (
      log.some((sent) => !sent.to.received.has(sent.body)) &&
      performance.now() < drainDeadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const latencies = log
      .filter((sent) => sent.to.received.has(sent.body))
      .map((sent) => sent.to.received.get(sent.body)! - sent.at)
      .sort((a, b) => a - b);
    const rpc = log
      .map((sent) => sent.rpcMs)
      .filter((value): value is number => value !== undefined)
      .sort((a, b) => a - b);
    return {
      database,
      rate: (log.length * 1000) / DURATION_MS,
      rpcP50: percentile(rpc, 50),
      rpcP95: percentile(rpc, 95),
      sent: log.length,
      delivered: latencies.length,
      strays: parties.reduce((sum, party) => sum + party.strays, 0),
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      max: latencies[latencies.length - 1] ?? Number.NaN,
    };
  } finally {
    await Promise.all(parties.map((party) => party.client.removeAllChannels()));
    await stack.stop();
  }
}

function report(results: Result[]): boolean {
  const ms = (value: number) => value.toFixed(1);
  console.log(`# Case room benchmark (Node ${process.version})\n`);
  console.log(
    `${ROOMS} rooms open at once (${ROOMS * 2} parties subscribed), each room sending one message ` +
      `every ${INTERVAL_MS / 1000} s for ${DURATION_MS / 1000} s; latency from the sender's ` +
      "`send_case_message` call to the other party's `postgres_changes` callback.\n",
  );
  console.log(
    '| Database | Messages | Per second | Delivered | Misdelivered | p50 ms | p95 ms | max ms | send_case_message p50 / p95 ms |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    console.log(
      `| ${r.database} | ${r.sent} | ${r.rate.toFixed(1)} | ${r.delivered} | ${r.strays} | ${ms(r.p50)} | ` +
        `${ms(r.p95)} | ${ms(r.max)} | ${ms(r.rpcP50)} / ${ms(r.rpcP95)} |`,
    );
  }
  const failing = results.filter(
    (r) => r.delivered !== r.sent || r.strays > 0 || !(r.p95 < TARGET_P95_MS),
  );
  console.log(
    `\nTarget: every message delivered to its room only, p95 < ${TARGET_P95_MS} ms: ` +
      (failing.length === 0 ? 'MET' : `NOT MET (${failing.map((r) => r.database).join('; ')})`),
  );
  if (!results.some((r) => r.database.startsWith('PostgreSQL'))) {
    console.log('PostgreSQL: NOT MEASURED (set BENCH_DATABASE_URL)');
  }
  return failing.length === 0;
}

async function main(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL || null;
  const results = [await benchmark('PGlite', null)];
  if (adminUrl) {
    const databaseUrl = await createScratchDatabase(adminUrl, 'nyaya_bench_case_room');
    try {
      results.push(await benchmark('PostgreSQL', databaseUrl));
    } finally {
      await dropScratchDatabase(adminUrl, databaseUrl);
    }
  }
  if (!report(results)) process.exitCode = 1;
}

await main();
