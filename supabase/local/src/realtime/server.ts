/**
 * Supabase Realtime's `postgres_changes` on the local stack: the Phoenix channel protocol that
 * @supabase/realtime-js speaks at `/realtime/v1/websocket` on the API's port (docs/adr/0031).
 *
 * A client joins a topic with its access token and the changes it listens to (event, schema,
 * table, filter); the join's reply gives each one an id, a `system` message confirms the
 * subscription, and each committed change of a table in the publication `supabase_realtime`
 * reaches the channel as a `postgres_changes` message naming the ids it matches. A change is
 * delivered only to a subscriber who may read the row: the row is re-read as that subscriber
 * (its role, `request.jwt.claims`), so the table's RLS policies and column grants decide, and
 * what is sent is what that read returned. DELETE carries only the old primary key, as hosted
 * Realtime sends it under RLS.
 *
 * Tokens: the channel reads as the join's `access_token` (or the socket's `apikey`); an
 * `access_token` message replaces it (a refreshed session); when the token expires the channel
 * is told (`system`, status error) and closed, as hosted Realtime does. Broadcast and
 * Presence are not served.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { OpenDatabase } from '../database.ts';
import { expiredReason, resolveAccess, type Access, type ProjectKeys } from './access.ts';
import {
  qualified,
  startChangeFeed,
  type Change,
  type ChangeFeed,
  type PublishedTable,
} from './changes.ts';
import { parseFilter, rowMatches, type RowFilter } from './filter.ts';

export const realtimePath = '/realtime/v1/websocket';

/** Bounds a client cannot push the server past. */
const maxMessageBytes = 256 * 1024;
const maxChannelsPerSocket = 100;
const maxBindingsPerChannel = 100;
const pingIntervalMs = 30_000;

type Event = '*' | 'INSERT' | 'UPDATE' | 'DELETE';

interface Binding {
  id: number;
  event: Event;
  schema: string;
  /** null: every published table of the schema. */
  table: string | null;
  filter: RowFilter | null;
  /** As the client sent it, echoed in the join's reply (realtime-js compares them). */
  echo: { event: string; schema: string; table?: string; filter?: string };
}

interface Channel {
  topic: string;
  joinRef: string | null;
  bindings: Binding[];
  access: Access;
  expiryTimer: NodeJS.Timeout | null;
  socket: Socket;
}

interface Socket {
  ws: WebSocket;
  /** '2.0.0' frames are arrays, '1.0.0' objects. */
  arrays: boolean;
  apikey: string;
  channels: Map<string, Channel>;
}

interface Frame {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

export interface RealtimeServer {
  /** Handles an HTTP upgrade; false when the path is not Realtime's. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Connected sockets (for tests and the start-up banner). */
  connections(): number;
  stop(): Promise<void>;
}

export async function startRealtime(options: {
  database: OpenDatabase;
  keys: ProjectKeys;
  log?: (message: string) => void;
}): Promise<RealtimeServer> {
  const { database, keys } = options;
  const log = options.log ?? (() => {});
  const sockets = new Set<Socket>();
  let nextBindingId = 1;

  // Changes are handled one at a time, in commit order, so a subscriber sees them in order.
  let queue: Promise<void> = Promise.resolve();
  const feed: ChangeFeed = await startChangeFeed(database, (change) => {
    queue = queue
      .then(() => dispatch(change))
      .catch((error: unknown) => {
        log(
          `Realtime: a change of ${change.schema}.${change.table} was not delivered: ${String(error)}`,
        );
      });
  });

  const kysely = database.connection.kysely as Kysely<unknown>;
  // The columns each role may select, per table (hosted Realtime sends only those).
  const selectable = new Map<string, Promise<string[]>>();
  let selectableFor: Map<string, PublishedTable> | null = null;

  function selectableColumns(table: PublishedTable, role: string): Promise<string[]> {
    if (selectableFor !== feed.tables()) {
      selectable.clear();
      selectableFor = feed.tables();
    }
    const key = `${role}:${table.schema}.${table.table}`;
    let columns = selectable.get(key);
    if (!columns) {
      columns = sql<{ name: string }>`
        select a.attname as name
          from pg_attribute a
         where a.attrelid = ${qualified(table.schema, table.table)}::regclass
           and a.attnum > 0 and not a.attisdropped
           and has_column_privilege(${role}, a.attrelid, a.attnum, 'SELECT')
         order by a.attnum`
        .execute(kysely)
        .then((result) => result.rows.map((row) => row.name));
      selectable.set(key, columns);
    }
    return columns;
  }

  /** The row as `access` reads it (RLS, grants), or null when it may not. */
  async function readAs(
    access: Access,
    table: PublishedTable,
    keyValues: Record<string, unknown>,
  ): Promise<Record<string, unknown> | null> {
    const columns = await selectableColumns(table, access.role);
    if (columns.length === 0 || !table.primaryKey.every((key) => columns.includes(key)))
      return null;
    const target = qualified(table.schema, table.table);
    const list = columns.map((column) => `t.${quoteIdent(column)}`).join(', ');
    const match = keyMatch(table);
    const query = (db: Kysely<unknown>) =>
      sql<{ row: Record<string, unknown> | string }>`
        select to_jsonb(r) as row
          from (select ${sql.raw(list)}
                  from ${sql.raw(target)} t,
                       jsonb_populate_record(null::${sql.raw(target)}, ${JSON.stringify(keyValues)}::jsonb) k
                 where ${sql.raw(match)}) r`.execute(db);
    const context = {
      auth: {
        uid: typeof access.claims.sub === 'string' ? access.claims.sub : null,
        role: access.role,
        jwt: access.claims,
      },
    };
    try {
      const result = await database.connection.withContext(context, query);
      const row = result.rows[0]?.row;
      if (row === undefined) return null;
      return typeof row === 'string' ? (JSON.parse(row) as Record<string, unknown>) : row;
    } catch {
      // The role may not read the table at all (no grant): nothing to deliver.
      return null;
    }
  }

  async function dispatch(change: Change): Promise<void> {
    const table = feed.tables().get(`${change.schema}.${change.table}`);
    if (!table) return;
    const listening: { channel: Channel; bindings: Binding[] }[] = [];
    for (const socket of sockets) {
      for (const channel of socket.channels.values()) {
        const bindings = channel.bindings.filter(
          (binding) =>
            binding.schema === change.schema &&
            (binding.table === null || binding.table === change.table) &&
            (binding.event === '*' || binding.event === change.type),
        );
        if (bindings.length > 0) listening.push({ channel, bindings });
      }
    }
    if (listening.length === 0) return;

    const columns = table.columns;
    if (change.type === 'DELETE') {
      // Hosted Realtime neither filters nor checks RLS for deletes; it sends the old key only.
      for (const { channel, bindings } of listening) {
        if ((await selectableColumns(table, channel.access.role)).length === 0) continue;
        send(channel, bindings, {
          schema: change.schema,
          table: change.table,
          commit_timestamp: change.commitTimestamp,
          type: change.type,
          columns,
          old_record: change.oldKeys ?? {},
          errors: null,
        });
      }
      return;
    }

    // The whole row decides the filters: as written (in the notification), or read once as the
    // stack when it was too large to travel. Each subscriber's own read decides whether it is
    // delivered, and what.
    let row = change.row;
    if (!row) {
      const full = await sql<{ row: Record<string, unknown> | string }>`
        select to_jsonb(t) as row
          from ${sql.raw(qualified(table.schema, table.table))} t,
               jsonb_populate_record(null::${sql.raw(qualified(table.schema, table.table))}, ${JSON.stringify(change.keys)}::jsonb) k
         where ${sql.raw(keyMatch(table))}`.execute(kysely);
      const rawRow = full.rows[0]?.row;
      if (rawRow === undefined) return; // Gone again before it could be read.
      row = typeof rawRow === 'string' ? (JSON.parse(rawRow) as Record<string, unknown>) : rawRow;
    }
    const written = row;

    const reads = new Map<string, Promise<Record<string, unknown> | null>>();
    for (const { channel, bindings } of listening) {
      const matching = bindings.filter(
        (binding) => !binding.filter || rowMatches(binding.filter, written),
      );
      if (matching.length === 0) continue;
      const readKey = JSON.stringify([channel.access.role, channel.access.claims]);
      let read = reads.get(readKey);
      if (!read) {
        read = readAs(channel.access, table, change.keys ?? {});
        reads.set(readKey, read);
      }
      const record = await read;
      if (!record) continue;
      // A filter on a column the subscriber may not read would tell it that column's value.
      const allowed = matching.filter(
        (binding) => !binding.filter || binding.filter.column in record,
      );
      if (allowed.length === 0) continue;
      send(channel, allowed, {
        schema: change.schema,
        table: change.table,
        commit_timestamp: change.commitTimestamp,
        type: change.type,
        columns: columns.filter((column) => column.name in record),
        record,
        ...(change.type === 'UPDATE' ? { old_record: change.oldKeys ?? {} } : {}),
        errors: null,
      });
    }
  }

  function send(channel: Channel, bindings: Binding[], data: Record<string, unknown>) {
    if (channel.socket.channels.get(channel.topic) !== channel) return;
    write(channel.socket, {
      join_ref: null,
      ref: null,
      topic: channel.topic,
      event: 'postgres_changes',
      payload: { ids: bindings.map((binding) => binding.id), data },
    });
  }

  function write(socket: Socket, frame: Frame) {
    if (socket.ws.readyState !== socket.ws.OPEN) return;
    const text = socket.arrays
      ? JSON.stringify([frame.join_ref, frame.ref, frame.topic, frame.event, frame.payload])
      : JSON.stringify(frame);
    socket.ws.send(text);
  }

  const reply = (socket: Socket, frame: Frame, status: 'ok' | 'error', response: unknown) =>
    write(socket, {
      join_ref: frame.join_ref,
      ref: frame.ref,
      topic: frame.topic,
      event: 'phx_reply',
      payload: { status, response },
    });

  function closeChannel(channel: Channel, notice?: string) {
    if (channel.expiryTimer) clearTimeout(channel.expiryTimer);
    if (channel.socket.channels.get(channel.topic) !== channel) return;
    channel.socket.channels.delete(channel.topic);
    if (notice) {
      write(channel.socket, {
        join_ref: channel.joinRef,
        ref: null,
        topic: channel.topic,
        event: 'system',
        payload: {
          message: notice,
          status: 'error',
          extension: 'system',
          channel: subTopic(channel.topic),
        },
      });
    }
    write(channel.socket, {
      join_ref: channel.joinRef,
      ref: channel.joinRef,
      topic: channel.topic,
      event: 'phx_close',
      payload: {},
    });
  }

  function scheduleExpiry(channel: Channel) {
    if (channel.expiryTimer) clearTimeout(channel.expiryTimer);
    channel.expiryTimer = null;
    const expiresAt = channel.access.expiresAt;
    if (expiresAt === null) return;
    // setTimeout holds at most ~24.8 days; a longer token is checked again then.
    const delay = Math.min(Math.max(0, expiresAt - Date.now()), 2 ** 31 - 1);
    channel.expiryTimer = setTimeout(() => {
      if (Date.now() >= expiresAt) closeChannel(channel, expiredReason(expiresAt));
      else scheduleExpiry(channel);
    }, delay);
    channel.expiryTimer.unref();
  }

  async function join(socket: Socket, frame: Frame) {
    const payload = (frame.payload ?? {}) as {
      config?: {
        private?: boolean;
        postgres_changes?: {
          event?: unknown;
          schema?: unknown;
          table?: unknown;
          filter?: unknown;
        }[];
      };
      access_token?: string;
    };
    const refuse = (reason: string) => reply(socket, frame, 'error', { reason });
    if (!socket.channels.has(frame.topic) && socket.channels.size >= maxChannelsPerSocket) {
      return refuse(`At most ${maxChannelsPerSocket} channels per connection`);
    }
    if (payload.config?.private) {
      return refuse(
        'Private channels (Broadcast and Presence authorization) are not served by the local stack',
      );
    }
    const granted = resolveAccess(payload.access_token ?? socket.apikey, keys);
    if (!granted.ok) return refuse(granted.reason);

    const requested = payload.config?.postgres_changes ?? [];
    if (!Array.isArray(requested) || requested.length > maxBindingsPerChannel) {
      return refuse(`At most ${maxBindingsPerChannel} postgres_changes per channel`);
    }
    const tables = requested.length > 0 ? await feed.refresh() : feed.tables();
    const bindings: Binding[] = [];
    const unpublished: string[] = [];
    for (const entry of requested) {
      const event = typeof entry.event === 'string' ? entry.event.toUpperCase() : '';
      if (!['*', 'INSERT', 'UPDATE', 'DELETE'].includes(event)) {
        return refuse(`Invalid event "${String(entry.event)}": use *, INSERT, UPDATE or DELETE`);
      }
      if (typeof entry.schema !== 'string' || entry.schema === '' || entry.schema === '*') {
        return refuse('Every postgres_changes subscription names its schema');
      }
      const table = typeof entry.table === 'string' && entry.table !== '*' ? entry.table : null;
      let filter: RowFilter | null = null;
      if (typeof entry.filter === 'string' && entry.filter !== '') {
        if (!table) return refuse('A filter needs a table');
        const parsed = parseFilter(entry.filter);
        if ('error' in parsed) return refuse(parsed.error);
        filter = parsed;
      }
      const published = [...tables.values()].some(
        (candidate) =>
          candidate.schema === entry.schema && (table === null || candidate.table === table),
      );
      if (!published) unpublished.push(`[schema: ${entry.schema}, table: ${table ?? '*'}]`);
      bindings.push({
        id: nextBindingId++,
        event: event as Event,
        schema: entry.schema,
        table,
        filter,
        echo: {
          event: String(entry.event),
          schema: entry.schema,
          ...(typeof entry.table === 'string' ? { table: entry.table } : {}),
          ...(typeof entry.filter === 'string' ? { filter: entry.filter } : {}),
        },
      });
    }

    const previous = socket.channels.get(frame.topic);
    if (previous) closeChannel(previous);
    const channel: Channel = {
      topic: frame.topic,
      joinRef: frame.join_ref ?? frame.ref,
      bindings,
      access: granted.access,
      expiryTimer: null,
      socket,
    };
    socket.channels.set(frame.topic, channel);
    scheduleExpiry(channel);
    reply(socket, frame, 'ok', {
      postgres_changes: bindings.map((binding) => ({ id: binding.id, ...binding.echo })),
    });
    if (bindings.length === 0) return;
    write(socket, {
      join_ref: channel.joinRef,
      ref: null,
      topic: frame.topic,
      event: 'system',
      payload:
        unpublished.length === 0
          ? {
              message: 'Subscribed to PostgreSQL',
              status: 'ok',
              extension: 'postgres_changes',
              channel: subTopic(frame.topic),
            }
          : {
              message:
                'Unable to subscribe to changes with given parameters. Please check Realtime is ' +
                `enabled for the given connect parameters: ${unpublished.join(', ')}`,
              status: 'error',
              extension: 'postgres_changes',
              channel: subTopic(frame.topic),
            },
    });
  }

  function refreshToken(socket: Socket, frame: Frame) {
    const channel = socket.channels.get(frame.topic);
    if (!channel) return;
    const token = (frame.payload as { access_token?: string } | null)?.access_token;
    const granted = resolveAccess(token, keys);
    if (!granted.ok) return closeChannel(channel, granted.reason);
    channel.access = granted.access;
    scheduleExpiry(channel);
  }

  async function receive(socket: Socket, data: RawData, isBinary: boolean) {
    if (isBinary) return; // Binary frames carry Broadcast only.
    let frame: Frame;
    try {
      const parsed = JSON.parse(data.toString()) as unknown;
      if (Array.isArray(parsed)) {
        const [join_ref, ref, topic, event, payload] = parsed as [
          string | null,
          string | null,
          string,
          string,
          unknown,
        ];
        frame = { join_ref: join_ref ?? null, ref: ref ?? null, topic, event, payload };
      } else {
        frame = parsed as Frame;
        frame.join_ref ??= null;
        frame.ref ??= null;
      }
      if (typeof frame.topic !== 'string' || typeof frame.event !== 'string')
        throw new Error('frame');
    } catch {
      socket.ws.close(1003, 'Frames are JSON Phoenix messages');
      return;
    }

    if (frame.topic === 'phoenix') {
      if (frame.event === 'heartbeat') reply(socket, frame, 'ok', {});
      return;
    }
    switch (frame.event) {
      case 'phx_join':
        return join(socket, frame);
      case 'phx_leave': {
        const channel = socket.channels.get(frame.topic);
        reply(socket, frame, 'ok', {});
        if (channel) closeChannel(channel);
        return;
      }
      case 'access_token':
        return refreshToken(socket, frame);
      default:
        if (!socket.channels.has(frame.topic)) {
          return reply(socket, frame, 'error', { reason: 'unmatched topic' });
        }
        if (frame.ref) {
          reply(socket, frame, 'error', {
            reason: `${frame.event} is not served by the local stack (postgres_changes only)`,
          });
        }
    }
  }

  const wss = new WebSocketServer({ noServer: true, maxPayload: maxMessageBytes });

  // A socket whose peer vanished without closing (a laptop put to sleep) is dropped when it
  // misses a ping, so its channels stop being read for.
  const alive = new WeakSet<WebSocket>();
  const keepAlive = setInterval(() => {
    for (const socket of sockets) {
      if (!alive.has(socket.ws)) {
        socket.ws.terminate();
        continue;
      }
      alive.delete(socket.ws);
      socket.ws.ping();
    }
  }, pingIntervalMs);
  keepAlive.unref();

  function handleUpgrade(request: IncomingMessage, raw: Duplex, head: Buffer): boolean {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== realtimePath && url.pathname !== `${realtimePath}/`) return false;
    const apikey = url.searchParams.get('apikey') ?? String(request.headers.apikey ?? '');
    if (!resolveAccess(apikey, keys).ok) {
      raw.end(
        'HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\nA valid apikey is required.\n',
      );
      return true;
    }
    wss.handleUpgrade(request, raw, head, (ws) => {
      const socket: Socket = {
        ws,
        arrays: url.searchParams.get('vsn') === '2.0.0',
        apikey,
        channels: new Map(),
      };
      sockets.add(socket);
      alive.add(ws);
      ws.on('pong', () => alive.add(ws));
      ws.on('message', (data, isBinary) => {
        receive(socket, data, isBinary).catch((error: unknown) => {
          log(`Realtime: a message was not handled: ${String(error)}`);
        });
      });
      ws.on('close', () => {
        sockets.delete(socket);
        for (const channel of socket.channels.values()) {
          if (channel.expiryTimer) clearTimeout(channel.expiryTimer);
        }
        socket.channels.clear();
      });
      ws.on('error', () => ws.terminate());
    });
    return true;
  }

  let stopping: Promise<void> | null = null;
  return {
    handleUpgrade,
    connections: () => sockets.size,
    stop() {
      stopping ??= (async () => {
        clearInterval(keepAlive);
        for (const socket of sockets) socket.ws.terminate();
        sockets.clear();
        await new Promise<void>((resolve) => wss.close(() => resolve()));
        await feed.stop();
        await queue;
      })();
      return stopping;
    },
  };
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** `t.<key> = k.<key>` for each primary-key column: the row `t` whose key is in the record `k`. */
const keyMatch = (table: PublishedTable) =>
  table.primaryKey.map((key) => `t.${quoteIdent(key)} = k.${quoteIdent(key)}`).join(' and ');

const subTopic = (topic: string) => topic.replace(/^realtime:/i, '');
