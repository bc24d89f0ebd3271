import PgBoss from 'pg-boss';
import type { Sql } from './outbox.ts';

/** The pg-boss queue of deliveries: one job per outbox row, its id the row's job_id. */
export const deliveryQueue = 'notification-delivery';

/**
 * Retries: 8, with exponential backoff from 2 s (2-4 s, 4-8 s, ... doubling), so an SMTP
 * server down for a minute is retried within about two minutes, and a mail is given up only
 * after 8.5-17 minutes of failures. A job expires after 60 s active (a worker that died
 * mid-send), which pg-boss's maintenance (every 30 s) turns into a retry.
 */
export const deliveryQueueOptions = {
  name: deliveryQueue,
  retryLimit: 8,
  retryDelay: 2,
  retryBackoff: true,
  expireInSeconds: 60,
  retentionMinutes: 60 * 24 * 14,
} satisfies PgBoss.Queue;

export function createBoss(databaseUrl: string): PgBoss {
  return new PgBoss({
    connectionString: databaseUrl,
    schema: 'pgboss',
    // Over pglite-socket every connection shares the database's one session: a small pool.
    max: 4,
    application_name: 'nyaya-notifications',
    // The outbox keeps every mail's state; pg-boss's own records of completed jobs can go
    // after a day (maintenance archives and deletes them).
    archiveCompletedAfterSeconds: 60 * 60,
    deleteAfterDays: 7,
    maintenanceIntervalSeconds: 30,
    // No pg-boss cron: the worker's own timer queues digests and reminders.
    schedule: false,
  });
}

/** The worker's own statements go through pg-boss's pool (one statement each). */
export function sqlOf(boss: PgBoss): Sql {
  const db = boss.getDb();
  return {
    async query<Row>(text: string, values?: unknown[]) {
      const result = await db.executeSql(text, values ?? []);
      return (result?.rows ?? []) as Row[];
    },
  };
}
