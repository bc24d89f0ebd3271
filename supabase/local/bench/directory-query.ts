/**
 * Lawyer directory benchmark: seeds 10,000 approved lawyers, then times the directory
 * search over HTTP exactly as the app calls it, an all-rows fetch for comparison, and
 * checks with EXPLAIN that the text search uses the trigram indexes.
 *
 *   pnpm bench:db                                   # PGlite only
 *   BENCH_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres pnpm bench:db
 *
 * With BENCH_DATABASE_URL (an admin URL) a scratch database is created on that server
 * and dropped at the end. Exit code 1 when an EXPLAIN check fails.
 */
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { performance } from 'node:perf_hooks';
import { loadConfig, startLocalStack, type LocalStack } from '../src/index.ts';
import type { Database, DatabaseClient, FunctionArgs } from '../src/types/database.ts';
import { freePort } from '../test/support/free-port.ts';
import { createScratchDatabase, dropScratchDatabase } from '../src/scratch-database.ts';

const LAWYERS = 10_000;
const WARM_UP = 20;
const SEARCHES = 200;
/** The all-rows fetch is ~11 requests per iteration; stop early once this budget is spent. */
const ALL_ROWS_BUDGET_MS = 90_000;
/** config.toml [api] max_rows: the API returns at most this many rows per request. */
const PAGE_SIZE = 1000;
const TARGET_P95_MS = 50;

// ---------------------------------------------------------------------------
// Workload
// ---------------------------------------------------------------------------

/** Every filter set, as the filter form sends them when all are used. */
type DirectoryFilters = Required<FunctionArgs<'search_lawyer_directory'>>;

/** Filter combinations a visitor would plausibly try; the benchmark rotates through them. */
// prettier-ignore
const FILTERS: DirectoryFilters[] = [
  { search: 'sharma', specialization: 'Family Law', min_rating: 3, min_experience: 2, city: 'Delhi' },
  { search: 'kumar', specialization: 'Criminal Law', min_rating: 4, min_experience: 5, city: 'Mumbai' },
  { search: 'high court', specialization: 'Property Law', min_rating: 3, min_experience: 10, city: 'Chennai' },
  { search: 'iyer', specialization: 'Tax Law', min_rating: 4, min_experience: 2, city: 'Chennai' },
  { search: 'reddy', specialization: 'Business Law', min_rating: 3, min_experience: 5, city: 'Hyderabad' },
  { search: 'banerjee', specialization: 'Employment Law', min_rating: 4, min_experience: 10, city: 'Kolkata' },
  { search: 'patel', specialization: 'Intellectual Property', min_rating: 3, min_experience: 2, city: 'Ahmedabad' },
  { search: 'singh', specialization: 'Immigration Law', min_rating: 4, min_experience: 5, city: 'Delhi' },
  { search: 'district court', specialization: 'Personal Injury', min_rating: 3, min_experience: 5, city: 'Bangalore' },
  { search: 'nair', specialization: 'Environmental Law', min_rating: 3, min_experience: 2, city: 'Kerala' },
  { search: 'priya', specialization: 'Family Law', min_rating: 4, min_experience: 10, city: 'Mumbai' },
  { search: 'khan', specialization: 'Criminal Law', min_rating: 3, min_experience: 5, city: 'Lucknow' },
];

// prettier-ignore
const FIRST_NAMES = [
  'Aarav', 'Aditi', 'Aditya', 'Akash', 'Ananya', 'Anil', 'Anjali', 'Arjun', 'Deepak', 'Divya',
  'Farhan', 'Gaurav', 'Gurpreet', 'Harish', 'Isha', 'Joseph', 'Karan', 'Kavita', 'Lakshmi', 'Manoj',
  'Meera', 'Mohammed', 'Neha', 'Nikhil', 'Pooja', 'Pradeep', 'Priya', 'Rahul', 'Rajesh', 'Ramesh',
  'Ravi', 'Rekha', 'Rohan', 'Sanjay', 'Sara', 'Shreya', 'Simran', 'Sneha', 'Sunil', 'Suresh',
  'Swati', 'Tanvi', 'Varun', 'Venkat', 'Vikram', 'Vivek', 'Zoya', 'Lalitha',
];

// prettier-ignore
const LAST_NAMES = [
  'Sharma', 'Verma', 'Gupta', 'Kumar', 'Singh', 'Patel', 'Shah', 'Mehta', 'Iyer', 'Iyengar',
  'Nair', 'Menon', 'Pillai', 'Reddy', 'Rao', 'Naidu', 'Banerjee', 'Chatterjee', 'Mukherjee', 'Ghosh',
  'Das', 'Bose', 'Sen', 'Khan', 'Qureshi', 'Siddiqui', 'Joshi', 'Kulkarni', 'Deshpande', 'Patil',
  'Jadhav', 'Gill', 'Sandhu', 'Kaur', 'Chauhan', 'Yadav', 'Mishra', 'Tiwari', 'Pandey', 'Dubey',
  'Fernandes', "D'Souza", 'Thomas', 'Kapoor', 'Malhotra', 'Agarwal', 'Bhat', 'Hegde',
];

// ---------------------------------------------------------------------------
// Database lifecycle
// ---------------------------------------------------------------------------

interface Target {
  label: string;
  /** Scratch database on the BENCH_DATABASE_URL server, or null for PGlite. */
  databaseUrl: string | null;
}

async function startStack(
  databaseUrl: string | null,
): Promise<{ stack: LocalStack; publishableKey: string }> {
  const config = loadConfig({
    SUPABASE_API_PORT: String(await freePort()),
    SUPABASE_DATA_DIR: ':memory:',
    DATABASE_URL: databaseUrl ?? '',
  });
  // No MailDev: nothing here sends e-mail, and it would need two more ports.
  const stack = await startLocalStack(config, { mailbox: false });
  return { stack, publishableKey: config.publishableKey };
}

// ---------------------------------------------------------------------------
// Seeding: one set-based statement per table
// ---------------------------------------------------------------------------

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: string[]) => `array[${values.map(literal).join(', ')}]::text[]`;

/** Deterministic ids, so a lawyer's profile can be joined back to its auth user. */
const benchId = (n: string) => `('b0000000-0000-4000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`;

const seedUsersSql = `
select setseed(0.2026);
insert into auth.users (
  id, aud, role, email, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change_token_current,
  email_change, phone_change, phone_change_token, reauthentication_token,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
)
select
  ${benchId('n')}, 'authenticated', 'authenticated', 'bench.lawyer.' || n || '@lawyers.nyaya.test', now(),
  '', '', '', '', '', '', '', '',
  jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email')),
  -- The profile trigger copies full_name; lawyer_profiles.name is filled from the profile.
  jsonb_build_object(
    'full_name',
    first_names[1 + floor(random() * cardinality(first_names))::int] || ' ' ||
      last_names[1 + floor(random() * cardinality(last_names))::int],
    'role', 'lawyer'),
  now(), now()
from generate_series(1, ${LAWYERS}) n
cross join (select ${textArray(FIRST_NAMES)} as first_names, ${textArray(LAST_NAMES)} as last_names) names;
`;

const seedIdentitiesSql = `
insert into auth.identities (id, user_id, provider, provider_id, identity_data, created_at, updated_at)
select u.id, u.id, 'email', u.id::text,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
       u.created_at, u.created_at
  from auth.users u
 where u.email like 'bench.lawyer.%@lawyers.nyaya.test';
`;

// The sub-selects mention n, so they run once per row (uncorrelated ones would run once
// in all); ordering by md5(item || n) picks a different subset for every lawyer.
const seedLawyersSql = `
select setseed(0.1947);
insert into public.lawyer_profiles
  (id, bar_council_id, years_experience, expertise_areas, location, bio,
   approval_status, rating, hourly_rate, created_at)
select
  ${benchId('n')},
  'BENCH/' || n || '/' || (1990 + n % 35),
  1 + floor(random() * 35)::int,
  array(select area from unnest(public.legal_specializations()) area
         order by md5(area || n) limit area_count),
  (select string_agg(place, ', ') from (
     select place from unnest(public.practice_locations()) place
      order by md5(place || n) limit location_count) picked),
  'Advocate with a practice in litigation and advisory work.',
  'approved',
  case when random() < 0.1 then null else round((3 + random() * 2)::numeric, 1) end,
  case when random() < 0.15 then null else 500 * (1 + floor(random() * 20)::int) end,
  now() - make_interval(days => floor(random() * 1500)::int)
from (
  select n, 1 + floor(random() * 4)::int as area_count, 1 + floor(random() * 3)::int as location_count
    from generate_series(1, ${LAWYERS}) n
) lawyers;
`;

async function seed(stack: LocalStack): Promise<Record<string, number>> {
  const steps: [string, string][] = [
    ['auth.users (+ profiles by trigger)', seedUsersSql],
    ['auth.identities', seedIdentitiesSql],
    ['lawyer_profiles', seedLawyersSql],
    // Fresh statistics, as autovacuum would gather after a bulk load. (The trigram indexes
    // are built with fastupdate off, so no vacuum is needed for the planner to use them.)
    [
      'analyze',
      'analyze auth.users, auth.identities, public.profiles, public.lawyer_profiles, private.lawyer_listings;',
    ],
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
  p99: number;
  mean: number;
  rows: number;
}

/** Nearest-rank percentile of an ascending list. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Runs `query` `warmUp` times unmeasured (JIT, plan and connection caches), then up to
 * `count` times measured, stopping early once `budgetMs` is spent. `query` returns the
 * number of rows it received.
 */
async function measure(
  query: (i: number) => Promise<number>,
  count: number,
  warmUp: number,
  budgetMs = Infinity,
): Promise<Stats> {
  for (let i = 0; i < warmUp; i++) await query(i);
  const times: number[] = [];
  let rows = 0;
  const started = performance.now();
  for (let i = 0; i < count && performance.now() - started < budgetMs; i++) {
    const t0 = performance.now();
    rows += await query(i);
    times.push(performance.now() - t0);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    mean: sorted.reduce((sum, t) => sum + t, 0) / sorted.length,
    rows: rows / sorted.length,
  };
}

/** The directory page exactly as the app requests it: first 24, best rated first. */
async function searchDirectory(client: DatabaseClient, filters: DirectoryFilters): Promise<number> {
  const { data, error } = await client
    .rpc('search_lawyer_directory', { ...filters }, { count: 'exact' })
    .order('rating', { ascending: false, nullsFirst: false })
    .order('id')
    .range(0, 23);
  if (error) throw new Error(`search_lawyer_directory failed: ${error.message}`);
  return data.length;
}

/** Every directory row. The API caps a response at max_rows, so page until a short page. */
async function fetchAllLawyers(client: DatabaseClient): Promise<number> {
  let total = 0;
  for (let from = 0; ; from += PAGE_SIZE) {
    const { data, error } = await client
      .from('lawyer_directory')
      .select('*')
      .order('id')
      .range(from, from + PAGE_SIZE - 1);
    if (error) throw new Error(`lawyer_directory select failed: ${error.message}`);
    total += data.length;
    if (data.length < PAGE_SIZE) return total;
  }
}

// ---------------------------------------------------------------------------
// EXPLAIN
// ---------------------------------------------------------------------------

// The search reads the directory listing (private.lawyer_listings, ADR 13), indexed like the profiles were.
const TRIGRAM_INDEXES = ['lawyer_listings_name_trgm_idx', 'lawyer_listings_location_trgm_idx'];

const EXPLAINED: { label: string; sql: string }[] = [
  {
    label: 'search + all filters',
    sql: `select * from public.search_lawyer_directory(
            search => 'sharma', specialization => 'Family Law', min_rating => 3,
            min_experience => 2, city => 'Delhi')
          order by rating desc nulls last, id limit 24`,
  },
  {
    label: 'search alone',
    sql: `select * from public.search_lawyer_directory(search => 'sharma')
          order by rating desc nulls last, id limit 24`,
  },
];

async function explain(stack: LocalStack, sql: string): Promise<string> {
  const rows = await stack.database.query<Record<string, string>>(
    `explain (analyze, buffers off, costs off) ${sql}`,
  );
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

// ---------------------------------------------------------------------------
// One database, end to end
// ---------------------------------------------------------------------------

interface Result {
  database: string;
  query: string;
  stats: Stats;
}

async function benchmark(target: Target): Promise<{ results: Result[]; explainPassed: boolean }> {
  const { stack, publishableKey } = await startStack(target.databaseUrl);
  try {
    const [{ version }] = (await stack.database.query<{ version: string }>(
      `select current_setting('server_version') as version`,
    )) as [{ version: string }];
    const database = `${target.label} ${version.split(' ')[0]}`;
    console.log(`\n## ${database}\n`);

    const seedTimings = await seed(stack);
    const total = Object.values(seedTimings).reduce((sum, ms) => sum + ms, 0);
    console.log(
      `Seeded ${LAWYERS.toLocaleString('en')} approved lawyers in ${(total / 1000).toFixed(1)} s:`,
    );
    for (const [step, ms] of Object.entries(seedTimings))
      console.log(`  ${step.padEnd(36)} ${ms.toFixed(0).padStart(6)} ms`);
    const [{ listed }] = (await stack.database.query<{ listed: number }>(
      `select count(*)::int as listed from public.lawyer_directory`,
    )) as [{ listed: number }];
    console.log(`  lawyer_directory now lists ${listed} rows (with seed.sql's lawyers)`);

    const client = createClient<Database>(stack.apiUrl, publishableKey, {
      // Node 20 has no global WebSocket; supabase-js needs one even when realtime is unused.
      realtime: { transport: ws as never },
      auth: { persistSession: false, autoRefreshToken: false },
    });

    // Why the all-rows fetch pages: one plain select gets only max_rows rows back.
    const { data: capped, error } = await client.from('lawyer_directory').select('*');
    if (error) throw new Error(`lawyer_directory select failed: ${error.message}`);
    console.log(`  one unpaged select * over HTTP returns ${capped.length} rows (max_rows cap)`);

    const search = await measure(
      (i) => searchDirectory(client, FILTERS[i % FILTERS.length]!),
      SEARCHES,
      WARM_UP,
    );
    printStats('search_lawyer_directory (5 filters, 24 rows, count=exact)', search);

    const allRows = await measure(() => fetchAllLawyers(client), SEARCHES, 2, ALL_ROWS_BUDGET_MS);
    if (allRows.rows !== listed)
      throw new Error(`all-rows fetch returned ${allRows.rows} rows, expected ${listed}`);
    printStats(
      `lawyer_directory select * (all rows, ${Math.ceil(listed / PAGE_SIZE)} pages of ${PAGE_SIZE})`,
      allRows,
    );
    if (allRows.n < SEARCHES)
      console.log(
        `  (stopped after ${allRows.n} iterations: ${ALL_ROWS_BUDGET_MS / 1000} s budget)`,
      );

    let explainPassed = true;
    for (const { label, sql } of EXPLAINED) {
      const plan = await explain(stack, sql);
      const used = TRIGRAM_INDEXES.filter((index) => plan.includes(index));
      const passed = used.length > 0;
      explainPassed &&= passed;
      console.log(`\nEXPLAIN ${label}:\n${plan}`);
      console.log(
        passed
          ? `PASS ${database}, ${label}: uses ${used.join(' and ')}`
          : `FAIL ${database}, ${label}: no trigram index in the plan ` +
              '(unflushed GIN pending list? function no longer inlined? see seed())',
      );
    }

    return {
      results: [
        { database, query: 'directory search (5 filters, page of 24)', stats: search },
        { database, query: 'select * all rows (paged by 1000)', stats: allRows },
      ],
      explainPassed,
    };
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
      `p99=${ms(stats.p99)} ms  mean=${ms(stats.mean)} ms  rows/query=${stats.rows.toFixed(1)}`,
  );
}

function report(results: Result[]): void {
  console.log('\n## Results\n');
  console.log('| Database | Query | n | p50 ms | p95 ms | p99 ms | mean ms | rows |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { database, query, stats } of results) {
    console.log(
      `| ${database} | ${query} | ${stats.n} | ${ms(stats.p50)} | ${ms(stats.p95)} | ` +
        `${ms(stats.p99)} | ${ms(stats.mean)} | ${stats.rows.toFixed(1)} |`,
    );
  }
  const postgresSearch = results.find(
    (r) => r.database.startsWith('PostgreSQL') && r.query.startsWith('directory'),
  );
  const verdict = !postgresSearch
    ? 'NOT MEASURED (set BENCH_DATABASE_URL)'
    : postgresSearch.stats.p95 < TARGET_P95_MS
      ? `MET (${ms(postgresSearch.stats.p95)} ms)`
      : `NOT MET (${ms(postgresSearch.stats.p95)} ms)`;
  console.log(`\nTarget: p95 < ${TARGET_P95_MS} ms on PostgreSQL: ${verdict}`);
}

async function main(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL || null;
  const results: Result[] = [];
  let explainPassed = true;

  console.log(`# Directory query benchmark (Node ${process.version})`);
  const pglite = await benchmark({ label: 'PGlite', databaseUrl: null });
  results.push(...pglite.results);
  explainPassed &&= pglite.explainPassed;

  if (adminUrl) {
    const databaseUrl = await createScratchDatabase(adminUrl, 'nyaya_bench');
    try {
      const pg = await benchmark({ label: 'PostgreSQL', databaseUrl });
      results.push(...pg.results);
      explainPassed &&= pg.explainPassed;
    } finally {
      await dropScratchDatabase(adminUrl, databaseUrl);
    }
  }

  report(results);
  if (!explainPassed) process.exitCode = 1;
}

await main();
