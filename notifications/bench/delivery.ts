/**
 * The notification worker's benchmark (`pnpm --filter @nyaya/notifications bench`): for each
 * database (PGlite served by the local stack, then a scratch PostgreSQL database on
 * BENCH_POSTGRES_URL's server unless BENCH_POSTGRES_URL=none), the worker runs as `npm start`
 * runs it, against the stack's MailDev, and
 *   - steady: 1,000 events (complaints, each writing one mail to the outbox in its
 *     transaction) at 50 a second (BENCH_RATE): time from the state change (the complaint's
 *     created_at) to the mail accepted by MailDev (the outbox row's sent_at), median and p95;
 *   - burst: 1,000 events in one transaction: mails a second until the last arrives;
 *   - the worker process's peak RSS.
 * Results go to docs/benchmarks.md ("Notifications").
 */
import { execSync } from 'node:child_process';
import {
  clearMail,
  fileComplaints,
  startTestStack,
  waitForMail,
  type CaughtMail,
  type TestStack,
} from '../test/support/stack.ts';
import { startWorkerProcess } from '../test/support/worker-process.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const postgresUrl =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/**
 * State change -> mail, per event: the complaint's created_at (its transaction) to the
 * outbox row's sent_at (stamped after MailDev accepted the mail: MailDev's own times have
 * whole seconds only), both by the database's clock.
 */
async function latencies(test: TestStack, references: string[]): Promise<number[]> {
  const rows = await test.query<{ ms: number | string }>(
    `select extract(epoch from (o.sent_at - c.created_at)) * 1000 as ms
       from public.complaints c
       join private.notification_outbox o
         on o.kind = 'complaint_received' and o.data ->> 'referenceNumber' = c.reference_number
      where c.reference_number in (${references.map((r) => `'${r.replaceAll("'", "''")}'`).join(',')})
        and o.sent_at is not null`,
  );
  return rows.map((row) => Number(row.ms)).sort((a, b) => a - b);
}

function byReference(mails: CaughtMail[]): Map<string, CaughtMail> {
  const map = new Map<string, CaughtMail>();
  for (const mail of mails) {
    const reference = /complaint (\S+)$/.exec(mail.subject)?.[1];
    if (reference && !map.has(reference)) map.set(reference, mail);
  }
  return map;
}

async function run(label: string, adminUrl: string | null) {
  const test = await startTestStack(adminUrl);
  const worker = startWorkerProcess({
    NOTIFICATIONS_DATABASE_URL: test.databaseUrl,
    SMTP_URL: `smtp://127.0.0.1:${test.smtpPort}`,
  });
  try {
    await worker.waitForOutput('Notification worker is running');
    // The seed's own mails first, so they do not count.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await clearMail(test.mailUrl);

    // Steady: RATE events a second, in groups of 5 per transaction.
    const steady: string[] = [];
    const started = Date.now();
    for (let sent = 0; sent < EVENTS; sent += 5) {
      steady.push(...(await fileComplaints(test, 5, `steady${sent}`)));
      const due = started + ((sent + 5) / RATE) * 1000;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
    }
    const steadyMails = byReference(
      await waitForMail(
        test.mailUrl,
        (all) => steady.every((reference) => byReference(all).has(reference)),
        300_000,
      ),
    );
    const steadyLatencies = await latencies(test, steady);

    // Burst: EVENTS events in one transaction.
    await clearMail(test.mailUrl);
    const burst = await fileComplaints(test, EVENTS, 'burst');
    await waitForMail(
      test.mailUrl,
      (all) => burst.every((reference) => byReference(all).has(reference)),
      600_000,
    );
    // From the transaction's commit to the last mail's sent_at, by the database's clock.
    const [span] = await test.query<{ ms: number | string }>(
      `select extract(epoch from (max(o.sent_at) - min(o.created_at))) * 1000 as ms
         from private.notification_outbox o
        where o.kind = 'complaint_received' and o.recipient_email like 'visitor-burst-%'`,
    );
    const perSecond = (EVENTS * 1000) / Number(span!.ms);

    return {
      label,
      delivered: steady.filter((reference) => steadyMails.has(reference)).length,
      medianMs: percentile(steadyLatencies, 50),
      p95Ms: percentile(steadyLatencies, 95),
      maxMs: steadyLatencies.at(-1)!,
      mailsPerSecond: perSecond,
      peakRssMb: worker.peakRssMb(),
    };
  } finally {
    await worker.kill('SIGTERM');
    await test.stop();
  }
}

const commit = (() => {
  try {
    return execSync('git rev-parse --short=12 HEAD', { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();
console.log(`Notifications: ${new Date().toISOString().slice(0, 16)}Z, commit ${commit}`);
console.log(
  `${EVENTS} events at ${RATE}/s (latency) and ${EVENTS} in one transaction (throughput)`,
);
const results =
  process.env.BENCH_PGLITE === 'none' ? [] : [await run('PGlite (stack, pglite-socket)', null)];
if (postgresUrl !== 'none') results.push(await run('PostgreSQL 15', postgresUrl));
console.log('| database | delivered | median | p95 | max | burst mails/s | worker peak RSS |');
console.log('|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.label} | ${r.delivered}/${EVENTS} | ${(r.medianMs / 1000).toFixed(2)} s | ${(r.p95Ms / 1000).toFixed(2)} s | ${(r.maxMs / 1000).toFixed(2)} s | ${r.mailsPerSecond.toFixed(0)} | ${r.peakRssMb.toFixed(0)} MB |`,
  );
}
process.exit(0);
