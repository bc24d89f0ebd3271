import type { AnyDelivery } from '../templates/index.ts';
import { isNotificationKind } from '../templates/index.ts';

/**
 * The worker's calls on the database: each is one statement (one function call), never a
 * transaction over several round trips, because over pglite-socket the embedded database
 * has one session shared with the API.
 */
export interface Sql {
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<Row[]>;
}

export type Claim =
  | { outcome: 'deliver'; delivery: AnyDelivery }
  | { outcome: 'skipped' }
  | { outcome: 'nothing' }
  | { outcome: 'claimed-elsewhere' };

export async function claimDelivery(sql: Sql, outboxId: number | string): Promise<Claim> {
  const [row] = await sql.query<{ delivery: unknown }>(
    'select private.notification_delivery($1::bigint) as delivery',
    [outboxId],
  );
  const delivery = row?.delivery ?? null;
  if (delivery === 'skipped') return { outcome: 'skipped' };
  if (delivery && typeof delivery === 'object') {
    const candidate = delivery as AnyDelivery;
    if (!isNotificationKind(candidate.kind)) {
      throw new Error(`unknown notification kind: ${String(candidate.kind)}`);
    }
    return { outcome: 'deliver', delivery: candidate };
  }
  // Null: sent, skipped, failed for good, or claimed by a delivery whose claim is still
  // running (perhaps a worker that died mid-send: its claim runs out after 2 minutes).
  const [state] = await sql.query<{ claimed: boolean }>(
    `select (status = 'sending' and claimed_until >= clock_timestamp()) as claimed
       from private.notification_outbox where id = $1::bigint`,
    [outboxId],
  );
  return state?.claimed ? { outcome: 'claimed-elsewhere' } : { outcome: 'nothing' };
}

export async function markSent(sql: Sql, outboxId: number | string, messageId: string) {
  await sql.query('select private.mark_notification_sent($1::bigint, $2::text)', [
    outboxId,
    messageId,
  ]);
}

export async function markFailed(
  sql: Sql,
  outboxId: number | string,
  error: string,
  permanent: boolean,
) {
  await sql.query('select private.mark_notification_failed($1::bigint, $2::text, $3::boolean)', [
    outboxId,
    error,
    permanent,
  ]);
}

export async function undispatched(sql: Sql, maxRows: number) {
  return sql.query<{ id: string; job_id: string }>(
    'select id, job_id from private.undispatched_notifications($1::int)',
    [maxRows],
  );
}

export async function markDispatched(sql: Sql, ids: (number | string)[]) {
  await sql.query('select private.mark_notifications_dispatched($1::bigint[])', [ids]);
}

export async function queueDueDigests(sql: Sql): Promise<number> {
  const [row] = await sql.query<{ n: number }>('select private.queue_due_digests() as n');
  return Number(row?.n ?? 0);
}

export async function queueDueReminders(sql: Sql): Promise<number> {
  const [row] = await sql.query<{ n: number }>('select private.queue_due_reminders() as n');
  return Number(row?.n ?? 0);
}
