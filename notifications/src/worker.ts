import pg from 'pg';
import type PgBoss from 'pg-boss';
import { describeSmtp, type WorkerConfig } from './config/env.ts';
import { deliver, RetryLater } from './delivery/deliver.ts';
import { createBoss, deliveryQueue, deliveryQueueOptions, sqlOf } from './delivery/queue.ts';
import { createMailer } from './delivery/smtp.ts';
import { dispatchOnce } from './dispatch/dispatcher.ts';
import { queueDue } from './schedule/periodic.ts';
import { bareAddress } from './templates/index.ts';

export interface WorkerOptions {
  /** How often pending outbox rows are handed to the queue (default 300 ms). */
  dispatchIntervalMs?: number;
  /** How often digests and reminders are queued (default 60 s). */
  clockIntervalMs?: number;
  /** Jobs fetched at once (default 20). */
  batchSize?: number;
  /** Mails sent at the same time (default 5, the SMTP connections). */
  parallel?: number;
  log?: (line: string) => void;
  logError?: (line: string) => void;
}

export interface RunningWorker {
  /** Stops taking jobs, waits for the mails in flight (up to 20 s), closes connections. */
  stop(): Promise<void>;
}

export async function startWorker(
  config: WorkerConfig,
  options: WorkerOptions = {},
): Promise<RunningWorker> {
  const log = options.log ?? ((line) => console.log(line));
  const logError = options.logError ?? ((line) => console.error(line));
  const dispatchIntervalMs = options.dispatchIntervalMs ?? 300;
  const clockIntervalMs = options.clockIntervalMs ?? 60_000;
  const batchSize = options.batchSize ?? 20;
  const parallel = options.parallel ?? 5;

  const boss = createBoss(config.databaseUrl);
  boss.on('error', (error) => logError(`notifications: queue error: ${error.message}`));
  // Creates or migrates pg-boss's schema (pgboss) on start.
  try {
    await boss.start();
  } catch (error) {
    await boss.stop({ graceful: false, wait: false }).catch(() => {});
    throw error;
  }
  await boss.createQueue(deliveryQueue, deliveryQueueOptions);
  if (!(await boss.getQueue(deliveryQueue))?.retryBackoff) {
    await boss.updateQueue(deliveryQueue, deliveryQueueOptions);
  }
  const sql = sqlOf(boss);
  // "Mark sent" on connections of its own, never queued behind other deliveries' claims:
  // the time between the SMTP server's acceptance and the mark is the one moment a crash
  // can make a mail go twice (docs/adr/0029-notification-delivery.md).
  const markPool = new pg.Pool({ connectionString: config.databaseUrl, max: 2 });
  markPool.on('error', (error) => logError(`notifications: database error: ${error.message}`));
  const markSql = {
    async query<Row>(text: string, values?: unknown[]) {
      return (await markPool.query(text, values)).rows as Row[];
    },
  };
  const mailer = createMailer(config.smtp, config.mailFrom);
  const render = { siteUrl: config.siteUrl, fromAddress: bareAddress(config.mailFrom) };
  let stopping = false;

  const workerId: string = await boss.work<{ outboxId: string }>(
    deliveryQueue,
    { batchSize, pollingIntervalSeconds: 1, includeMetadata: true },
    async (jobs: PgBoss.JobWithMetadata<{ outboxId: string }>[]) => {
      // Each job completes or fails on its own; the batch handler itself never throws.
      const failed: { id: string; message: string }[] = [];
      // At most `parallel` at a time: a claim waits on the database, and a long queue of
      // claims would hold up "mark sent" of the mails already accepted.
      const queue = [...jobs];
      const runOne = async (job: PgBoss.JobWithMetadata<{ outboxId: string }>) => {
        try {
          await deliver(job.data.outboxId, {
            sql,
            markSql,
            mailer,
            render,
            lastAttempt: job.retryCount >= job.retryLimit,
          });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          if (!(error instanceof RetryLater)) logError(`notifications: ${message}`);
          failed.push({ id: job.id, message });
        }
      };
      await Promise.all(
        Array.from({ length: Math.min(parallel, queue.length) }, async () => {
          for (let job = queue.shift(); job; job = queue.shift()) await runOne(job);
        }),
      );
      for (const { id, message } of failed) {
        await boss.fail(deliveryQueue, id, { message });
      }
      if (failed.length > 0) {
        logError(`notifications: ${failed.length} of ${jobs.length} deliveries will be retried`);
      }
      // A full batch: more may be waiting, fetch again now rather than after the interval.
      if (jobs.length === batchSize && !stopping) boss.notifyWorker(workerId);
    },
  );

  let dispatchTimer: NodeJS.Timeout | undefined;
  let dispatching: Promise<void> = Promise.resolve();
  const dispatchLoop = () => {
    dispatching = (async () => {
      try {
        if ((await dispatchOnce(boss, sql)) > 0) boss.notifyWorker(workerId);
      } catch (error) {
        logError(`notifications: dispatch failed: ${(error as Error).message}`);
      }
    })();
    void dispatching.then(() => {
      if (!stopping) dispatchTimer = setTimeout(dispatchLoop, dispatchIntervalMs);
    });
  };

  let clockTimer: NodeJS.Timeout | undefined;
  let clockRun: Promise<void> = Promise.resolve();
  const clockLoop = () => {
    clockRun = (async () => {
      try {
        await queueDue(sql);
      } catch (error) {
        logError(`notifications: digests/reminders failed: ${(error as Error).message}`);
      }
    })();
    void clockRun.then(() => {
      if (!stopping) clockTimer = setTimeout(clockLoop, clockIntervalMs);
    });
  };

  dispatchLoop();
  clockLoop();
  log(
    `Notification worker is running (queue ${deliveryQueue}, SMTP ${describeSmtp(config.smtp)}, links to ${config.siteUrl})`,
  );

  let stopped: Promise<void> | null = null;
  return {
    stop() {
      stopped ??= (async () => {
        stopping = true;
        clearTimeout(dispatchTimer);
        clearTimeout(clockTimer);
        await Promise.allSettled([dispatching, clockRun]);
        await boss.stop({ graceful: true, wait: true, timeout: 20_000 });
        mailer.close();
        await markPool.end();
      })();
      return stopped;
    },
  };
}
