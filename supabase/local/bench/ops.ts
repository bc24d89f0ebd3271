/**
 * Staff console benchmark: seeds 100,000 callbacks and 10,000 complaints over the database
 * connection (one set-based statement per table, deterministic), signs in through the API as
 * seed.sql's demo support agent and reviewer, and times what the console asks of the database
 * (docs/product/ops-console.md), exactly as it calls it with supabase-js:
 *
 *   1. the queue page's first render: ops_counters + the first page (25) of callback_queue and
 *      of complaint_queue in parallel (support); ops_counters + verification_queue (reviewer);
 *   2. a status change: take_callback then set_callback_status 'contacted' on a callback nobody
 *      holds yet (a different one every run); set_complaint_status 'in_review' on a received
 *      complaint (a different one every run);
 *   3. a deep keyset page: callback_queue after the cursor of the 50,000th open callback.
 *
 *   pnpm bench:ops                                  # PGlite only
 *   BENCH_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres pnpm bench:ops
 *
 * With BENCH_DATABASE_URL (an admin URL) a scratch database is created on that server and
 * dropped at the end. The API and database ports are SUPABASE_API_PORT / SUPABASE_DB_PORT when
 * set, else free ones. Exit code 1 when a PostgreSQL p95 is over the target.
 */
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { performance } from 'node:perf_hooks';
import { loadConfig, startLocalStack, type LocalStack } from '../src/index.ts';
import type { Database, DatabaseClient } from '../src/types/database.ts';
import { freePort } from '@nyaya/build-kit/ports';
import { createScratchDatabase, dropScratchDatabase } from '../src/scratch-database.ts';

const CALLBACKS = 100_000;
const COMPLAINTS = 10_000;
const WARM_UP = 5;
const RUNS = 50;
const PAGE_SIZE = 25;
/** How far into the open callbacks the deep page's cursor is. */
const DEEP_OFFSET = 50_000;
const TARGET_P95_MS = 300;

/** seed.sql's demo staff (docs/product/users-and-roles.md). */
const DEMO_PASSWORD = 'NyayaDemo#2026';
const SUPPORT_EMAIL = 'support.demo@nyaya.test';
const REVIEWER_EMAIL = 'reviewer.demo@nyaya.test';
/** Rohan Das (support) and Kavya Nair (reviewer and support) in seed.sql. */
const SUPPORT_ID = 'd0000000-0000-4000-8000-000000000009';
const OPS_ID = 'd0000000-0000-4000-8000-00000000000a';

// ---------------------------------------------------------------------------
// Seeding
// ---------------------------------------------------------------------------

// prettier-ignore
const NAMES = [
  'Aarav Sharma', 'Aditi Verma', 'Akash Gupta', 'Ananya Iyer', 'Anil Kumar', 'Arjun Nair',
  'Deepak Reddy', 'Divya Menon', 'Farhan Khan', 'Gurpreet Singh', 'Isha Patel', 'Joseph Thomas',
  'Kavita Joshi', 'Lakshmi Rao', 'Manoj Das', 'Neha Banerjee', 'Pooja Kulkarni', 'Rahul Mishra',
  'Rekha Pillai', 'Sanjay Yadav', 'Sneha Ghosh', 'Suresh Naidu', 'Tanvi Kapoor', "Zoya D'Souza",
];

// prettier-ignore
const ISSUES = [
  'My landlord is refusing to return the security deposit after I vacated the flat.',
  'I need advice on a cheque that bounced for a business payment.',
  'My employer has not paid my salary for three months.',
  'A property dispute with my relatives over our late father\'s house.',
  'I want to know how to file for mutual consent divorce.',
  'The builder has delayed possession of my apartment by two years.',
  'I received a legal notice about a loan I did not take.',
  'How do I register a complaint about online fraud on my bank account?',
];

// prettier-ignore
const COMPLAINT_TEXTS = [
  'The lawyer I booked did not join the scheduled call and has not replied since.',
  'I was charged more than the hourly rate shown on the profile.',
  'The lawyer shared details of my case with someone else without asking me.',
  'The consultation was cancelled at the last minute without any reason.',
  'The advice I received was rushed and the lawyer was rude on the call.',
];

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: string[]) => `array[${values.map(literal).join(', ')}]::text[]`;

/** A valid Indian mobile in the stored form (+91 then 10 digits starting 6-9), from n. */
const mobileSql = (n: string) =>
  `'+91' || (6 + ${n} % 4)::text || lpad(((${n})::bigint * 7919 % 1000000000)::text, 9, '0')`;

// Statuses: about 40 % new (1 in 20 of them already taken), 10 % no answer (retry from a day ago
// to two days ahead), 20 % contacted, 30 % resolved; created over the last 30 days. Every
// callback past new is held by one of the two demo support agents.
const seedCallbacksSql = `
select setseed(0.2611);
insert into public.call_support_requests
  (name, mobile_number, issue_description, source, created_at,
   status, retry_at, assigned_to, assigned_at, updated_at)
select
  names[1 + floor(random() * cardinality(names))::int],
  ${mobileSql('n')},
  issues[1 + floor(random() * cardinality(issues))::int],
  'site',
  created_at,
  status,
  case when status = 'no_answer' then now() + make_interval(hours => floor(random() * 72)::int - 24) end,
  holder,
  -- Taken two hours after it came in; worked on for a day since.
  case when holder is not null then least(now(), created_at + interval '2 hours') end,
  case when holder is null then created_at
       when status = 'new' then least(now(), created_at + interval '2 hours')
       else least(now(), created_at + interval '1 day') end
from (
  select n, names, issues, created_at, status,
         case when status <> 'new' or random() < 0.05
              then case when random() < 0.7 then '${SUPPORT_ID}'::uuid else '${OPS_ID}'::uuid end
         end as holder
    from (
      select n, now() - make_interval(secs => random() * 30 * 86400) as created_at,
             case when pick < 0.4 then 'new' when pick < 0.5 then 'no_answer'
                  when pick < 0.7 then 'contacted' else 'resolved' end as status
        from generate_series(1, ${CALLBACKS}) n
       cross join lateral (select random() + n * 0 as pick) picked
    ) spread
   cross join (select ${textArray(NAMES)} as names, ${textArray(ISSUES)} as issues) texts
) callbacks;
`;

// Statuses: about 40 % received, 20 % in review, 25 % resolved, 15 % rejected (with the
// response the complainant is sent); created over the last 30 days.
const seedComplaintsSql = `
select setseed(0.3011);
insert into public.complaints
  (email, phone_number, complaint_text, source, created_at,
   status, response, handled_by, updated_at)
select
  'bench.complainant.' || n || '@example.in',
  ${mobileSql('(n + 500000)')},
  texts[1 + floor(random() * cardinality(texts))::int],
  'site',
  created_at,
  status,
  case status
    when 'resolved' then 'We spoke to the lawyer and arranged a refund of your consultation fee.'
    when 'rejected' then 'We reviewed the consultation record and found no breach of our terms.'
  end,
  case when status <> 'received' then '${SUPPORT_ID}'::uuid end,
  case when status = 'received' then created_at
       else least(now(), created_at + interval '1 day') end
from (
  select n, texts,
         now() - make_interval(secs => random() * 30 * 86400) as created_at,
         case when pick < 0.4 then 'received' when pick < 0.6 then 'in_review'
              when pick < 0.85 then 'resolved' else 'rejected' end as status
    from generate_series(1, ${COMPLAINTS}) n
   cross join (select ${textArray(COMPLAINT_TEXTS)} as texts) texts
   cross join lateral (select random() + n * 0 as pick) picked
) complaints;
`;

/** Seeds the callbacks and complaints and returns how long each step took, in ms. */
async function seed(stack: LocalStack): Promise<Record<string, number>> {
  const steps: [string, string][] = [
    [`${CALLBACKS.toLocaleString('en')} callbacks`, seedCallbacksSql],
    [
      `${COMPLAINTS.toLocaleString('en')} complaints (+ receipt mails by trigger)`,
      seedComplaintsSql,
    ],
    // Fresh statistics, as autovacuum would gather after a bulk load.
    ['vacuum analyze', 'vacuum analyze public.call_support_requests, public.complaints;'],
  ];
  const timings: Record<string, number> = {};
  for (const [step, sql] of steps) {
    const started = performance.now();
    await stack.database.runScript(sql);
    timings[step] = performance.now() - started;
  }
  return timings;
}

// ---------------------------------------------------------------------------
// Measuring over HTTP
// ---------------------------------------------------------------------------

interface Stats {
  n: number;
  p50: number;
  p95: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentile of an ascending list. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Runs `run` WARM_UP times unmeasured, then RUNS times measured; `i` counts all calls. */
async function measure(run: (i: number) => Promise<void>): Promise<Stats> {
  for (let i = 0; i < WARM_UP; i++) await run(i);
  const times: number[] = [];
  for (let i = WARM_UP; i < WARM_UP + RUNS; i++) {
    const t0 = performance.now();
    await run(i);
    times.push(performance.now() - t0);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1]!,
    mean: sorted.reduce((sum, t) => sum + t, 0) / sorted.length,
  };
}

/** The data of a call, or the error's message as an exception. */
function unwrap<T>(name: string, result: { data: T | null; error: { message: string } | null }): T {
  if (result.error) throw new Error(`${name} failed: ${result.error.message}`);
  return result.data as T;
}

function expectRows(name: string, rows: unknown[], expected: number): void {
  if (rows.length !== expected)
    throw new Error(`${name} returned ${rows.length} rows, expected ${expected}`);
}

async function signIn(apiUrl: string, publishableKey: string, email: string) {
  const client: DatabaseClient = createClient<Database>(apiUrl, publishableKey, {
    // Node 20 has no global WebSocket; supabase-js needs one even when realtime is unused.
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw new Error(`signing in as ${email} failed: ${error.message}`);
  return client;
}

async function supportFirstRender(client: DatabaseClient): Promise<void> {
  const [counters, callbacks, complaints] = await Promise.all([
    client.rpc('ops_counters'),
    client.rpc('callback_queue', { page_size: PAGE_SIZE }),
    client.rpc('complaint_queue', { page_size: PAGE_SIZE }),
  ]);
  unwrap('ops_counters', counters);
  expectRows('callback_queue', unwrap('callback_queue', callbacks), PAGE_SIZE);
  expectRows('complaint_queue', unwrap('complaint_queue', complaints), PAGE_SIZE);
}

async function reviewerFirstRender(client: DatabaseClient): Promise<void> {
  const [counters, queue] = await Promise.all([
    client.rpc('ops_counters'),
    client.rpc('verification_queue', { page_size: PAGE_SIZE }),
  ]);
  unwrap('ops_counters', counters);
  unwrap('verification_queue', queue);
}

async function changeCallbackStatus(client: DatabaseClient, id: string): Promise<void> {
  unwrap('take_callback', await client.rpc('take_callback', { callback_id: id }));
  unwrap(
    'set_callback_status',
    await client.rpc('set_callback_status', { callback_id: id, status: 'contacted' }),
  );
}

async function changeComplaintStatus(client: DatabaseClient, id: string): Promise<void> {
  unwrap(
    'set_complaint_status',
    await client.rpc('set_complaint_status', { complaint_id: id, status: 'in_review' }),
  );
}

interface Cursor {
  rank: number;
  created_at: string;
  id: string;
}

async function deepPage(client: DatabaseClient, cursor: Cursor): Promise<void> {
  const page = await client.rpc('callback_queue', {
    page_size: PAGE_SIZE,
    after_rank: cursor.rank,
    after_created_at: cursor.created_at,
    after_id: cursor.id,
  });
  expectRows('callback_queue after a deep cursor', unwrap('callback_queue', page), PAGE_SIZE);
}

// ---------------------------------------------------------------------------
// One database, end to end
// ---------------------------------------------------------------------------

interface Result {
  database: string;
  query: string;
  stats: Stats;
}

async function startStack(databaseUrl: string | null) {
  const config = loadConfig({
    SUPABASE_API_PORT: process.env.SUPABASE_API_PORT || String(await freePort()),
    SUPABASE_DB_PORT: process.env.SUPABASE_DB_PORT || String(await freePort()),
    SUPABASE_DATA_DIR: ':memory:',
    DATABASE_URL: databaseUrl ?? '',
  });
  // No MailDev: the benchmark reads no mail, and it would need two more ports.
  const stack = await startLocalStack(config, { mailbox: false });
  return { stack, publishableKey: config.publishableKey };
}

/** Ids the status-change runs use up: one per run, warm-ups included. */
async function freshIds(stack: LocalStack, sql: string): Promise<string[]> {
  const rows = await stack.database.query<{ id: string }>(sql);
  if (rows.length < WARM_UP + RUNS)
    throw new Error(`only ${rows.length} rows to change, need ${WARM_UP + RUNS}`);
  return rows.map((row) => row.id);
}

async function benchmark(label: string, databaseUrl: string | null): Promise<Result[]> {
  const { stack, publishableKey } = await startStack(databaseUrl);
  try {
    const [{ version }] = (await stack.database.query<{ version: string }>(
      `select current_setting('server_version') as version`,
    )) as [{ version: string }];
    const database = `${label} ${version.split(' ')[0]}`;
    console.log(`\n## ${database}\n`);

    const timings = await seed(stack);
    const total = Object.values(timings).reduce((sum, ms) => sum + ms, 0);
    console.log(`Seeded in ${(total / 1000).toFixed(1)} s:`);
    for (const [step, ms] of Object.entries(timings))
      console.log(`  ${step.padEnd(48)} ${ms.toFixed(0).padStart(6)} ms`);
    const [counts] = await stack.database.query<Record<string, number>>(`
      select (select count(*)::int from public.call_support_requests) as callbacks,
             (select count(*)::int from public.call_support_requests
               where status in ('new', 'no_answer') and created_at < now() - interval '1 day') as overdue,
             (select count(*)::int from public.complaints) as complaints,
             (select count(*)::int from public.complaints
               where status in ('received', 'in_review')) as open_complaints`);
    console.log(`  now: ${JSON.stringify(counts)}`);

    const support = await signIn(stack.apiUrl, publishableKey, SUPPORT_EMAIL);
    const reviewer = await signIn(stack.apiUrl, publishableKey, REVIEWER_EMAIL);
    console.log(
      `  ops_counters as ${SUPPORT_EMAIL}: ${JSON.stringify(unwrap('ops_counters', await support.rpc('ops_counters')))}`,
    );

    const callbackIds = await freshIds(
      stack,
      `select id from public.call_support_requests
        where status = 'new' and assigned_to is null
        order by created_at desc, id limit ${WARM_UP + RUNS}`,
    );
    const complaintIds = await freshIds(
      stack,
      `select id from public.complaints where status = 'received'
        order by created_at desc, id limit ${WARM_UP + RUNS}`,
    );

    const results: Result[] = [];
    const run = async (query: string, body: (i: number) => Promise<void>) => {
      const stats = await measure(body);
      results.push({ database, query, stats });
      printStats(query, stats);
    };

    await run('support first render: ops_counters + callback_queue + complaint_queue', () =>
      supportFirstRender(support),
    );
    await run('reviewer first render: ops_counters + verification_queue', () =>
      reviewerFirstRender(reviewer),
    );
    await run('take_callback + set_callback_status (contacted)', (i) =>
      changeCallbackStatus(support, callbackIds[i]!),
    );
    await run('set_complaint_status (in_review)', (i) =>
      changeComplaintStatus(support, complaintIds[i]!),
    );

    // The cursor as the console sends it: the last row's sort_rank, created_at and id.
    const [cursor] = await stack.database.query<Cursor>(`
      select private.callback_status_rank(status) as rank,
             to_json(created_at) #>> '{}' as created_at, id
        from public.call_support_requests
       where status <> 'resolved'
       order by private.callback_status_rank(status), created_at, id
      offset ${DEEP_OFFSET - 1} limit 1`);
    if (!cursor) throw new Error(`fewer than ${DEEP_OFFSET} open callbacks`);
    await run(`callback_queue page after ${DEEP_OFFSET.toLocaleString('en')} rows (keyset)`, () =>
      deepPage(support, cursor),
    );

    await Promise.all([support.auth.signOut(), reviewer.auth.signOut()]);
    return results;
  } finally {
    await stack.stop();
  }
}

// ---------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------

const ms = (value: number) => value.toFixed(1);

function printStats(label: string, stats: Stats): void {
  console.log(
    `\n${label}\n  n=${stats.n}  p50=${ms(stats.p50)} ms  p95=${ms(stats.p95)} ms  ` +
      `max=${ms(stats.max)} ms  mean=${ms(stats.mean)} ms`,
  );
}

function report(results: Result[]): boolean {
  console.log('\n## Results\n');
  console.log('| Database | Request | n | p50 ms | p95 ms | max ms | mean ms |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const { database, query, stats } of results) {
    console.log(
      `| ${database} | ${query} | ${stats.n} | ${ms(stats.p50)} | ${ms(stats.p95)} | ` +
        `${ms(stats.max)} | ${ms(stats.mean)} |`,
    );
  }
  const postgres = results.filter((r) => r.database.startsWith('PostgreSQL'));
  if (postgres.length === 0) {
    console.log(
      `\nTarget: p95 < ${TARGET_P95_MS} ms on PostgreSQL: NOT MEASURED (set BENCH_DATABASE_URL)`,
    );
    return true;
  }
  const over = postgres.filter((r) => r.stats.p95 >= TARGET_P95_MS);
  console.log(
    `\nTarget: p95 < ${TARGET_P95_MS} ms on PostgreSQL: ` +
      (over.length === 0 ? 'MET' : `NOT MET (${over.map((r) => r.query).join('; ')})`),
  );
  return over.length === 0;
}

async function main(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL || null;
  console.log(`# Staff console benchmark (Node ${process.version})`);
  const results = await benchmark('PGlite', null);
  if (adminUrl) {
    const databaseUrl = await createScratchDatabase(adminUrl, 'nyaya_bench_ops');
    try {
      results.push(...(await benchmark('PostgreSQL', databaseUrl)));
    } finally {
      await dropScratchDatabase(adminUrl, databaseUrl);
    }
  }
  if (!report(results)) process.exitCode = 1;
}

await main();
