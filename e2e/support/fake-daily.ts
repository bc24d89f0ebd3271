/**
 * A stand-in for Daily's REST API (https://api.daily.co/v1), which a run cannot reach offline:
 * the local stack's meeting route (`POST /functions/v1/case-meeting`, docs/adr/0031) creates
 * its private rooms and meeting tokens here. global-setup.ts starts it in the runner and gives
 * the stack `DAILY_API_KEY` and `DAILY_API_URL`; tests read what the route asked for at
 * `GET /__e2e/requests` (fakeDailyRequests).
 *
 * What it answers, as Daily does: `POST /rooms` (a name already taken: 400
 * `invalid-request-error`), `GET /rooms/:name` (unknown: 404 `not-found`), `POST /rooms/:name`
 * (update), `DELETE /rooms/:name`, `POST /meeting-tokens` (a JWT-shaped token whose payload is
 * the properties asked for, so a test can read them); any request without
 * `Authorization: Bearer <key>` gets 401 `authentication-error`. Room URLs are on
 * FAKE_DAILY_DOMAIN, which tests route to a page of their own (the Prebuilt frame).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_DAILY_KEY = 'e2e-fake-daily-key';
/** The domain of the fake rooms' URLs: `https://<FAKE_DAILY_DOMAIN>/<room name>`. */
export const FAKE_DAILY_DOMAIN = 'nyaya-e2e.daily.co';
/** Where global-setup.ts leaves the fake API's base URL for the tests (…/v1). */
export const FAKE_DAILY_URL_ENV = 'E2E_FAKE_DAILY_URL';

/** One request the fake API received (its path without the /v1 prefix). */
export interface FakeDailyRequest {
  method: string;
  path: string;
  authorized: boolean;
  body: Record<string, unknown> | null;
  status: number;
}

export interface FakeDailyRoom {
  id: string;
  name: string;
  api_created: boolean;
  privacy: string;
  url: string;
  created_at: string;
  config: Record<string, unknown>;
}

export interface FakeDaily {
  /** Base URL of the API, as DAILY_API_URL takes it (`http://127.0.0.1:<port>/v1`). */
  url: string;
  key: string;
  close(): Promise<void>;
}

const ROOM_NAME = /^[A-Za-z0-9_-]{1,128}$/;

function send(response: ServerResponse, status: number, body: unknown): number {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  return status;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Starts the fake API on 127.0.0.1 (`port` 0: a free one). */
export async function startFakeDaily({ port = 0, key = FAKE_DAILY_KEY } = {}): Promise<FakeDaily> {
  const rooms = new Map<string, FakeDailyRoom>();
  const log: FakeDailyRequest[] = [];

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const method = request.method ?? 'GET';
      if (url.pathname === '/__e2e/requests') {
        send(response, 200, log);
        return;
      }
      const body = await readJson(request);
      const path = url.pathname.replace(/^\/v1(?=\/)/, '');
      const authorized = request.headers.authorization === `Bearer ${key}`;
      const entry: FakeDailyRequest = { method, path, authorized, body, status: 0 };
      log.push(entry);
      entry.status = answer(method, path, authorized, body, response);
    })().catch((error: unknown) => {
      if (!response.headersSent)
        send(response, 500, { error: 'server-error', info: String(error) });
    });
  });

  function answer(
    method: string,
    path: string,
    authorized: boolean,
    body: Record<string, unknown> | null,
    response: ServerResponse,
  ): number {
    if (!authorized) {
      return send(response, 401, { error: 'authentication-error', info: 'bad API key' });
    }
    const roomPath = /^\/rooms\/([^/]+)$/.exec(path);
    if (method === 'POST' && path === '/rooms') {
      const name = typeof body?.name === 'string' ? body.name : randomUUID().slice(0, 20);
      if (!ROOM_NAME.test(name)) {
        return send(response, 400, {
          error: 'invalid-request-error',
          info: `name ${name} is not valid`,
        });
      }
      if (rooms.has(name)) {
        return send(response, 400, {
          error: 'invalid-request-error',
          info: `a room named ${name} already exists`,
        });
      }
      const room: FakeDailyRoom = {
        id: randomUUID(),
        name,
        api_created: true,
        privacy: typeof body?.privacy === 'string' ? body.privacy : 'public',
        url: `https://${FAKE_DAILY_DOMAIN}/${name}`,
        created_at: new Date().toISOString(),
        config: (body?.properties as Record<string, unknown> | undefined) ?? {},
      };
      rooms.set(name, room);
      return send(response, 200, room);
    }
    if (roomPath) {
      const name = decodeURIComponent(roomPath[1]!);
      const room = rooms.get(name);
      if (!room) {
        return send(response, 404, { error: 'not-found', info: `room ${name} was not found` });
      }
      if (method === 'GET') return send(response, 200, room);
      if (method === 'POST') {
        if (typeof body?.privacy === 'string') room.privacy = body.privacy;
        room.config = { ...room.config, ...((body?.properties as object | undefined) ?? {}) };
        return send(response, 200, room);
      }
      if (method === 'DELETE') {
        rooms.delete(name);
        return send(response, 200, { deleted: true, name });
      }
    }
    if (method === 'POST' && path === '/meeting-tokens') {
      const properties = (body?.properties as Record<string, unknown> | undefined) ?? {};
      const roomName = properties.room_name;
      if (typeof roomName === 'string' && !rooms.has(roomName)) {
        return send(response, 400, {
          error: 'invalid-request-error',
          info: `room ${roomName} does not exist`,
        });
      }
      const token = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(properties)}.e2e`;
      return send(response, 200, { token });
    }
    return send(response, 404, { error: 'not-found', info: `${method} ${path}` });
  }

  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/v1`,
    key,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}

/** What the fake API received so far in this run, oldest first. */
export async function fakeDailyRequests(): Promise<FakeDailyRequest[]> {
  const base = process.env[FAKE_DAILY_URL_ENV];
  if (!base) throw new Error(`${FAKE_DAILY_URL_ENV} is not set: global-setup.ts starts the fake`);
  const response = await fetch(new URL('/__e2e/requests', base), {
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`the fake Daily API answered ${response.status}`);
  return (await response.json()) as FakeDailyRequest[];
}

/** A fake meeting token's properties (its payload). */
export function tokenProperties(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) throw new Error(`not a token: ${token}`);
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
