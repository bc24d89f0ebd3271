/**
 * Lawyer directory benchmark: seeds 10,000 approved lawyers (seed-lawyers.ts), then times
 * the directory search over HTTP exactly as the app calls it (all six filters, and the
 * language filter alone), an all-rows fetch for comparison, and checks with EXPLAIN that the
 * text search uses the trigram indexes.
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
import { freePort } from '@nyaya/build-kit/ports';
import { createScratchDatabase, dropScratchDatabase } from '../src/scratch-database.ts';
import { LAWYERS, listedLawyers, reviewCounts, seedLawyers } from './seed-lawyers.ts';

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

/** Every filter set, as the filter form sends them when all are used (six, with the language). */
type DirectoryFilters = Required<FunctionArgs<'search_lawyer_directory'>>;

/** Filter combinations a visitor would plausibly try; the benchmark rotates through them. */
// prettier-ignore
const FILTERS: DirectoryFilters[] = [
  { search: 'sharma', specialization: 'Family Law', min_rating: 3, min_experience: 2, city: 'Delhi', language: 'hi' },
  { search: 'kumar', specialization: 'Criminal Law', min_rating: 4, min_experience: 5, city: 'Mumbai', language: 'mr' },
  { search: 'high court', specialization: 'Property Law', min_rating: 3, min_experience: 10, city: 'Chennai', language: 'ta' },
  { search: 'iyer', specialization: 'Tax Law', min_rating: 4, min_experience: 2, city: 'Chennai', language: 'ta' },
  { search: 'reddy', specialization: 'Business Law', min_rating: 3, min_experience: 5, city: 'Hyderabad', language: 'te' },
  { search: 'banerjee', specialization: 'Employment Law', min_rating: 4, min_experience: 10, city: 'Kolkata', language: 'bn' },
  { search: 'patel', specialization: 'Intellectual Property', min_rating: 3, min_experience: 2, city: 'Ahmedabad', language: 'gu' },
  { search: 'singh', specialization: 'Immigration Law', min_rating: 4, min_experience: 5, city: 'Delhi', language: 'hi' },
  { search: 'district court', specialization: 'Personal Injury', min_rating: 3, min_experience: 5, city: 'Bangalore', language: 'kn' },
  { search: 'nair', specialization: 'Environmental Law', min_rating: 3, min_experience: 2, city: 'Kerala', language: 'ml' },
  { search: 'priya', specialization: 'Family Law', min_rating: 4, min_experience: 10, city: 'Mumbai', language: 'mr' },
  { search: 'khan', specialization: 'Criminal Law', min_rating: 3, min_experience: 5, city: 'Lucknow', language: 'ur' },
];

/**
 * The language filter alone (/lawyers?language=…): Hindi, which 9 in 10 seeded lawyers speak,
 * and languages about 3% of them speak, which the GIN index on the listing's languages serves.
 */
const LANGUAGES_ALONE: FunctionArgs<'search_lawyer_directory'>[] = [
  { language: 'hi' },
  { language: 'ta' },
  { language: 'bn' },
  { language: 'mni' },
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
    SUPABASE_DB_PORT: String(await freePort()),
    SUPABASE_DATA_DIR: ':memory:',
    DATABASE_URL: databaseUrl ?? '',
  });
  // No MailDev: nothing here sends e-mail, and it would need two more ports.
  const stack = await startLocalStack(config, { mailbox: false });
  return { stack, publishableKey: config.publishableKey };
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

/**
 * The directory page exactly as the app requests it: first 24, best rated first, then most
 * reviewed (docs/product/reviews.md).
 */
async function searchDirectory(
  client: DatabaseClient,
  filters: FunctionArgs<'search_lawyer_directory'>,
): Promise<number> {
  const { data, error } = await client
    .rpc('search_lawyer_directory', { ...filters }, { count: 'exact' })
    .order('rating', { ascending: false, nullsFirst: false })
    .order('review_count', { ascending: false })
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
            min_experience => 2, city => 'Delhi', language => 'hi')
          order by rating desc nulls last, review_count desc, id limit 24`,
  },
  {
    label: 'search alone',
    sql: `select * from public.search_lawyer_directory(search => 'sharma')
          order by rating desc nulls last, review_count desc, id limit 24`,
  },
];

/** Plans printed for the language filter (no trigram index to check: no text is searched). */
const EXPLAINED_LANGUAGE: { label: string; sql: string }[] = [
  {
    label: 'language alone, spoken by most (hi)',
    sql: `select * from public.search_lawyer_directory(language => 'hi')
          order by rating desc nulls last, review_count desc, id limit 24`,
  },
  {
    label: 'language alone, spoken by few (mni)',
    sql: `select * from public.search_lawyer_directory(language => 'mni')
          order by rating desc nulls last, review_count desc, id limit 24`,
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

    const seedTimings = await seedLawyers(stack.database);
    const total = Object.values(seedTimings).reduce((sum, ms) => sum + ms, 0);
    console.log(
      `Seeded ${LAWYERS.toLocaleString('en')} approved lawyers in ${(total / 1000).toFixed(1)} s:`,
    );
    for (const [step, ms] of Object.entries(seedTimings))
      console.log(`  ${step.padEnd(50)} ${ms.toFixed(0).padStart(6)} ms`);
    const listed = await listedLawyers(stack.database);
    console.log(`  lawyer_directory now lists ${listed} rows (with seed.sql's lawyers)`);
    const counts = await reviewCounts(stack.database);
    console.log(
      `  ${counts.reviews.toLocaleString('en')} reviews: ${counts.rated} listed lawyers rated, ` +
        `${counts.unrated} New (fewer than 3)`,
    );

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
    printStats('search_lawyer_directory (6 filters, 24 rows, count=exact)', search);

    const byLanguage = await measure(
      (i) => searchDirectory(client, LANGUAGES_ALONE[i % LANGUAGES_ALONE.length]!),
      SEARCHES,
      WARM_UP,
    );
    printStats('search_lawyer_directory (language alone, 24 rows, count=exact)', byLanguage);

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

    for (const { label, sql } of EXPLAINED_LANGUAGE) {
      console.log(`\nEXPLAIN ${label}:\n${await explain(stack, sql)}`);
    }

    return {
      results: [
        { database, query: 'directory search (6 filters, page of 24)', stats: search },
        { database, query: 'directory search (language alone, page of 24)', stats: byLanguage },
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
