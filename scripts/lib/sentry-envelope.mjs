// Sentry's envelope format: a JSON header line, then item-header and payload line pairs.
// Payloads that are not JSON (attachments) stay text; a body without a JSON header is not one.
// And the local envelope sink of scripts/serve.mjs, which stands in for Sentry's ingest.
import { timingSafeEqual } from 'node:crypto';

const parse = (line) => {
  try {
    return JSON.parse(line ?? '');
  } catch {
    return undefined;
  }
};

/** `{ header, items: [{ type, header, payload }] }`, or null when `body` is not an envelope. */
export function parseEnvelope(body) {
  const [first, ...lines] = body.split('\n');
  const header = parse(first);
  if (!header || typeof header !== 'object') return null;
  const items = [];
  for (let index = 0; index + 1 < lines.length; index += 2) {
    const itemHeader = parse(lines[index]);
    if (!itemHeader) break;
    items.push({
      type: String(itemHeader.type),
      header: itemHeader,
      payload: parse(lines[index + 1]) ?? lines[index + 1],
    });
  }
  return { header, items };
}

/** Where the browser posts (the config's `sentry.tunnel`) and where local tools read them back. */
export const SENTRY_ENVELOPE_PATH = '/__sentry/envelope';
export const SENTRY_ENVELOPES_PATH = '/__sentry/envelopes';

/**
 * Bounds of the local sink. Sentry's own ingest refuses an event over 1 MB; a browser event is
 * a few KB. At most `maxEnvelopes` and `maxStoredBytes` of bodies are kept, the oldest dropped.
 */
export const SENTRY_SINK_LIMITS = Object.freeze({
  maxBodyBytes: 1024 * 1024,
  maxEnvelopes: 100,
  maxStoredBytes: 8 * 1024 * 1024,
});

const isLoopback = (address = '') => address === '::1' || /^(?:::ffff:)?127\./.test(address);

const sameSecret = (given, expected) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Stands in for Sentry's ingest on the shell's server (`SENTRY_LOCAL_SINK=1`): the browser posts
 * envelopes to SENTRY_ENVELOPE_PATH, bounded by `limits`; GET and DELETE of
 * SENTRY_ENVELOPES_PATH are for local tools only: from this machine, with
 * `Authorization: Bearer <token>`. Returns `handle(request, response, pathname)`, true when it
 * answered.
 */
export function createSentrySink({ token, limits = SENTRY_SINK_LIMITS }) {
  /** @type {{ envelope: object, bytes: number }[]} */
  const stored = [];
  let storedBytes = 0;
  const json = (response, status, value, headers = {}) =>
    response
      .writeHead(status, {
        'Content-Type': 'application/json',
        'Cache-Control': 'no-store',
        ...headers,
      })
      .end(JSON.stringify(value));

  function keep(envelope, bytes) {
    stored.push({ envelope, bytes });
    storedBytes += bytes;
    while (
      stored.length > limits.maxEnvelopes ||
      (storedBytes > limits.maxStoredBytes && stored.length > 1)
    ) {
      storedBytes -= stored.shift().bytes;
    }
  }

  /** Refuses a body over the limit without reading it, and closes the connection after. */
  function refuseTooLarge(request, response) {
    request.removeAllListeners('data');
    request.pause();
    response.on('finish', () => request.destroy());
    json(
      response,
      413,
      { error: `an envelope is at most ${limits.maxBodyBytes} bytes` },
      { Connection: 'close' },
    );
  }

  function receive(request, response) {
    const declared = Number(request.headers['content-length']);
    if (declared > limits.maxBodyBytes) return refuseTooLarge(request, response);
    const chunks = [];
    let bytes = 0;
    request.on('data', (chunk) => {
      bytes += chunk.length;
      if (bytes > limits.maxBodyBytes) return refuseTooLarge(request, response);
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (response.headersSent) return;
      const envelope = parseEnvelope(Buffer.concat(chunks).toString('utf8'));
      if (!envelope) return json(response, 400, { error: 'not a Sentry envelope' });
      keep({ receivedAt: new Date().toISOString(), ...envelope }, bytes);
      response.writeHead(200, { 'Content-Length': '0' }).end();
    });
  }

  return (request, response, pathname) => {
    if (pathname !== SENTRY_ENVELOPE_PATH && pathname !== SENTRY_ENVELOPES_PATH) return false;
    const route = `${request.method} ${pathname}`;
    if (route === `POST ${SENTRY_ENVELOPE_PATH}`) {
      receive(request, response);
      return true;
    }
    if (pathname !== SENTRY_ENVELOPES_PATH || !['GET', 'DELETE'].includes(request.method)) {
      json(response, 405, { error: `${request.method} is not allowed here` });
      return true;
    }
    if (!isLoopback(request.socket.remoteAddress)) {
      json(response, 403, { error: 'the stored envelopes are readable from this machine only' });
      return true;
    }
    const [scheme, given = ''] = (request.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !sameSecret(given, token)) {
      json(
        response,
        401,
        { error: 'send the token serve.mjs printed: Authorization: Bearer <token>' },
        { 'WWW-Authenticate': 'Bearer' },
      );
      return true;
    }
    if (request.method === 'GET') {
      json(
        response,
        200,
        stored.map(({ envelope }) => envelope),
      );
    } else {
      stored.length = 0;
      storedBytes = 0;
      response.writeHead(204).end();
    }
    return true;
  };
}
