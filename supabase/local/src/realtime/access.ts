import { createHmac, timingSafeEqual } from 'node:crypto';

/** The roles a Realtime subscriber may act as: the API's, as PostgREST allows. */
export type SubscriberRole = 'anon' | 'authenticated' | 'service_role';
const subscriberRoles = new Set<string>(['anon', 'authenticated', 'service_role']);

/** Who a channel reads as: the role and the claims SQL sees in `request.jwt.claims`. */
export interface Access {
  role: SubscriberRole;
  claims: Record<string, unknown>;
  /** When the token stops being valid (ms since the epoch), or null for an API key. */
  expiresAt: number | null;
}

export interface ProjectKeys {
  publishableKey: string;
  secretKey: string;
  jwtSecret: string;
}

export type AccessResult = { ok: true; access: Access } | { ok: false; reason: string };

/**
 * What a token grants, as hosted Realtime reads it: the publishable key is the anonymous
 * visitor, the secret key the service role, and anything else must be a JWT signed with the
 * project's secret (HS256, as the local auth signs sessions), not expired, with one of the
 * API roles. A JWT naming another role (`postgres`) is refused.
 */
export function resolveAccess(token: string | undefined | null, keys: ProjectKeys): AccessResult {
  if (!token) return { ok: false, reason: 'No API key or access token' };
  if (token === keys.publishableKey) {
    return { ok: true, access: { role: 'anon', claims: { role: 'anon' }, expiresAt: null } };
  }
  if (token === keys.secretKey) {
    return {
      ok: true,
      access: { role: 'service_role', claims: { role: 'service_role' }, expiresAt: null },
    };
  }
  const claims = verifiedClaims(token, keys.jwtSecret);
  if (!claims) return { ok: false, reason: 'Invalid JWT Token' };
  const expiresAt = typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  if (expiresAt !== null && expiresAt <= Date.now()) {
    return { ok: false, reason: expiredReason(expiresAt) };
  }
  if (typeof claims.role !== 'string' || !subscriberRoles.has(claims.role)) {
    return { ok: false, reason: 'Invalid JWT Token: the role is not an API role' };
  }
  return { ok: true, access: { role: claims.role as SubscriberRole, claims, expiresAt } };
}

/** Hosted Realtime's words when a channel's token runs out. */
export function expiredReason(expiresAt: number): string {
  return `Token has expired ${Math.max(0, Math.round((Date.now() - expiresAt) / 1000))} seconds ago`;
}

function verifiedClaims(token: string, secret: string): Record<string, unknown> | null {
  const [header, payload, signature, extra] = token.split('.');
  if (!header || !payload || !signature || extra !== undefined) return null;
  try {
    const parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as {
      alg?: unknown;
    };
    if (parsedHeader.alg !== 'HS256') return null;
    const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    return claims !== null && typeof claims === 'object' && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
