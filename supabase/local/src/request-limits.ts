import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { OpenDatabase } from './database.ts';

/** The largest request body the local API reads. The product's largest form is ~10 KB. */
export const maxRequestBodyBytes = 1024 * 1024;

/** User metadata (sign-up `data`, updateUser `data`), as JSON. Mirrors the database trigger. */
export const maxUserMetadataBytes = 4096;

const isAuthPath = (context: Context) => new URL(context.req.url).pathname.startsWith('/auth/v1/');

/**
 * An error in the shape the caller's client reads: GoTrue's for `/auth/v1`, PostgREST's
 * otherwise. These answers are made before the API routes, which add CORS headers
 * themselves, so they carry their own.
 */
export function apiError(
  context: Context,
  status: 400 | 413,
  detail: { code: string; message: string; hint?: string },
): Response {
  const body = isAuthPath(context)
    ? { code: status, error_code: detail.code, msg: detail.message }
    : { code: detail.code, message: detail.message, details: null, hint: detail.hint ?? null };
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' },
  });
}

const tooLarge = (context: Context) => {
  const response = apiError(context, 413, {
    code: isAuthPath(context) ? 'request_too_large' : 'PGRST413',
    message: `The request body is larger than the limit of ${maxRequestBodyBytes} bytes (1 MB).`,
  });
  // The rest of the body is never read, so this connection cannot carry another request.
  response.headers.set('connection', 'close');
  return response;
};

/**
 * Answers 413 instead of buffering and parsing a body of any size. A declared length is
 * checked before anything is read (the server never reads past it); a streamed body is read
 * here up to the limit and handed on in memory.
 */
export const requestBodyLimit: MiddlewareHandler = async (context, next) => {
  const request = context.req.raw;
  if (!request.body) return next();
  const declaredLength = request.headers.get('content-length');
  if (declaredLength !== null) {
    return Number(declaredLength) > maxRequestBodyBytes ? tooLarge(context) : next();
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxRequestBodyBytes) {
      // Not cancel(): that destroys the socket before the 413 is written. The server drains
      // and closes the rest once the answer is out.
      reader.releaseLock();
      return tooLarge(context);
    }
    chunks.push(value);
  }
  context.req.raw = new Request(request, {
    body: Buffer.concat(chunks),
    duplex: 'half',
  } as RequestInit);
  return next();
};

const metadataRoutes = new Set(['POST /auth/v1/signup', 'PUT /auth/v1/user']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The size of `value` as PostgreSQL prints jsonb (`{"a": 1, "b": [1, 2]}`), in bytes. */
export function jsonbTextBytes(value: Json): number {
  if (Array.isArray(value)) {
    const items = value.map(jsonbTextBytes);
    return 2 + items.reduce((sum, size) => sum + size, 0) + Math.max(0, items.length - 1) * 2;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([key, item]) => Buffer.byteLength(JSON.stringify(key)) + 2 + jsonbTextBytes(item),
    );
    return 2 + entries.reduce((sum, size) => sum + size, 0) + Math.max(0, entries.length - 1) * 2;
  }
  return Buffer.byteLength(JSON.stringify(value));
}

/**
 * The `sub` of a bearer token signed with the project's JWT secret (HS256) and not expired, or
 * null. Verified here because the answer depends on the stored metadata of that user.
 */
function verifiedSubject(authorization: string | undefined, jwtSecret: string): string | null {
  const [header, payload, signature] = authorization?.replace(/^Bearer /i, '').split('.') ?? [];
  if (!header || !payload || !signature) return null;
  const expected = createHmac('sha256', jwtSecret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      sub?: unknown;
      exp?: unknown;
    };
    if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) return null;
    return typeof claims.sub === 'string' && /^[0-9a-f-]{36}$/i.test(claims.sub)
      ? claims.sub
      : null;
  } catch {
    return null;
  }
}

/**
 * Refuses user metadata over the bound with a clear 400. The database refuses it too (the
 * `bound_user_metadata` trigger on auth.users, the rule hosted Supabase gets), but
 * @supabase/lite reports that as a bare server error. An update is measured merged into the
 * stored metadata, as GoTrue stores it (top-level keys replaced, null removes a key).
 */
export function userMetadataLimit(database: OpenDatabase, jwtSecret: string): MiddlewareHandler {
  return async (context, next) => {
    const route = `${context.req.method} ${new URL(context.req.url).pathname}`;
    if (!metadataRoutes.has(route)) return next();
    const body = (await context.req.raw
      .clone()
      .json()
      .catch(() => null)) as { data?: Json } | null;
    const data = body?.data;
    if (data === undefined || data === null || typeof data !== 'object' || Array.isArray(data)) {
      return next();
    }

    let stored: Record<string, Json> = {};
    const userId =
      route === 'PUT /auth/v1/user'
        ? verifiedSubject(context.req.header('authorization'), jwtSecret)
        : null;
    if (userId) {
      const rows = await database.query<{ metadata: Record<string, Json> | string | null }>(
        `select raw_user_meta_data as metadata from auth.users where id = '${userId}'`,
      );
      const metadata = rows[0]?.metadata;
      stored = (typeof metadata === 'string' ? JSON.parse(metadata) : metadata) ?? {};
    }
    const merged = Object.fromEntries(
      Object.entries({ ...stored, ...data }).filter(([, value]) => value !== null),
    );
    const bytes = jsonbTextBytes(merged);
    if (bytes > maxUserMetadataBytes) {
      return apiError(context, 400, {
        code: 'validation_failed',
        // No size in the answer: it would tell how much a user has stored.
        message: `User metadata must be at most ${maxUserMetadataBytes} bytes of JSON.`,
      });
    }
    return next();
  };
}
