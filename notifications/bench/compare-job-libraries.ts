/**
 * The measured comparison behind docs/adr/0029-notification-delivery.md: pg-boss and
 * graphile-worker, each on PostgreSQL (a scratch database on the server at
 * COMPARE_POSTGRES_URL) and on PGlite served over the wire by @electric-sql/pglite-socket,
 * as the local stack serves its embedded database. For each pair, 1,000 jobs are enqueued
 * one by one and processed by the library's own worker (pg-boss: batches of 20, fetching
 * again at once after a full batch; graphile-worker: concurrency 10; the handler does
 * nothing); the script prints whether it worked, enqueue -> complete latency
 * (median, p95), throughput and the worker process's peak RSS.
 *
 * Each run happens in a child process (so RSS is the library's, not PGlite's), on a fresh
 * database.
 *
 *   pnpm --filter @nyaya/notifications exec tsx bench/compare-job-libraries.ts
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import PgBoss from 'pg-boss';

const JOBS = Number(process.env.COMPARE_JOBS ?? 1000);
const CONCURRENCY = 10;
const BATCH = 20;
const TIMEOUT_MS = Number(process.env.COMPARE_TIMEOUT_MS ?? 120_000);
const adminUrl =
  process.env.COMPARE_POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

type Library = 'pg-boss' | 'graphile-worker';
type DatabaseName = 'PostgreSQL' | 'PGlite (pglite-socket)';

interface RunResult {
  ok: boolean;
  error?: string;
  completed: number;
  medianMs?: number;
  p95Ms?: number;
  jobsPerSecond?: number;
  peakRssMb?: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** In the child: enqueue JOBS jobs, process them, report. */
async function runChild(library: Library, url: string): Promise<RunResult> {
  let peakRss = process.memoryUsage().rss;
  const rssTimer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 50);
  const enqueuedAt = new Map<number, number>();
  const latencies: number[] = [];
  let firstEnqueue = 0;
  let lastComplete = 0;
  let resolveDone: () => void = () => {};
  const done = new Promise<void>((resolve) => (resolveDone = resolve));
  const completed = (n: number) => {
    const started = enqueuedAt.get(n);
    if (started === undefined) return;
    enqueuedAt.delete(n);
    lastComplete = performance.now();
    latencies.push(lastComplete - started);
    if (latencies.length === JOBS) resolveDone();
  };
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(
      () => reject(new Error(`timed out: ${latencies.length}/${JOBS} completed`)),
      TIMEOUT_MS,
    ).unref(),
  );

  let stop: () => Promise<void> = async () => {};
  try {
    if (library === 'pg-boss') {
      const boss = new PgBoss({ connectionString: url, schema: 'pgboss', max: CONCURRENCY });
      boss.on('error', (error) => console.error('pg-boss:', error.message));
      await boss.start();
      stop = () => boss.stop({ graceful: true, wait: true, timeout: 5_000 });
      await boss.createQueue('bench');
      // A full batch means more may be waiting: fetch again at once instead of after
      // the polling interval (the pattern the notification worker uses).
      const workerId: string = await boss.work<{ n: number }>(
        'bench',
        { batchSize: BATCH, pollingIntervalSeconds: 0.5 },
        async (jobs) => {
          for (const job of jobs) completed(job.data.n);
          if (jobs.length === BATCH) boss.notifyWorker(workerId);
        },
      );
      firstEnqueue = performance.now();
      for (let n = 0; n < JOBS; n++) {
        enqueuedAt.set(n, performance.now());
        await boss.send('bench', { n });
      }
    } else {
      const { run, makeWorkerUtils } = await import('graphile-worker');
      const runner = await run({
        connectionString: url,
        concurrency: CONCURRENCY,
        pollInterval: 500,
        noHandleSignals: true,
        logger: undefined,
        taskList: {
          bench: async (payload) => completed((payload as { n: number }).n),
        },
      });
      const utils = await makeWorkerUtils({ connectionString: url });
      stop = async () => {
        await utils.release();
        await runner.stop();
      };
      firstEnqueue = performance.now();
      for (let n = 0; n < JOBS; n++) {
        enqueuedAt.set(n, performance.now());
        await utils.addJob('bench', { n });
      }
    }
    await Promise.race([done, timeout]);
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      ok: true,
      completed: latencies.length,
      medianMs: percentile(sorted, 50),
      p95Ms: percentile(sorted, 95),
      jobsPerSecond: (JOBS * 1000) / (lastComplete - firstEnqueue),
      peakRssMb: peakRss / 2 ** 20,
    };
  } catch (error) {
    return {
      ok: false,
      error: error instanceof Error ? error.message : String(error),
      completed: latencies.length,
      peakRssMb: peakRss / 2 ** 20,
    };
  } finally {
    clearInterval(rssTimer);
    await Promise.race([stop().catch(() => {}), new Promise((r) => setTimeout(r, 5_000))]);
  }
}

/** In the parent: run one library in a child process against `url`. */
function runInChild(library: Library, url: string): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', library, url],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      try {
        resolve(JSON.parse(line) as RunResult);
      } catch {
        resolve({
          ok: false,
          error: `child exited with ${code}: ${out.slice(-300)}`,
          completed: 0,
        });
      }
    });
  });
}

async function onPostgres(library: Library): Promise<RunResult> {
  const name = `nyaya_jobs_${library.replace('-', '_')}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await runInChild(library, url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** PGlite and pglite-socket are the local stack's dependencies: load them from there. */
async function loadPglite() {
  const fromStack = createRequire(
    fileURLToPath(new URL('../../supabase/local/package.json', import.meta.url)),
  );
  const load = (name: string) => import(pathToFileURL(fromStack.resolve(name)).href);
  const { PGlite } = (await load('@electric-sql/pglite')) as {
    PGlite: new () => { waitReady: Promise<void>; close(): Promise<void> };
  };
  const { PGLiteSocketServer } = (await load('@electric-sql/pglite-socket')) as {
    PGLiteSocketServer: new (options: {
      db: unknown;
      host: string;
      port: number;
      maxConnections: number;
    }) => {
      start(): Promise<void>;
      stop(): Promise<void>;
      getServerConn(): string;
    };
  };
  return { PGlite, PGLiteSocketServer };
}

async function onPglite(library: Library): Promise<RunResult> {
  const { PGlite, PGLiteSocketServer } = await loadPglite();
  const db = new PGlite();
  await db.waitReady;
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 100 });
  await server.start();
  try {
    return await runInChild(library, `postgres://postgres@${server.getServerConn()}/postgres`);
  } finally {
    await server.stop();
    await db.close();
  }
}

function format(result: RunResult): string {
  const n = (value: number | undefined, digits = 0) =>
    value === undefined || Number.isNaN(value) ? '-' : value.toFixed(digits);
  return [
    result.ok ? 'yes' : `NO (${result.error}; ${result.completed}/${JOBS} done)`,
    n(result.medianMs),
    n(result.p95Ms),
    n(result.jobsPerSecond),
    n(result.peakRssMb),
  ].join(' | ');
}

async function main() {
  if (process.argv[2] === '--child') {
    const result = await runChild(process.argv[3] as Library, process.argv[4]!);
    process.stdout.write(`\n${JSON.stringify(result)}\n`);
    process.exit(0);
  }
  const only = process.env.COMPARE_ONLY; // e.g. "pg-boss" or "graphile-worker"
  console.log(
    `${JOBS} jobs; pg-boss: batches of ${BATCH}, graphile-worker: concurrency ${CONCURRENCY}; poll 500 ms`,
  );
  console.log('| library | database | works | median ms | p95 ms | jobs/s | peak RSS MB |');
  console.log('|---|---|---|---|---|---|---|');
  const libraries: Library[] = ['pg-boss', 'graphile-worker'];
  const databases: [DatabaseName, (l: Library) => Promise<RunResult>][] = [
    ['PostgreSQL', onPostgres],
    ['PGlite (pglite-socket)', onPglite],
  ];
  for (const library of libraries) {
    if (only && only !== library) continue;
    for (const [database, run] of databases) {
      const result = await run(library);
      console.log(`| ${library} | ${database} | ${format(result)} |`);
    }
  }
  process.exit(0);
}

await main();
