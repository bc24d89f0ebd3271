import type PgBoss from 'pg-boss';
import { markDispatched, undispatched, type Sql } from '../delivery/outbox.ts';
import { deliveryQueue } from '../delivery/queue.ts';

const BATCH = 200;

/**
 * Hands pending outbox rows to the queue: one job per row, with the row's job_id as the job's
 * id. pg-boss inserts with `on conflict do nothing`, so handing a row over twice (a crash
 * between the insert and `mark dispatched`) makes no second job. Returns how many rows it
 * handed over.
 */
export async function dispatchOnce(boss: PgBoss, sql: Sql): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await undispatched(sql, BATCH);
    if (rows.length === 0) return total;
    await boss.insert(
      rows.map((row) => ({
        id: row.job_id,
        name: deliveryQueue,
        data: { outboxId: String(row.id) },
      })),
    );
    await markDispatched(
      sql,
      rows.map((row) => row.id),
    );
    total += rows.length;
    if (rows.length < BATCH) return total;
  }
}
