/** What the auth middlewares read from a request and how they answer, in GoTrue's shapes. */
import type { Context } from 'hono';

const authPrefix = '/auth/v1';

/** `"POST /signup"` for `POST /auth/v1/signup`; null outside the auth API. */
export function authRoute(context: Context): string | null {
  const path = new URL(context.req.url).pathname;
  if (!path.startsWith(`${authPrefix}/`)) return null;
  return `${context.req.method} ${path.slice(authPrefix.length).replace(/\/+$/, '')}`;
}

/** The JSON body as an object, or {} when there is none or it is not an object. */
export async function jsonBody(context: Context): Promise<Record<string, unknown>> {
  if (!context.req.raw.body) return {};
  // A clone, so lite still reads the body itself.
  const body: unknown = await context.req.raw
    .clone()
    .json()
    .catch(() => null);
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** An e-mail address as lite stores it (lower case), or null when the field holds none. */
export function emailIn(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : null;
}

/** The socket peer the server saw (`peerAddress`, see `listen` in stack.ts). */
export function clientAddress(context: Context): string {
  const peer = (context.env as { peerAddress?: unknown } | undefined)?.peerAddress;
  if (typeof peer !== 'string' || peer === '') return 'unknown';
  // An IPv4 client of a dual-stack socket shows as ::ffff:a.b.c.d.
  return peer.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

/** Claims of the bearer token, unverified: only ever used to refuse, never to grant. */
export function bearerClaims(context: Context): Record<string, unknown> | null {
  const payload = context.req
    .header('authorization')
    ?.replace(/^Bearer /i, '')
    .split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** An error as GoTrue (and lite) answer it: `{code, error_code, msg}`. */
export function authError(
  status: 400 | 403 | 422 | 429,
  errorCode: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify({ code: status, error_code: errorCode, msg: message }), {
    status,
    headers: {
      'content-type': 'application/json',
      'x-sb-error-code': errorCode,
      'access-control-allow-origin': '*',
      ...headers,
    },
  });
}

/** A JSON answer. */
export function json(status: 200, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' },
  });
}

/** Puts `response` in place of lite's answer, none of whose headers (length, error code) fit it. */
export function replaceResponse(context: Context, response: Response): void {
  // Hono copies the old answer's headers onto the new one.
  const old = context.res.headers;
  for (const name of [...old.keys()]) old.delete(name);
  context.res = response;
}

/** The `error_code` of an answer in GoTrue's error shape, if it is one. */
export async function errorCodeOf(response: Response): Promise<string | null> {
  if (response.ok) return null;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error_code?: unknown } | null;
  return typeof body?.error_code === 'string' ? body.error_code : null;
}
