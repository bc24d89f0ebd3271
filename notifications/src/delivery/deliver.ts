import type { RenderOptions } from '../templates/index.ts';
import { renderMail } from '../templates/index.ts';
import { claimDelivery, markFailed, markSent, type Sql } from './outbox.ts';
import { isPermanentSmtpError, type Mailer } from './smtp.ts';

export interface DeliverContext {
  sql: Sql;
  /** Where "mark sent" goes: a connection no claim waits on (default: sql). */
  markSql?: Sql;
  mailer: Mailer;
  render: RenderOptions;
  /** The queue's next try is its last: a failure now is kept as permanent. */
  lastAttempt: boolean;
}

export type DeliverResult = 'sent' | 'skipped' | 'nothing';

/** A failure the queue should retry later (the row is not final yet). */
export class RetryLater extends Error {}

/**
 * Delivers one outbox row: claim it (the claim keeps a second worker off it for 2 minutes),
 * render, send, mark sent. A send that fails marks the row failed (permanent after the last
 * attempt or on a 5xx reply, kept with its error for staff) and throws, so the queue retries
 * with backoff. The mail's Message-ID comes from the row's idempotency key, so a retry after
 * a crash between the server's acceptance and `mark sent` carries the same Message-ID
 * (docs/adr/0029-notification-delivery.md).
 */
export async function deliver(
  outboxId: number | string,
  context: DeliverContext,
): Promise<DeliverResult> {
  const claim = await claimDelivery(context.sql, outboxId);
  if (claim.outcome === 'skipped' || claim.outcome === 'nothing') return claim.outcome;
  if (claim.outcome === 'claimed-elsewhere') {
    throw new RetryLater(`outbox row ${outboxId} is claimed by another delivery`);
  }
  const { delivery } = claim;
  let mail;
  try {
    mail = renderMail(delivery, context.render);
  } catch (error) {
    // Data the templates cannot render will not render on a retry either.
    await markFailed(context.sql, outboxId, `render: ${message(error)}`, true);
    return 'nothing';
  }
  try {
    await context.mailer.send(mail);
  } catch (error) {
    const permanent = context.lastAttempt || isPermanentSmtpError(error);
    await markFailed(context.sql, outboxId, `smtp: ${message(error)}`, permanent);
    if (permanent) return 'nothing';
    throw new RetryLater(`outbox row ${outboxId}: ${message(error)}`);
  }
  await markSent(context.markSql ?? context.sql, outboxId, mail.messageId);
  return 'sent';
}

function message(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}
