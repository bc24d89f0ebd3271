import type { MiddlewareHandler } from 'hono';
import { authError, authRoute, clientAddress, emailIn, jsonBody } from './http.ts';
import type { AuthLimits } from './limits.ts';
import { TokenBuckets } from './token-buckets.ts';

type AddressAllowance = 'signInSignUps' | 'anonymousUsers' | 'tokenRefresh' | 'tokenVerifications';

/** Which e-mail a request asks for; GoTrue times each kind separately (its `*_sent_at`). */
type MailKind = 'confirmation' | 'recovery' | 'email_change';

interface Limited {
  allowance?: AddressAllowance;
  /** The request may send an auth e-mail: to whom (when the body says), and of which kind. */
  mail?: { to: string | null; kind: MailKind | null };
}

// Routes whose limits depend on the body.
const routesReadingBody = new Set([
  'POST /signup',
  'POST /otp',
  'POST /magiclink',
  'POST /recover',
  'POST /resend',
  'PUT /user',
]);

function mailTo(email: unknown, kind: MailKind | null): Limited['mail'] {
  const to = emailIn(email);
  return to ? { to, kind } : undefined;
}

/** The limits a request counts against, as GoTrue assigns them (internal/api/api.go, options.go). */
function limitsOf(route: string, body: Record<string, unknown>): Limited | null {
  switch (route) {
    case 'POST /token':
      return { allowance: 'tokenRefresh' };
    case 'GET /verify':
    case 'POST /verify':
      return { allowance: 'tokenVerifications' };
    case 'POST /signup':
      if (!body.email && !body.phone) return { allowance: 'anonymousUsers' };
      return { allowance: 'signInSignUps', mail: mailTo(body.email, 'confirmation') };
    case 'POST /otp':
    case 'POST /magiclink':
    case 'POST /recover':
      return { allowance: 'signInSignUps', mail: mailTo(body.email, 'recovery') };
    case 'POST /resend': {
      const kinds: Record<string, MailKind> = {
        signup: 'confirmation',
        email_change: 'email_change',
      };
      const kind = typeof body.type === 'string' ? (kinds[body.type] ?? null) : null;
      return { allowance: 'signInSignUps', mail: mailTo(body.email, kind) };
    }
    case 'PUT /user':
      return { allowance: 'signInSignUps', mail: mailTo(body.email, 'email_change') };
    case 'GET /reauthenticate':
      return { mail: { to: null, kind: null } };
    default:
      return null;
  }
}

const inSeconds = (seconds: number) => (seconds === 1 ? '1 second' : `${seconds} seconds`);
const inMinutes = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

/**
 * config.toml's `[auth.rate_limit]` and `[auth.email] max_frequency`, enforced in front of
 * lite as hosted Supabase enforces them in GoTrue:
 *
 * - per client address (the socket peer): `sign_in_sign_ups`, `anonymous_users`,
 *   `token_refresh` and `token_verifications`, each a token bucket;
 * - per e-mail address and kind of e-mail: one request per `max_frequency`, whether or not
 *   the address has an account, so the answer tells nothing about that;
 * - for the whole project: `email_sent` requests that send an auth e-mail per hour.
 *
 * Refusals are GoTrue's: 429 with `over_request_rate_limit` or `over_email_send_rate_limit`,
 * plus a Retry-After header.
 */
export function authRateLimits(
  limits: AuthLimits,
  now: () => number = Date.now,
): MiddlewareHandler {
  const perAddress: Record<AddressAllowance, TokenBuckets> = {
    signInSignUps: new TokenBuckets(limits.signInSignUps, now),
    anonymousUsers: new TokenBuckets(limits.anonymousUsers, now),
    tokenRefresh: new TokenBuckets(limits.tokenRefresh, now),
    tokenVerifications: new TokenBuckets(limits.tokenVerifications, now),
  };
  const projectMail = new TokenBuckets(limits.emailSent, now);
  const gapMs = limits.emailFrequencySeconds * 1000;
  const lastRequestFor = new Map<string, number>();

  return async (context, next) => {
    const route = authRoute(context);
    if (!route) return next();
    const limited = limitsOf(route, routesReadingBody.has(route) ? await jsonBody(context) : {});
    if (!limited) return next();

    if (limited.allowance) {
      const take = perAddress[limited.allowance].take(clientAddress(context));
      if (!take.allowed) {
        return authError(
          429,
          'over_request_rate_limit',
          `Too many requests from your network. Please try again in ${inSeconds(take.retryAfterSeconds)}.`,
          { 'retry-after': String(take.retryAfterSeconds) },
        );
      }
    }
    if (!limited.mail) return next();

    const { to, kind } = limited.mail;
    const key = to && kind ? `${kind} ${to}` : null;
    const last = key ? lastRequestFor.get(key) : undefined;
    if (last !== undefined && now() - last < gapMs) {
      const seconds = Math.ceil((last + gapMs - now()) / 1000);
      return authError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${inSeconds(seconds)}.`,
        { 'retry-after': String(seconds) },
      );
    }

    const budget = projectMail.take('project');
    if (!budget.allowed) {
      return authError(
        429,
        'over_email_send_rate_limit',
        `Too many e-mails have been sent in the last hour. Please try again in ${inMinutes(budget.retryAfterSeconds)}.`,
        { 'retry-after': String(budget.retryAfterSeconds) },
      );
    }
    if (!key) return next();

    const requestedAt = now();
    lastRequestFor.set(key, requestedAt);
    await next();
    // Only an accepted request starts the wait: a refused one (a weak password, say) can be
    // corrected and sent again at once.
    if (!context.res.ok && lastRequestFor.get(key) === requestedAt) lastRequestFor.delete(key);
    if (lastRequestFor.size > 10_000) {
      for (const [stale, at] of lastRequestFor)
        if (now() - at >= gapMs) lastRequestFor.delete(stale);
    }
  };
}
