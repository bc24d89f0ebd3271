import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../database.ts';
import { codeAttemptLimit } from './code-attempts.ts';
import { readAuthLimits } from './limits.ts';

/** A database that only records which addresses had their codes revoked. */
function recordingDatabase(revoked: unknown[]): OpenDatabase {
  const query = {
    set: () => query,
    where: (_column: string, _op: string, email: unknown) => {
      revoked.push(email);
      return query;
    },
    execute: async () => [],
  };
  return { connection: { kysely: { updateTable: () => query } } } as unknown as OpenDatabase;
}

/** lite's /verify stand-in: every code is wrong; answers once `release` is called. */
function wrongCodes() {
  let checked = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = async () => {
    checked += 1;
    await released;
    return Response.json({ code: 403, error_code: 'otp_expired' }, { status: 403 });
  };
  return { handler, release, checked: () => checked };
}

const guess = (app: Hono, email: string, token: string) =>
  app.request('/auth/v1/verify', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'signup', email, token }),
  });

describe('codeAttemptLimit', () => {
  it('lets a burst of parallel guesses have no more tries than a sequence', async () => {
    const revoked: unknown[] = [];
    const lite = wrongCodes();
    const app = new Hono();
    app.use(codeAttemptLimit(recordingDatabase(revoked), readAuthLimits({})));
    app.post('/auth/v1/verify', lite.handler);

    const answers = Array.from({ length: 12 }, (_, index) =>
      guess(app, 'Burst@Example.test', String(100_000 + index)),
    );
    // Let every request reach the middleware before lite answers any.
    await new Promise((resolve) => setTimeout(resolve, 50));
    lite.release();
    const statuses = (await Promise.all(answers)).map((answer) => answer.status);

    expect(lite.checked()).toBe(5);
    expect(statuses).toEqual(Array(12).fill(403));
    expect(revoked).toEqual(['burst@example.test']);
  });

  it('forgets the wrong guesses once the right code is given', async () => {
    const revoked: unknown[] = [];
    let right = false;
    const app = new Hono();
    app.use(codeAttemptLimit(recordingDatabase(revoked), readAuthLimits({})));
    app.post('/auth/v1/verify', () =>
      right ? Response.json({ access_token: 'token' }) : Response.json({}, { status: 403 }),
    );

    for (let attempt = 0; attempt < 4; attempt++) await guess(app, 'a@example.test', '000000');
    right = true;
    expect((await guess(app, 'a@example.test', '123456')).status).toBe(200);
    right = false;
    for (let attempt = 0; attempt < 4; attempt++) await guess(app, 'a@example.test', '000000');
    expect(revoked).toEqual([]);
  });
});
