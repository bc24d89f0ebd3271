/**
 * The meeting route of the case room, `POST /functions/v1/case-meeting` (docs/product/case-room.md,
 * docs/adr/0031-case-room.md): gives a party of a case the private Daily room of its meeting and
 * their own meeting token, during the meeting's window.
 *
 * One handler for both runtimes: the hosted Edge Function (supabase/functions/case-meeting) and
 * the local stack (supabase/local/src/functions) call it with their request, environment and
 * `fetch`. It uses only what both have (fetch, Request, Response, URL, Headers, AbortSignal).
 *
 * What it does, in order:
 * 1. Answers CORS preflights as the rest of the API does; anything but POST is 405.
 * 2. Reads the caller's `Authorization: Bearer <user JWT>` (401 `unauthorized` without one) and
 *    `{ "requestId": "<uuid>" }` (400 `invalid_request` otherwise; 413 past 4 KB).
 * 3. Asks the database `rpc/case_meeting_ticket` as the caller. The database decides who may
 *    join and when (a party of the open room, status scheduled, from 10 minutes before the
 *    meeting to 60 minutes after it, by the database's clock): its refusals map to 401
 *    (not signed in), 404 `not_found` (not a party, or no such case: the same answer) and 422
 *    `meeting_closed` with the database's sentence (outside the window, nothing scheduled).
 *    Nobody reaches Daily without a ticket, so no token is ever made for anyone else.
 * 4. Without `DAILY_API_KEY` answers 503 `video_unavailable`: the room offers the phone instead.
 * 5. Reuses the meeting's private Daily room, or creates it: named after the case room and the
 *    meeting time (a rescheduled meeting gets a room of its own), not before the window opens
 *    (`nbf`), expiring when it closes (`exp`, everyone ejected then), two participants at most.
 * 6. Makes the caller's meeting token for that room: their name and id, owner for the lawyer,
 *    valid until the window closes. Answers `{ url, token, expiresAt }`.
 * Any failure of Daily's (an error answer, no answer within 10 s, an answer without the room or
 * token) is 502 `video_failed`; the room then says video is not available.
 */

/** What the route reads from its environment. */
export interface CaseMeetingEnv {
  /** The project's API (`https://<ref>.supabase.co`; locally the stack's own address). */
  SUPABASE_URL: string;
  /**
   * The key sent as `apikey` with the caller's JWT to the database. When absent, the caller's
   * own `apikey` header (supabase-js sends the site's publishable key) is forwarded.
   */
  SUPABASE_ANON_KEY?: string;
  /** Daily's secret API key. Without it there is no video: 503 `video_unavailable`. */
  DAILY_API_KEY?: string;
  /** Daily's REST API; default `https://api.daily.co/v1`. */
  DAILY_API_URL?: string;
}

export type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** The database's answer to `case_meeting_ticket(request_id)`. */
export interface MeetingTicket {
  roomId: string;
  requestId: string;
  role: 'client' | 'lawyer';
  userId: string;
  displayName: string;
  scheduledFor: string;
  opensAt: string;
  closesAt: string;
}

/** The route's answer to a party in the window. */
export interface MeetingAnswer {
  /** The private Daily room (`https://<domain>.daily.co/<name>`). */
  url: string;
  /** This participant's meeting token for that room. */
  token: string;
  /** When the room and the token expire (the window's end), ISO 8601. */
  expiresAt: string;
}

export const DEFAULT_DAILY_API_URL = 'https://api.daily.co/v1';

/** How long Daily and the database each get to answer. */
const UPSTREAM_TIMEOUT_MS = 10_000;
/** The largest body read: `{ "requestId": "<uuid>" }` is about 50 bytes. */
const MAX_BODY_BYTES = 4096;
/** The two parties of a case, nobody else. */
const MAX_PARTICIPANTS = 2;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Daily room names: letters, digits, `-` and `_`, at most 128 characters. */
const DAILY_ROOM_NAME = /^[A-Za-z0-9_-]{1,128}$/;

const allowedMethods = 'POST, OPTIONS';
const defaultAllowedHeaders = 'authorization, x-client-info, apikey, content-type';

function corsHeaders(request: Request): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': allowedMethods,
    'Access-Control-Allow-Headers':
      request.headers.get('Access-Control-Request-Headers') ?? defaultAllowedHeaders,
    'Access-Control-Max-Age': '86400',
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
      'Access-Control-Allow-Origin': '*',
    },
  });
}

/** Daily's room name for a meeting: the case room and the meeting time, in Daily's alphabet. */
export function dailyRoomName(ticket: Pick<MeetingTicket, 'roomId' | 'scheduledFor'>): string {
  const at = Math.floor(Date.parse(ticket.scheduledFor) / 1000);
  const name = `case-${ticket.roomId.toLowerCase()}-${at}`;
  if (!DAILY_ROOM_NAME.test(name) || !Number.isFinite(at)) {
    throw new DailyError(`no Daily room name for case room ${ticket.roomId}`);
  }
  return name;
}

/** Daily refused, failed or did not answer. */
export class DailyError extends Error {
  override readonly name = 'DailyError';
}

/** The database refused the ticket or failed. */
class TicketRefused extends Error {
  readonly response: Response;
  constructor(response: Response) {
    super(`the database answered the ticket with ${response.status}`);
    this.response = response;
  }
}

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

function isTicket(value: unknown): value is MeetingTicket {
  if (!value || typeof value !== 'object') return false;
  const ticket = value as Record<string, unknown>;
  return (
    typeof ticket.roomId === 'string' &&
    typeof ticket.userId === 'string' &&
    typeof ticket.displayName === 'string' &&
    (ticket.role === 'client' || ticket.role === 'lawyer') &&
    ['scheduledFor', 'opensAt', 'closesAt'].every(
      (key) => typeof ticket[key] === 'string' && Number.isFinite(Date.parse(String(ticket[key]))),
    )
  );
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** Asks the database for the caller's ticket; refusals become the route's answers. */
async function fetchTicket(
  env: CaseMeetingEnv,
  fetchFn: Fetch,
  requestId: string,
  authorization: string,
  apiKey: string,
): Promise<MeetingTicket> {
  const url = new URL('rest/v1/rpc/case_meeting_ticket', env.SUPABASE_URL.replace(/\/*$/, '/'));
  let response: Response;
  try {
    response = await fetchFn(url, {
      method: 'POST',
      headers: {
        Authorization: authorization,
        apikey: apiKey,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify({ request_id: requestId }),
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
  } catch {
    throw new TicketRefused(json(502, { error: 'database_unavailable' }));
  }
  const body = await readJson(response);
  if (response.ok) {
    if (isTicket(body)) return body;
    throw new TicketRefused(json(502, { error: 'database_unavailable' }));
  }
  const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown };
  // Not a party and no such case are one answer (P0002 'Not found'), never a hint.
  if (code === 'P0002') throw new TicketRefused(json(404, { error: 'not_found' }));
  if (code === '22023' && typeof message === 'string') {
    throw new TicketRefused(json(422, { error: 'meeting_closed', message }));
  }
  // An expired or forged JWT (PGRST30x), or a role without EXECUTE (anon: 42501).
  if (
    response.status === 401 ||
    response.status === 403 ||
    code === '42501' ||
    (typeof code === 'string' && code.startsWith('PGRST30'))
  ) {
    throw new TicketRefused(json(401, { error: 'unauthorized' }));
  }
  throw new TicketRefused(json(502, { error: 'database_unavailable' }));
}

/** One call to Daily's REST API: its status and JSON body. Throws DailyError when nothing answers. */
async function daily(
  env: CaseMeetingEnv,
  fetchFn: Fetch,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const base = (env.DAILY_API_URL || DEFAULT_DAILY_API_URL).replace(/\/*$/, '/');
  let response: Response;
  try {
    response = await fetchFn(new URL(path, base), {
      method,
      headers: {
        Authorization: `Bearer ${env.DAILY_API_KEY}`,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
  } catch (cause) {
    throw new DailyError(`Daily did not answer ${method} ${path}`, { cause });
  }
  const answer = await readJson(response);
  return {
    status: response.status,
    body: answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {},
  };
}

function roomUrl(room: Record<string, unknown>, name: string): string {
  const url = room.url;
  if (room.name !== name || typeof url !== 'string' || !url.startsWith('https://')) {
    throw new DailyError(`Daily answered no room URL for ${name}`);
  }
  return url;
}

/**
 * The meeting's private room: the existing one (GET /rooms/:name), else a new one (POST /rooms).
 * Both parties may ask at once; the second creation is refused as a taken name, and the room
 * the first created is read again.
 */
async function meetingRoom(env: CaseMeetingEnv, fetchFn: Fetch, ticket: MeetingTicket) {
  const name = dailyRoomName(ticket);
  const path = `rooms/${encodeURIComponent(name)}`;
  const existing = await daily(env, fetchFn, 'GET', path);
  if (existing.status === 200) return roomUrl(existing.body, name);
  if (existing.status !== 404) {
    throw new DailyError(`Daily answered ${existing.status} to GET /rooms/${name}`);
  }
  const created = await daily(env, fetchFn, 'POST', 'rooms', {
    name,
    privacy: 'private',
    properties: {
      nbf: seconds(ticket.opensAt),
      exp: seconds(ticket.closesAt),
      eject_at_room_exp: true,
      max_participants: MAX_PARTICIPANTS,
    },
  });
  if (created.status === 200) return roomUrl(created.body, name);
  if (created.status === 400) {
    const again = await daily(env, fetchFn, 'GET', path);
    if (again.status === 200) return roomUrl(again.body, name);
  }
  throw new DailyError(`Daily answered ${created.status} to POST /rooms (${name})`);
}

async function meetingToken(
  env: CaseMeetingEnv,
  fetchFn: Fetch,
  ticket: MeetingTicket,
  roomName: string,
): Promise<string> {
  const answer = await daily(env, fetchFn, 'POST', 'meeting-tokens', {
    properties: {
      room_name: roomName,
      is_owner: ticket.role === 'lawyer',
      user_name: ticket.displayName,
      user_id: ticket.userId,
      exp: seconds(ticket.closesAt),
    },
  });
  const token = answer.body.token;
  if (answer.status !== 200 || typeof token !== 'string' || token === '') {
    throw new DailyError(`Daily answered ${answer.status} to POST /meeting-tokens`);
  }
  return token;
}

/**
 * The body as text, or null past MAX_BODY_BYTES (read no further: the body is one id, and the
 * local stack's own body limit applies only behind this route).
 */
async function readBody(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('Content-Length') ?? '0');
  if (declared > MAX_BODY_BYTES) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** The route: `(request, env, fetch) → Response`, the same in the Edge Function and locally. */
export async function handleCaseMeeting(
  request: Request,
  env: CaseMeetingEnv,
  fetchFn: Fetch = fetch,
): Promise<Response> {
  if (request.method === 'OPTIONS') {
    return new Response(null, { status: 204, headers: corsHeaders(request) });
  }
  if (request.method !== 'POST') {
    const response = json(405, { error: 'method_not_allowed' });
    response.headers.set('Allow', allowedMethods);
    return response;
  }

  const authorization = request.headers.get('Authorization') ?? '';
  if (!/^Bearer [A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(authorization)) {
    return json(401, { error: 'unauthorized' });
  }
  const apiKey = env.SUPABASE_ANON_KEY || request.headers.get('apikey') || '';
  if (!apiKey) return json(401, { error: 'unauthorized' });

  const text = await readBody(request);
  if (text === null) return json(413, { error: 'invalid_request' });
  let requestId: unknown;
  try {
    requestId = (JSON.parse(text) as { requestId?: unknown } | null)?.requestId;
  } catch {
    requestId = undefined;
  }
  if (typeof requestId !== 'string' || !UUID.test(requestId)) {
    return json(400, { error: 'invalid_request' });
  }

  let ticket: MeetingTicket;
  try {
    ticket = await fetchTicket(env, fetchFn, requestId, authorization, apiKey);
  } catch (error) {
    if (error instanceof TicketRefused) return error.response;
    throw error;
  }

  if (!env.DAILY_API_KEY) return json(503, { error: 'video_unavailable' });

  try {
    const url = await meetingRoom(env, fetchFn, ticket);
    const token = await meetingToken(env, fetchFn, ticket, dailyRoomName(ticket));
    const answer: MeetingAnswer = {
      url,
      token,
      expiresAt: new Date(seconds(ticket.closesAt) * 1000).toISOString(),
    };
    return json(200, answer);
  } catch (error) {
    if (error instanceof DailyError) return json(502, { error: 'video_failed' });
    throw error;
  }
}
