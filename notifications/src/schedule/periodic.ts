import { queueDueDigests, queueDueReminders, type Sql } from '../delivery/outbox.ts';

/**
 * Writes the outbox rows that depend on the clock, not on a change: hourly digests of open
 * requests and meeting reminders (24 h and 1 h before). Both functions write each row at
 * most once (unique idempotency keys), so running them on several workers is harmless.
 */
export async function queueDue(sql: Sql): Promise<{ digests: number; reminders: number }> {
  const digests = await queueDueDigests(sql);
  const reminders = await queueDueReminders(sql);
  return { digests, reminders };
}
