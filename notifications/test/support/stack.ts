/**
 * A local stack of the test's own (free ports, PGlite in memory, or a scratch database on
 * TEST_DATABASE_URL's PostgreSQL server), with MailDev, for the worker's tests and benchmark.
 */
import { loadConfig, startLocalStack, type LocalStack } from '@nyaya/local-supabase';
import { freePort } from '@nyaya/build-kit/ports';
import pg from 'pg';

export interface TestStack {
  stack: LocalStack;
  kind: 'pglite' | 'postgres';
  /** The database as the worker reaches it. */
  databaseUrl: string;
  mailUrl: string;
  smtpPort: number;
  /** One statement on the stack's database (through the stack's own connection). */
  query<Row>(sql: string): Promise<Row[]>;
  stop(): Promise<void>;
}

export async function startTestStack(
  adminUrl = process.env.TEST_DATABASE_URL || null,
): Promise<TestStack> {
  const scratch = adminUrl ? await createScratch(adminUrl) : null;
  const smtpPort = await freePort();
  const config = loadConfig({
    SUPABASE_API_PORT: String(await freePort()),
    MAILDEV_WEB_PORT: String(await freePort()),
    MAILDEV_SMTP_PORT: String(smtpPort),
    SUPABASE_DB_PORT: String(await freePort()),
    SUPABASE_DATA_DIR: ':memory:',
    DATABASE_URL: scratch?.url ?? '',
  });
  const stack = await startLocalStack(config);
  return {
    stack,
    kind: scratch ? 'postgres' : 'pglite',
    databaseUrl: stack.databaseUrl,
    mailUrl: stack.mailUrl,
    smtpPort,
    query: (sql) => stack.database.query(sql),
    async stop() {
      await stack.stop();
      await scratch?.drop();
    },
  };
}

async function createScratch(adminUrl: string) {
  const name = `nyaya_notify_${Math.random().toString(16).slice(2, 10)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * `count` complaints from visitors, each of which writes one complaint_received row to the
 * outbox (the complaint's trigger). Returns their reference numbers.
 */
export async function fileComplaints(
  test: TestStack,
  count: number,
  tag: string,
): Promise<string[]> {
  const rows = await test.query<{ reference_number: string }>(`
    insert into public.complaints (email, phone_number, complaint_text)
    select format('visitor-%s-%s@example.com', '${tag}', n),
           '9' || lpad((${Math.floor(Math.random() * 1e6)} * 1000 + n)::text, 9, '0'),
           'A complaint for the worker test'
      from generate_series(1, ${count}) as n
    returning reference_number`);
  return rows.map((row) => row.reference_number);
}

export interface CaughtMail {
  id: string;
  subject: string;
  to: { address: string }[];
  messageId?: string;
  headers?: Record<string, string>;
  date?: string;
  time?: string;
}

export async function caughtMail(mailUrl: string): Promise<CaughtMail[]> {
  const response = await fetch(`${mailUrl}/email`, { signal: AbortSignal.timeout(20_000) });
  if (!response.ok) throw new Error(`GET ${mailUrl}/email answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

export async function clearMail(mailUrl: string): Promise<void> {
  await fetch(`${mailUrl}/email/all`, { method: 'DELETE', signal: AbortSignal.timeout(20_000) });
}

/** Polls until `done(mails)` or the deadline; returns the last list. */
export async function waitForMail(
  mailUrl: string,
  done: (mails: CaughtMail[]) => boolean,
  timeoutMs: number,
): Promise<CaughtMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await caughtMail(mailUrl);
    if (done(mails) || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
