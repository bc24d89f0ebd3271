import * as Sentry from '@sentry/react';
import { http, HttpResponse } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { server } from '../testing/msw-server';
import { initSentry, reportRemoteError, sentryReady } from './sentry';

// The real SDK end to end: what actually leaves the browser, read at the tunnel.
const TUNNEL = 'http://localhost:3000/sentry-tunnel';

afterAll(() => Sentry.close());

function parseEnvelope(body: string) {
  const [header, ...rest] = body.split('\n').filter(Boolean);
  const items: { type: string; payload: Record<string, unknown> }[] = [];
  for (let index = 0; index < rest.length; index += 2) {
    items.push({ type: JSON.parse(rest[index]!).type, payload: JSON.parse(rest[index + 1]!) });
  }
  return { header: JSON.parse(header!) as { dsn?: string }, items };
}

describe('Sentry through the tunnel', () => {
  it('sends a remote error tagged, to the remote DSN, without personal data', async () => {
    const envelopes: string[] = [];
    server.use(
      http.post(TUNNEL, async ({ request }) => {
        envelopes.push(await request.text());
        return new HttpResponse(null, { status: 200 });
      }),
    );
    window.history.replaceState(
      null,
      '',
      '/client-dashboard?phone=9876543210#access_token=secret-token',
    );

    expect(
      initSentry(
        {
          dsn: 'https://shellkey@o1.ingest.sentry.io/1',
          environment: 'test',
          release: 'shell@1.0.0',
          remotes: { mf_directory: 'https://directorykey@o1.ingest.sentry.io/2' },
        },
        { tunnel: TUNNEL },
      ),
    ).toBe(true);
    await sentryReady();
    Sentry.setUser({ id: 'user-1', email: 'asha@nyaya.test', ip_address: '203.0.113.9' });

    reportRemoteError('mf_directory', new Error('Directory exploded'), {
      area: 'Lawyer directory',
    });
    await Sentry.flush(2000);

    const events = envelopes
      .map(parseEnvelope)
      .filter((envelope) => envelope.items.some((item) => item.type === 'event'));
    expect(events).toHaveLength(1);
    const { header, items } = events[0]!;
    const event = items.find((item) => item.type === 'event')!.payload as {
      tags: Record<string, string>;
      user?: Record<string, unknown>;
      request?: { url?: string; headers?: unknown };
      exception: { values: { value: string }[] };
    };
    expect(header.dsn).toBe('https://directorykey@o1.ingest.sentry.io/2');
    expect(event.tags.remote).toBe('mf_directory');
    expect(event.exception.values[0]!.value).toBe('Directory exploded');
    expect(event.user).toEqual({ id: 'user-1' });
    expect(event.request?.url).toBe('http://localhost:3000/client-dashboard');
    expect(event.request?.headers).toBeUndefined();
    expect(envelopes.join('\n')).not.toMatch(/secret-token|asha@nyaya|203\.0\.113\.9|9876543210/);
  });
});
