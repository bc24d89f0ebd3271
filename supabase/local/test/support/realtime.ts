/**
 * supabase-js clients for the Realtime tests and the case-room bench: the real client
 * (`channel().on('postgres_changes', ...).subscribe()`) over `ws`, with the access token the
 * test chooses, and sockets a test can cut to see the client reconnect.
 */
import { createHmac } from 'node:crypto';
import {
  createClient,
  type RealtimeChannel,
  type RealtimePostgresChangesPayload,
  type SupabaseClient,
} from '@supabase/supabase-js';
import WebSocket from 'ws';

/** Every socket the clients opened, so a test can cut them (`terminate`) as a network would. */
export const openedSockets = new Set<WebSocket>();

class TrackedWebSocket extends WebSocket {
  constructor(...args: ConstructorParameters<typeof WebSocket>) {
    super(...args);
    openedSockets.add(this);
    this.once('close', () => openedSockets.delete(this));
  }
}

export interface RealtimeTarget {
  apiUrl: string;
  publishableKey: string;
}

/**
 * A client whose every request and Realtime channel carries `token()` (null: none, the
 * publishable key alone, a visitor). Changing what `token()` returns and calling
 * `client.realtime.setAuth()` is a session refresh.
 */
export function realtimeClient(target: RealtimeTarget, token: () => string | null): SupabaseClient {
  return createClient(target.apiUrl, target.publishableKey, {
    accessToken: async () => token(),
    realtime: { transport: TrackedWebSocket as never, heartbeatIntervalMs: 5_000 },
  });
}

export async function signIn(
  target: RealtimeTarget,
  email: string,
  password: string,
): Promise<string> {
  const client = createClient(target.apiUrl, target.publishableKey, {
    realtime: { transport: WebSocket as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`Sign-in failed for ${email}: ${error?.message}`);
  return data.session.access_token;
}

/** A session token for `userId` signed with the project's secret, expiring in `seconds`. */
export function mintToken(jwtSecret: string, userId: string, seconds: number): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = encode({ alg: 'HS256', typ: 'JWT' });
  const payload = encode({
    sub: userId,
    role: 'authenticated',
    aud: 'authenticated',
    iat: now,
    exp: now + seconds,
  });
  const signature = createHmac('sha256', jwtSecret)
    .update(`${header}.${payload}`)
    .digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** A delivered change as the callback gets it, and when it arrived (performance.now()). */
export interface Change {
  schema: string;
  table: string;
  commit_timestamp: string;
  eventType: 'INSERT' | 'UPDATE' | 'DELETE';
  new: Record<string, unknown>;
  old: Record<string, unknown>;
  receivedAt: number;
}

export interface Subscription {
  channel: RealtimeChannel;
  changes: Change[];
  statuses: string[];
  /** `system` messages the server sent on this channel. */
  system: Record<string, unknown>[];
  /** Resolves with the first change `match` accepts (rejects after `timeoutMs`). */
  next(match: (change: Change) => boolean, timeoutMs?: number): Promise<Change>;
}

let channelCount = 0;

/**
 * Subscribes `client` to changes of `table` (optionally `filter`ed, `event` default *) and
 * resolves once the server confirmed the subscription. The client's token is settled first
 * (`realtime.setAuth()`), as an app should do: realtime-js sends a join as soon as the socket
 * opens, and a join sent before the token is known reads as the visitor until the next refresh.
 */
export async function subscribe(
  client: SupabaseClient,
  options: {
    table: string;
    filter?: string;
    event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
    schema?: string;
  },
): Promise<Subscription> {
  await client.realtime.setAuth();
  const changes: Change[] = [];
  const statuses: string[] = [];
  const system: Record<string, unknown>[] = [];
  const waiters: { match: (change: Change) => boolean; resolve: (change: Change) => void }[] = [];
  const channel = client.channel(`test-${++channelCount}`);
  channel.on(
    'postgres_changes' as never,
    {
      event: options.event ?? '*',
      schema: options.schema ?? 'public',
      table: options.table,
      ...(options.filter ? { filter: options.filter } : {}),
    } as never,
    ((payload: RealtimePostgresChangesPayload<Record<string, unknown>>) => {
      const change = { ...payload, receivedAt: performance.now() } as unknown as Change;
      changes.push(change);
      for (const waiter of [...waiters]) {
        if (waiter.match(change)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(change);
        }
      }
    }) as never,
  );
  channel.on(
    'system' as never,
    {} as never,
    ((payload: Record<string, unknown>) => {
      system.push(payload);
    }) as never,
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Not subscribed: ${statuses.join(', ')}`)),
      15_000,
    );
    channel.subscribe((status, error) => {
      statuses.push(error ? `${status}: ${error.message}` : status);
      if (status === 'SUBSCRIBED') {
        clearTimeout(timer);
        resolve();
      } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        clearTimeout(timer);
        reject(new Error(`${status}: ${error?.message ?? ''}`));
      }
    });
  });
  return {
    channel,
    changes,
    statuses,
    system,
    next(match, timeoutMs = 5_000) {
      const seen = changes.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise<Change>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`No matching change within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter = {
          match,
          resolve: (change: Change) => {
            clearTimeout(timer);
            resolve(change);
          },
        };
        waiters.push(waiter);
      });
    },
  };
}
