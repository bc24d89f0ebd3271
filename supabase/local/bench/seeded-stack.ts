/**
 * A private local stack with 10,000 approved lawyers (seed-lawyers.ts), for a benchmark that
 * drives it from another process (`pnpm bench:directory`, scripts/bench-directory.mjs). Its own
 * process, as a database is in production: PGlite's queries then never hold up the benchmark's
 * web servers or its browser driver.
 *
 *   node --import tsx bench/seeded-stack.ts <data dir>          PGlite in that (empty) folder
 *   BENCH_DATABASE_URL=postgres://… node --import tsx bench/seeded-stack.ts
 *                                                               a scratch database on that server
 *
 * The API listens on a free port below the ephemeral range, without MailDev. Once it serves
 * the seeded directory, one JSON line goes to stdout: `{ apiUrl, publishableKey, database,
 * listed, seedSeconds }`; everything else goes to stderr. It stops (and drops its scratch
 * database) when its stdin closes, which happens however its parent ends, or on SIGTERM.
 */
import { performance } from 'node:perf_hooks';
import { loadConfig, startLocalStack, type LocalStack } from '../src/index.ts';
import { createScratchDatabase, dropScratchDatabase } from '../src/scratch-database.ts';
import { freePort } from '@nyaya/build-kit/ports';
import { LAWYERS, listedLawyers, seedLawyers } from './seed-lawyers.ts';

interface Ready {
  apiUrl: string;
  publishableKey: string;
  /** 'PGlite 17.5' or 'PostgreSQL 15.18'. */
  database: string;
  /** Rows `lawyer_directory` lists after seeding. */
  listed: number;
  seedSeconds: number;
}

async function serverVersion(stack: LocalStack): Promise<string> {
  const [row] = await stack.database.query<{ version: string }>(
    `select current_setting('server_version') as version`,
  );
  return row!.version.split(' ')[0]!;
}

async function start(dataDir: string | null, databaseUrl: string | null) {
  const config = loadConfig({
    SUPABASE_API_PORT: String(await freePort()),
    SUPABASE_DB_PORT: String(await freePort()),
    SUPABASE_DATA_DIR: dataDir ?? ':memory:',
    DATABASE_URL: databaseUrl ?? '',
  });
  // No MailDev: browsing the directory sends no e-mail, and it would take two more ports.
  const stack = await startLocalStack(config, { mailbox: false });
  return { stack, publishableKey: config.publishableKey };
}

async function seeded(stack: LocalStack, publishableKey: string): Promise<Ready> {
  const started = performance.now();
  await seedLawyers(stack.database);
  const seedSeconds = (performance.now() - started) / 1000;
  const listed = await listedLawyers(stack.database);
  if (listed < LAWYERS) {
    throw new Error(`lawyer_directory lists ${listed} rows after seeding, expected ${LAWYERS}+`);
  }
  const database = `${stack.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${await serverVersion(stack)}`;
  return { apiUrl: stack.apiUrl, publishableKey, database, listed, seedSeconds };
}

/** Resolves on the first of: stdin closed, SIGTERM, SIGINT. */
function untilReleased(): Promise<void> {
  return new Promise((release) => {
    process.stdin.on('end', release).on('error', release).resume();
    process.once('SIGTERM', release).once('SIGINT', release);
  });
}

async function main(): Promise<void> {
  const [dataDir = null] = process.argv.slice(2);
  const adminUrl = process.env.BENCH_DATABASE_URL || null;
  if (!dataDir && !adminUrl) throw new Error('Give a PGlite data folder or BENCH_DATABASE_URL.');
  const databaseUrl = adminUrl && (await createScratchDatabase(adminUrl, 'nyaya_bench_page'));
  try {
    const { stack, publishableKey } = await start(adminUrl ? null : dataDir, databaseUrl);
    try {
      console.log(JSON.stringify(await seeded(stack, publishableKey)));
      await untilReleased();
    } finally {
      await stack.stop();
    }
  } finally {
    if (adminUrl && databaseUrl) await dropScratchDatabase(adminUrl, databaseUrl);
  }
}

// An explicit exit: stdin, still open after a signal, would keep the process alive.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
