/**
 * A fake Sentry ingest for the browser: every envelope the page sends, to the `tunnel` endpoint
 * or to a DSN's `/api/<project>/envelope/`, is answered 200 here and kept for the test. Nothing
 * leaves the machine (error-reporting ingest is a third-party service).
 */
import type { Page, Request } from '@playwright/test';
import { parseEnvelope as parseEnvelopeBody } from '../../scripts/lib/sentry-envelope.mjs';

export interface EnvelopeItem {
  type: string;
  payload: unknown;
}

export interface Envelope {
  url: string;
  header: { dsn?: string; event_id?: string; [key: string]: unknown };
  items: EnvelopeItem[];
}

export interface SentryEvent {
  event_id?: string;
  tags?: Record<string, string>;
  exception?: { values?: { type?: string; value?: string }[] };
  [key: string]: unknown;
}

/** The envelope a page sent to `url`, or null when the body is not one. */
export function parseEnvelope(url: string, body: string): Envelope | null {
  const envelope = parseEnvelopeBody(body);
  const header = envelope?.header as Envelope['header'] | undefined;
  if (!envelope || !header || !('sent_at' in header || 'event_id' in header || 'dsn' in header)) {
    return null;
  }
  return { url, header, items: envelope.items };
}

function looksLikeSentryEndpoint(url: URL): boolean {
  return /\/api\/\d+\/envelope\/?$/.test(url.pathname) || /sentry|tunnel/i.test(url.pathname);
}

export interface SentryCapture {
  envelopes: Envelope[];
  /** Error events in arrival order, with the envelope that carried each. */
  events(): { event: SentryEvent; envelope: Envelope }[];
}

/**
 * Captures envelopes sent by the page. Envelope endpoints (a DSN's ingest path, any path with
 * "sentry" or "tunnel" in it) are answered 200; any other POST whose body is an envelope is
 * recorded as well, so a tunnel under an unexpected name is still seen.
 */
export async function captureSentryEnvelopes(page: Page): Promise<SentryCapture> {
  const envelopes: Envelope[] = [];
  const seen = new WeakSet<Request>();
  const record = (request: Request) => {
    if (seen.has(request) || request.method() !== 'POST') return;
    seen.add(request);
    const envelope = parseEnvelope(request.url(), request.postData() ?? '');
    if (envelope) envelopes.push(envelope);
  };
  await page.route(looksLikeSentryEndpoint, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    record(route.request());
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: '{}',
    });
  });
  page.on('request', record);
  return {
    envelopes,
    events: () =>
      envelopes.flatMap((envelope) =>
        envelope.items
          .filter((item) => item.type === 'event')
          .map((item) => ({ event: item.payload as SentryEvent, envelope })),
      ),
  };
}
