import type { Breadcrumb, Event } from '@sentry/react';

/** A URL without its query string and fragment (tokens arrive in `#access_token=...`). */
export function stripUrl(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

const URL_KEYS = ['url', 'from', 'to'] as const;

function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  if (!breadcrumb.data) return breadcrumb;
  const data = { ...breadcrumb.data };
  for (const key of URL_KEYS) {
    if (typeof data[key] === 'string') data[key] = stripUrl(data[key]);
  }
  return { ...breadcrumb, data };
}

/**
 * Removes personal data before an event leaves the browser: the user is reduced to their
 * id; cookies, headers, request bodies and query strings are dropped; URLs lose their query
 * and fragment. This is a legal product: what a client types is nobody else's business.
 */
export function scrubEvent<T extends Event>(event: T): T {
  const scrubbed: T = { ...event };
  if (scrubbed.user) {
    scrubbed.user = scrubbed.user.id === undefined ? {} : { id: scrubbed.user.id };
  }
  if (scrubbed.request) {
    const { url } = scrubbed.request;
    scrubbed.request = url === undefined ? {} : { url: stripUrl(url) };
  }
  if (scrubbed.breadcrumbs) {
    scrubbed.breadcrumbs = scrubbed.breadcrumbs.map(scrubBreadcrumb);
  }
  return scrubbed;
}

type EnvelopeLike = [unknown, Array<[{ type?: string } | undefined, unknown]>];

interface SessionPayload {
  did?: string;
  attrs?: { ip_address?: string; user_agent?: string };
}

/**
 * Session updates do not pass through beforeSend, yet copy the scope user's IP address and
 * user agent (and fall back to the e-mail as "did"). Strips them from an envelope in place.
 */
export function scrubEnvelope(envelope: unknown): void {
  const items = (envelope as EnvelopeLike)[1];
  if (!Array.isArray(items)) return;
  for (const [header, payload] of items) {
    if (header?.type !== 'session' || !payload || typeof payload !== 'object') continue;
    const session = payload as SessionPayload;
    if (session.attrs) {
      delete session.attrs.ip_address;
      delete session.attrs.user_agent;
    }
    if (session.did?.includes('@')) delete session.did;
  }
}
