/**
 * The case room's meeting route, `POST /functions/v1/case-meeting` (docs/adr/0031-case-room.md):
 * the handler the Edge Function runs, served by the local stack's middleware
 * (src/functions/index.ts), on the real database of the run's stack and a fake Daily REST API
 * on a local port that records what it is asked.
 *
 * Each case is made the way the product makes it: a request filed to a lawyer of this file's
 * own, accepted and scheduled by that lawyer through the existing functions; the meeting is then
 * moved by SQL to put now inside, before or after its window (the database's clock decides).
 */
import { serve, type ServerType } from '@hono/node-server';
import { createClient } from '@supabase/supabase-js';
import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import ws from 'ws';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localFunctions } from '../src/functions/index.ts';
import { anonClient, env, untyped } from './support/clients.ts';
import { fixturePassword } from './support/fixtures.ts';
import {
  closeDatabase,
  createAccount,
  fileRequest,
  literal,
  run,
  type TestAccount,
} from './support/notifications.ts';

const DAILY_KEY = 'case-meeting-test-key';
const minute = 60_000;

interface DailyCall {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown> | null;
  status: number;
}

/**
 * Daily's REST API as its documentation describes it (https://docs.daily.co/reference/rest-api):
 * rooms (POST /rooms, GET /rooms/:name; a taken name 400 `invalid-request-error`, an unknown one
 * 404 `not-found`) and meeting tokens (POST /meeting-tokens `{ token }`); a wrong key 401
 * `authentication-error`. `failing` makes a path answer 500 instead.
 */
class FakeDaily {
  readonly calls: DailyCall[] = [];
  readonly rooms = new Map<string, Record<string, unknown>>();
  failing = new Set<string>();
  private server: Server | undefined;
  url = '';

  async start() {
    this.server = createServer((request, response) => void this.answer(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  stop() {
    return new Promise<void>((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }

  reset() {
    this.calls.length = 0;
    this.rooms.clear();
    this.failing.clear();
  }

  private async answer(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://fake').pathname.replace(/^\/v1/, '');
    const call: DailyCall = {
      method,
      path,
      authorization: request.headers.authorization,
      body,
      status: 0,
    };
    this.calls.push(call);
    const send = (status: number, payload: unknown) => {
      call.status = status;
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(payload));
    };

    if (request.headers.authorization !== `Bearer ${DAILY_KEY}`) {
      return send(401, { error: 'authentication-error', info: 'bad API key' });
    }
    if (this.failing.has(`${method} ${path.replace(/\/rooms\/.+/, '/rooms/:name')}`)) {
      return send(500, { error: 'server-error', info: 'something went wrong' });
    }
    const named = /^\/rooms\/([^/]+)$/.exec(path);
    if (method === 'GET' && named) {
      const room = this.rooms.get(decodeURIComponent(named[1]!));
      return room
        ? send(200, room)
        : send(404, { error: 'not-found', info: `room ${named[1]} was not found` });
    }
    if (method === 'POST' && path === '/rooms') {
      const name = String(body?.name);
      if (!/^[A-Za-z0-9_-]{1,128}$/.test(name)) {
        return send(400, { error: 'invalid-request-error', info: `name ${name} is not valid` });
      }
      if (this.rooms.has(name)) {
        return send(400, {
          error: 'invalid-request-error',
          info: `a room named ${name} already exists`,
        });
      }
      const room = {
        id: randomUUID(),
        name,
        api_created: true,
        privacy: body?.privacy ?? 'public',
        url: `https://nyaya-test.daily.co/${name}`,
        created_at: new Date().toISOString(),
        config: body?.properties ?? {},
      };
      this.rooms.set(name, room);
      return send(200, room);
    }
    if (method === 'POST' && path === '/meeting-tokens') {
      const properties = (body?.properties ?? {}) as Record<string, unknown>;
      const payload = Buffer.from(JSON.stringify(properties)).toString('base64url');
      return send(200, { token: `eyJhbGciOiJIUzI1NiJ9.${payload}.signature` });
    }
    return send(404, { error: 'not-found', info: `${method} ${path}` });
  }
}

const daily = new FakeDaily();
/** What the route reads as its environment; tests change it. */
const dailyEnv: { DAILY_API_KEY?: string; DAILY_API_URL?: string } = {};
let functionsServer: ServerType;
let functionsUrl = '';

let client: TestAccount;
let lawyer: TestAccount;
let otherClient: TestAccount;
let otherLawyer: TestAccount;

const tokens = new Map<string, string>();
async function accessToken(account: TestAccount): Promise<string> {
  let token = tokens.get(account.id);
  if (!token) {
    const { data, error } = await anonClient().auth.signInWithPassword({
      email: account.email,
      password: fixturePassword,
    });
    if (error || !data.session) throw new Error(`sign-in failed for ${account.email}`);
    token = data.session.access_token;
    tokens.set(account.id, token);
  }
  return token;
}

/** supabase-js as the case room calls the route: `functions.invoke('case-meeting', …)`. */
async function invokeAs(account: TestAccount, requestId: string) {
  const token = await accessToken(account);
  const supabase = createClient(functionsUrl, env().publishableKey, {
    accessToken: async () => token,
    realtime: { transport: ws as never },
  });
  return supabase.functions.invoke('case-meeting', { body: { requestId } });
}

/** The route called directly: its status and JSON body. */
async function post(requestId: unknown, account: TestAccount | null, init: RequestInit = {}) {
  const response = await fetch(`${functionsUrl}/functions/v1/case-meeting`, {
    method: 'POST',
    ...init,
    headers: {
      apikey: env().publishableKey,
      'Content-Type': 'application/json',
      ...(account ? { Authorization: `Bearer ${await accessToken(account)}` } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
    body: init.body ?? JSON.stringify({ requestId }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A request of `client` accepted (and, with a time, scheduled) by `lawyer`. */
async function caseOf(meetingAt: Date | null): Promise<string> {
  const requestId = await fileRequest({ clientId: client.id, lawyerId: lawyer.id });
  const supabase = untyped(
    createClient(env().apiUrl, env().publishableKey, {
      accessToken: async () => accessToken(lawyer),
      realtime: { transport: ws as never },
    }),
  );
  const accepted = await supabase.rpc('accept_consultation_request', { request_id: requestId });
  expect(accepted.error).toBeNull();
  if (meetingAt) {
    const scheduled = await supabase.rpc('schedule_consultation_request', {
      request_id: requestId,
      meeting_at: new Date(Date.now() + 7 * 24 * 60 * minute).toISOString(),
    });
    expect(scheduled.error).toBeNull();
    await moveMeeting(requestId, meetingAt);
  }
  return requestId;
}

/** Puts the meeting at `at` (the lawyer's function only takes future times). */
async function moveMeeting(requestId: string, at: Date) {
  await run(
    `update public.consultation_requests set scheduled_for = ${literal(at.toISOString())}
      where id = ${literal(requestId)}`,
  );
}

const properties = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;

beforeAll(async () => {
  await daily.start();
  const app = new Hono();
  app.use(
    localFunctions({
      supabaseUrl: env().apiUrl,
      env: () => dailyEnv,
    }),
  );
  app.all('*', (context) => context.json({ message: 'Not found' }, 404));
  await new Promise<void>((resolve) => {
    functionsServer = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      functionsUrl = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });

  client = await createAccount('client', { fullName: 'Meera Meeting' });
  otherClient = await createAccount('client');
  lawyer = await createAccount('lawyer', { fullName: 'Kiran Counsel' });
  otherLawyer = await createAccount('lawyer');
});

afterAll(async () => {
  await new Promise<void>((resolve) => functionsServer.close(() => resolve()));
  await daily.stop();
  await closeDatabase();
});

beforeEach(() => {
  daily.reset();
  dailyEnv.DAILY_API_KEY = DAILY_KEY;
  dailyEnv.DAILY_API_URL = daily.url;
});

describe('a party in the meeting window', () => {
  it('gets a private room of the window and a token of their own; the second party reuses the room', async () => {
    const meetingAt = new Date(Date.now() + 5 * minute);
    meetingAt.setMilliseconds(0);
    const requestId = await caseOf(meetingAt);
    const opens = meetingAt.getTime() / 1000 - 10 * 60;
    const closes = meetingAt.getTime() / 1000 + 60 * 60;

    const asClient = await invokeAs(client, requestId);
    expect(asClient.error).toBeNull();
    const clientTicket = asClient.data as { url: string; token: string; expiresAt: string };
    expect(clientTicket.expiresAt).toBe(new Date(closes * 1000).toISOString());

    const created = daily.calls.filter((call) => call.method === 'POST' && call.path === '/rooms');
    expect(created).toHaveLength(1);
    const roomName = String(created[0]!.body!.name);
    expect(roomName).toMatch(/^[A-Za-z0-9_-]{1,128}$/);
    expect(clientTicket.url).toBe(`https://nyaya-test.daily.co/${roomName}`);
    expect(created[0]!.body).toEqual({
      name: roomName,
      privacy: 'private',
      properties: { nbf: opens, exp: closes, eject_at_room_exp: true, max_participants: 2 },
    });
    expect(properties(clientTicket.token)).toEqual({
      room_name: roomName,
      is_owner: false,
      user_name: 'Meera Meeting',
      user_id: client.id,
      exp: closes,
    });
    expect(daily.calls.every((call) => call.authorization === `Bearer ${DAILY_KEY}`)).toBe(true);

    daily.calls.length = 0;
    const asLawyer = await invokeAs(lawyer, requestId);
    expect(asLawyer.error).toBeNull();
    const lawyerTicket = asLawyer.data as { url: string; token: string; expiresAt: string };
    expect(lawyerTicket.url).toBe(clientTicket.url);
    expect(daily.calls.map((call) => `${call.method} ${call.path} ${call.status}`)).toEqual([
      `GET /rooms/${roomName} 200`,
      'POST /meeting-tokens 200',
    ]);
    expect(properties(lawyerTicket.token)).toEqual({
      room_name: roomName,
      is_owner: true,
      user_name: 'Kiran Counsel',
      user_id: lawyer.id,
      exp: closes,
    });
  });

  it('gets a room of its own for a rescheduled meeting, and takes the room another call created meanwhile', async () => {
    const first = new Date(Date.now() + 5 * minute);
    const requestId = await caseOf(first);
    const one = await post(requestId, client);
    expect(one.status).toBe(200);

    const second = new Date(Date.now() - 20 * minute);
    await moveMeeting(requestId, second);
    const two = await post(requestId, client);
    expect(two.status).toBe(200);
    expect(two.body.url).not.toBe(one.body.url);
    expect(daily.rooms.size).toBe(2);

    // Both parties at once: the room is created between this call's look-up and its creation.
    const name = new URL(String(two.body.url)).pathname.slice(1);
    const room = daily.rooms.get(name)!;
    daily.rooms.delete(name);
    const calls = daily.calls.length;
    const original = daily.rooms.get.bind(daily.rooms);
    let looked = false;
    daily.rooms.get = (key: string) => {
      if (key === name && !looked) {
        looked = true;
        daily.rooms.set(name, room);
        return undefined;
      }
      return original(key);
    };
    try {
      const three = await post(requestId, lawyer);
      expect(three.status).toBe(200);
      expect(three.body.url).toBe(two.body.url);
    } finally {
      daily.rooms.get = original;
    }
    expect(
      daily.calls.slice(calls).map((call) => `${call.method} ${call.path} ${call.status}`),
    ).toEqual([
      `GET /rooms/${name} 404`,
      'POST /rooms 400',
      `GET /rooms/${name} 200`,
      'POST /meeting-tokens 200',
    ]);
  });
});

describe('video not configured or failing', () => {
  it('answers 503 video_unavailable without DAILY_API_KEY, asking Daily nothing', async () => {
    const requestId = await caseOf(new Date(Date.now() + 5 * minute));
    delete dailyEnv.DAILY_API_KEY;
    const answer = await post(requestId, client);
    expect(answer).toEqual({ status: 503, body: { error: 'video_unavailable' } });
    expect(daily.calls).toEqual([]);
  });

  it('answers 502 video_failed when Daily refuses the key, fails, or does not answer', async () => {
    const requestId = await caseOf(new Date(Date.now() + 5 * minute));

    dailyEnv.DAILY_API_KEY = 'a-revoked-key';
    expect(await post(requestId, client)).toEqual({ status: 502, body: { error: 'video_failed' } });
    expect(daily.calls.map((call) => call.status)).toEqual([401]);

    dailyEnv.DAILY_API_KEY = DAILY_KEY;
    daily.failing.add('POST /rooms');
    expect(await post(requestId, client)).toEqual({ status: 502, body: { error: 'video_failed' } });

    daily.failing.clear();
    daily.failing.add('POST /meeting-tokens');
    expect(await post(requestId, lawyer)).toEqual({ status: 502, body: { error: 'video_failed' } });

    daily.failing.clear();
    daily.failing.add('GET /rooms/:name');
    expect(await post(requestId, lawyer)).toEqual({ status: 502, body: { error: 'video_failed' } });

    // Nothing listens there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    dailyEnv.DAILY_API_URL = `http://127.0.0.1:${port}/v1`;
    expect(await post(requestId, client)).toEqual({ status: 502, body: { error: 'video_failed' } });
  });
});

describe('refusals', () => {
  it('refuses outside the window and when nothing is scheduled, with the database sentence', async () => {
    const window =
      'The video consultation opens 10 minutes before the meeting and closes 60 minutes after it.';
    const early = await caseOf(new Date(Date.now() + 11 * minute));
    const late = await caseOf(new Date(Date.now() - 61 * minute));
    const unscheduled = await caseOf(null);
    for (const party of [client, lawyer]) {
      expect(await post(early, party)).toEqual({
        status: 422,
        body: { error: 'meeting_closed', message: window },
      });
      expect(await post(late, party)).toEqual({
        status: 422,
        body: { error: 'meeting_closed', message: window },
      });
      expect(await post(unscheduled, party)).toEqual({
        status: 422,
        body: { error: 'meeting_closed', message: 'No meeting is scheduled for this case.' },
      });
    }
    expect(daily.calls).toEqual([]);
  });

  it('answers everyone else as for a case that does not exist, and never asks Daily for them', async () => {
    const requestId = await caseOf(new Date(Date.now() + 5 * minute));
    const notFound = { status: 404, body: { error: 'not_found' } };
    expect(await post(requestId, otherClient)).toEqual(notFound);
    expect(await post(requestId, otherLawyer)).toEqual(notFound);
    expect(await post(randomUUID(), client)).toEqual(notFound);
    expect(await post(requestId, null)).toEqual({ status: 401, body: { error: 'unauthorized' } });
    expect(
      await post(requestId, null, { headers: { Authorization: `Bearer ${env().publishableKey}` } }),
    ).toEqual({ status: 401, body: { error: 'unauthorized' } });
    expect(
      await post(requestId, null, { headers: { Authorization: 'Bearer a.forged.token' } }),
    ).toEqual({ status: 401, body: { error: 'unauthorized' } });
    expect(daily.calls).toEqual([]);

    // A lawyer who released the case holds no room of it any more.
    const supabase = untyped(
      createClient(env().apiUrl, env().publishableKey, {
        accessToken: async () => accessToken(lawyer),
        realtime: { transport: ws as never },
      }),
    );
    const released = await supabase.rpc('release_consultation_request', {
      request_id: requestId,
      reason: 'A conflict of interest with the other side came to light.',
    });
    expect(released.error).toBeNull();
    expect(await post(requestId, lawyer)).toEqual(notFound);
    expect(daily.calls).toEqual([]);
  });

  it('refuses a body without a request id, and other methods', async () => {
    expect(await post('not-a-uuid', client)).toEqual({
      status: 400,
      body: { error: 'invalid_request' },
    });
    expect(await post(undefined, client, { body: 'not json' })).toEqual({
      status: 400,
      body: { error: 'invalid_request' },
    });
    const padded = JSON.stringify({ requestId: randomUUID(), padding: 'x'.repeat(100_000) });
    expect(await post(undefined, client, { body: padded })).toEqual({
      status: 413,
      body: { error: 'invalid_request' },
    });
    const get = await fetch(`${functionsUrl}/functions/v1/case-meeting`);
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST, OPTIONS');
    expect(daily.calls).toEqual([]);
  });
});

describe('CORS', () => {
  it('answers the preflight of supabase-js from the site, and its answers carry the origin', async () => {
    const preflight = await fetch(`${functionsUrl}/functions/v1/case-meeting`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey,authorization,content-type,x-client-info',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toBe(
      'apikey,authorization,content-type,x-client-info',
    );

    const refused = await fetch(`${functionsUrl}/functions/v1/case-meeting`, {
      method: 'POST',
      headers: { Origin: 'http://localhost:3000', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });
});

describe('on the local stack', () => {
  it('is served on the API port at /functions/v1/case-meeting, as supabase-js calls it', async () => {
    const route = `${env().apiUrl}/functions/v1/case-meeting`;
    const preflight = await fetch(route, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey,authorization,content-type,x-client-info',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');

    // The stack's route asks the stack's own database for the ticket: a stranger is refused
    // there, before anything reads the stack's Daily settings.
    const requestId = await caseOf(new Date(Date.now() + 5 * minute));
    const token = await accessToken(otherClient);
    const supabase = createClient(env().apiUrl, env().publishableKey, {
      accessToken: async () => token,
      realtime: { transport: ws as never },
    });
    const { data, error, response } = await supabase.functions.invoke('case-meeting', {
      body: { requestId },
    });
    expect(data).toBeNull();
    expect(error?.name).toBe('FunctionsHttpError');
    expect(response?.status).toBe(404);
    expect(await response?.json()).toEqual({ error: 'not_found' });
  });
});
