import { describe, expect, it } from 'vitest';
import type { RenderedMail } from '../templates/index.ts';
import { deliver, RetryLater } from './deliver.ts';
import type { Sql } from './outbox.ts';
import { isPermanentSmtpError } from './smtp.ts';

const claimed = {
  id: 7,
  kind: 'complaint_received',
  email: 'visitor@example.com',
  recipientName: 'Meera',
  language: 'en',
  data: { referenceNumber: 'CMP-1', name: 'Meera' },
  unsubscribeToken: null,
  topic: null,
  idempotencyKey: 'complaint_received:abc:visitor@example.com',
};

/** A database that answers the worker's statements from a script and records them. */
function fakeSql(delivery: unknown, claimedElsewhere = false) {
  const calls: { text: string; values: unknown[] }[] = [];
  const sql: Sql = {
    async query<Row>(text: string, values: unknown[] = []) {
      calls.push({ text, values });
      if (text.includes('notification_delivery')) return [{ delivery }] as Row[];
      if (text.includes('from private.notification_outbox'))
        return [{ claimed: claimedElsewhere }] as Row[];
      return [] as Row[];
    },
  };
  return { sql, calls };
}

function fakeMailer(error?: unknown) {
  const sent: RenderedMail[] = [];
  return {
    sent,
    mailer: {
      async send(mail: RenderedMail) {
        if (error) throw error;
        sent.push(mail);
      },
      close() {},
    },
  };
}

const render = { siteUrl: 'http://localhost:3000', fromAddress: 'no-reply@nyaya.test' };

describe('deliver', () => {
  it('claims, sends and marks the row sent with its Message-ID', async () => {
    const { sql, calls } = fakeSql(claimed);
    const { mailer, sent } = fakeMailer();
    expect(await deliver('7', { sql, mailer, render, lastAttempt: false })).toBe('sent');
    expect(sent).toHaveLength(1);
    const mark = calls.find((call) => call.text.includes('mark_notification_sent'))!;
    expect(mark.values).toEqual(['7', sent[0]!.messageId]);
  });

  it('sends nothing for a row that is skipped or already done', async () => {
    for (const answer of ['skipped', null]) {
      const { sql, calls } = fakeSql(answer);
      const { mailer, sent } = fakeMailer();
      expect(await deliver('7', { sql, mailer, render, lastAttempt: false })).toMatch(
        /skipped|nothing/,
      );
      expect(sent).toHaveLength(0);
      expect(calls.some((call) => call.text.includes('mark_'))).toBe(false);
    }
  });

  it('retries later a row another delivery still holds', async () => {
    const { sql } = fakeSql(null, true);
    const { mailer } = fakeMailer();
    await expect(deliver('7', { sql, mailer, render, lastAttempt: false })).rejects.toBeInstanceOf(
      RetryLater,
    );
  });

  it('marks a connection failure as passing and throws for the retry', async () => {
    const { sql, calls } = fakeSql(claimed);
    const { mailer } = fakeMailer(
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }),
    );
    await expect(deliver('7', { sql, mailer, render, lastAttempt: false })).rejects.toBeInstanceOf(
      RetryLater,
    );
    const failed = calls.find((call) => call.text.includes('mark_notification_failed'))!;
    expect(failed.values).toEqual(['7', 'smtp: connect ECONNREFUSED', false]);
  });

  it('keeps a 5xx refusal, or the last attempt, as a permanent failure', async () => {
    const refused = Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 });
    for (const [error, lastAttempt] of [
      [refused, false],
      [new Error('timeout'), true],
    ] as const) {
      const { sql, calls } = fakeSql(claimed);
      const { mailer } = fakeMailer(error);
      expect(await deliver('7', { sql, mailer, render, lastAttempt })).toBe('nothing');
      const failed = calls.find((call) => call.text.includes('mark_notification_failed'))!;
      expect(failed.values[2]).toBe(true);
    }
  });
});

describe('isPermanentSmtpError', () => {
  it('is true for 5xx replies only', () => {
    expect(isPermanentSmtpError({ responseCode: 550 })).toBe(true);
    expect(isPermanentSmtpError({ responseCode: 421 })).toBe(false);
    expect(isPermanentSmtpError(new Error('ECONNREFUSED'))).toBe(false);
    expect(isPermanentSmtpError(null)).toBe(false);
  });
});
