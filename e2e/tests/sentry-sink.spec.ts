/**
 * The shell server's local Sentry sink (scripts/serve.mjs, lib/sentry-envelope.mjs): there only
 * while the served /config.json sends Sentry's envelopes to it (SENTRY_LOCAL_SINK=1); bounded in
 * body size, count and bytes; its stored reports readable and deletable only from this machine
 * with the server's token.
 */
import { request as httpRequest } from 'node:http';
import { networkInterfaces } from 'node:os';
import { startServers } from '../../scripts/serve.mjs';
import { SENTRY_SINK_LIMITS } from '../../scripts/lib/sentry-envelope.mjs';
import { shellOrigin } from '../support/apps.ts';
import { expect, shellDistDir, test } from '../support/fixtures.ts';

const ENVELOPE = '/__sentry/envelope';
const ENVELOPES = '/__sentry/envelopes';

/** A Sentry envelope with one error event, padded to about `padding` bytes. */
function envelope(eventId: string, padding = 0): string {
  return [
    JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString() }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify({ event_id: eventId, message: 'x'.repeat(padding) }),
  ].join('\n');
}

const eventIds = (stored: { header: { event_id?: string } }[]) =>
  stored.map((entry) => entry.header.event_id);

/** A shell of its own with the local sink configured, as `SENTRY_LOCAL_SINK=1 pnpm serve`. */
async function shellWithSink() {
  const site = await startServers({
    only: ['shell'],
    dists: { shell: shellDistDir() },
    ports: { shell: 0 },
    env: { ...process.env, SENTRY_LOCAL_SINK: '1' },
  });
  const origin = site.origins.shell!;
  const auth = { Authorization: `Bearer ${site.sentrySinkToken}` };
  return {
    origin,
    token: site.sentrySinkToken,
    close: site.close,
    post: (body: string) => fetch(`${origin}${ENVELOPE}`, { method: 'POST', body }),
    read: (headers: Record<string, string> = auth) => fetch(`${origin}${ENVELOPES}`, { headers }),
    forget: (headers: Record<string, string> = auth) =>
      fetch(`${origin}${ENVELOPES}`, { method: 'DELETE', headers }),
  };
}

/**
 * POSTs `bytes` bytes to `url`, declared in Content-Length or streamed in chunks; resolves with
 * the status the server answers, however much of the body it took.
 */
function postLarge(url: string, bytes: number, declared: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, {
      method: 'POST',
      headers: declared ? { 'Content-Length': bytes } : {},
    });
    outgoing.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    // The server closes the connection once it refused the body.
    outgoing.on('error', (error) => (outgoing.writableEnded ? undefined : reject(error)));
    if (declared) {
      outgoing.flushHeaders();
      return;
    }
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let sent = 0;
    const pump = () => {
      while (sent < bytes && !outgoing.destroyed) {
        sent += chunk.length;
        if (!outgoing.write(chunk)) return void outgoing.once('drain', pump);
      }
      if (!outgoing.destroyed) outgoing.end();
    };
    pump();
  });
}

test('the site without the local sink configured has no sink: nothing is kept or shown', async () => {
  const post = await fetch(`${shellOrigin}${ENVELOPE}`, {
    method: 'POST',
    body: envelope('0'.repeat(32)),
  });
  expect(post.status).toBe(404);
  expect((await fetch(`${shellOrigin}${ENVELOPES}`)).status).toBe(404);
  expect((await fetch(`${shellOrigin}${ENVELOPES}`, { method: 'DELETE' })).status).toBe(404);
});

test('the local sink keeps envelopes; only the server’s token reads or deletes them', async () => {
  const sink = await shellWithSink();
  try {
    expect((await sink.post(envelope('a'.repeat(32)))).status).toBe(200);
    expect((await sink.post('not an envelope')).status).toBe(400);

    const refused: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer wrong' },
      { Authorization: 'Basic x' },
    ];
    for (const headers of refused) {
      const read = await sink.read(headers);
      expect(read.status, JSON.stringify(headers)).toBe(401);
      expect(await read.text()).not.toContain('a'.repeat(32));
      expect((await sink.forget(headers)).status, JSON.stringify(headers)).toBe(401);
    }
    const read = await sink.read();
    expect(read.status).toBe(200);
    expect(eventIds(await read.json())).toEqual(['a'.repeat(32)]);

    expect((await sink.forget()).status).toBe(204);
    expect(await (await sink.read()).json()).toEqual([]);
  } finally {
    await sink.close();
  }
});

test('the stored envelopes cannot be read from another machine, even with the token', async () => {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
  test.skip(!address, 'this machine has no network address but loopback');
  const sink = await shellWithSink();
  try {
    await sink.post(envelope('b'.repeat(32)));
    const port = new URL(sink.origin).port;
    const remote = await fetch(`http://${address}:${port}${ENVELOPES}`, {
      headers: { Authorization: `Bearer ${sink.token}` },
    });
    expect(remote.status).toBe(403);
    expect(await remote.text()).not.toContain('b'.repeat(32));
  } finally {
    await sink.close();
  }
});

test('the local sink refuses an envelope over its size and keeps a bounded number', async () => {
  const sink = await shellWithSink();
  const { maxBodyBytes, maxEnvelopes } = SENTRY_SINK_LIMITS;
  try {
    // Declared too large: refused before the body is read.
    expect(await postLarge(`${sink.origin}${ENVELOPE}`, 50 * 1024 * 1024, true)).toBe(413);
    // Streamed without a length: refused once it passes the limit.
    expect(await postLarge(`${sink.origin}${ENVELOPE}`, 4 * maxBodyBytes, false)).toBe(413);
    // A well-formed envelope just over the limit.
    expect((await sink.post(envelope('c'.repeat(32), maxBodyBytes))).status).toBe(413);
    expect(await (await sink.read()).json()).toEqual([]);

    // One just under it is kept.
    expect((await sink.post(envelope('d'.repeat(32), maxBodyBytes - 1024))).status).toBe(200);
    // The newest `maxEnvelopes` are kept.
    const ids = Array.from({ length: maxEnvelopes + 5 }, (_, index) =>
      index.toString(16).padStart(32, '0'),
    );
    for (const id of ids) expect((await sink.post(envelope(id))).status).toBe(200);
    expect(eventIds(await (await sink.read()).json())).toEqual(ids.slice(-maxEnvelopes));
  } finally {
    await sink.close();
  }
});
