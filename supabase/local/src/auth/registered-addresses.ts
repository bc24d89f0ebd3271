import type { MiddlewareHandler } from 'hono';
import { setTimeout as sleep } from 'node:timers/promises';
import { authRoute, emailIn, errorCodeOf, json, jsonBody, replaceResponse } from './http.ts';
import { standInUser } from './stand-in-user.ts';

/** How long lite took for recent answers that did the real work, to answer stand-ins as slowly. */
class RecentDurations {
  private readonly durations: number[] = [];

  record(ms: number): void {
    this.durations.push(ms);
    if (this.durations.length > 20) this.durations.shift();
  }

  median(): number {
    const sorted = [...this.durations].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  }
}

/**
 * Answers requests about a registered address as lite answers them about a new one, so the
 * auth API does not tell who has an account:
 *
 * - `POST /signup` for a registered address: lite answers 429 `over_email_send_rate_limit`
 *   (it has no other 429 there; the per-address wait is enforced before lite, for every
 *   address). Hosted Supabase answers 200 with an obfuscated user and sends nothing; here the
 *   stand-in has the very shape of a new user, identity included.
 * - `POST /otp` with `create_user: false` for an unknown address: lite answers 422
 *   `otp_disabled`; here 200 `{}`, as for a known one (which is mailed a link).
 * - `POST /resend` of a sign-up confirmation: lite never resends and answers 429 for an
 *   unconfirmed account only; here 200 `{}` as for any other address.
 *
 * A stand-in waits as long as lite's real answers of late took (hashing, mail), so the time
 * to answer gives little away either.
 */
export function hideRegisteredAddresses(): MiddlewareHandler {
  const durations = { signUp: new RecentDurations(), otp: new RecentDurations() };

  return async (context, next) => {
    const route = authRoute(context);
    if (route !== 'POST /signup' && route !== 'POST /otp' && route !== 'POST /resend') {
      return next();
    }
    const body = await jsonBody(context);
    const startedAt = performance.now();
    await next();
    const elapsed = performance.now() - startedAt;
    const recent = route === 'POST /signup' ? durations.signUp : durations.otp;
    if (context.res.ok) {
      if (route !== 'POST /resend') recent.record(elapsed);
      return;
    }

    const errorCode = await errorCodeOf(context.res);
    const email = emailIn(body.email);
    let standIn: Response | null = null;
    if (route === 'POST /signup' && errorCode === 'over_email_send_rate_limit' && email) {
      standIn = json(200, standInUser(email, body.data));
    } else if (route === 'POST /otp' && errorCode === 'otp_disabled') {
      standIn = json(200, {});
    } else if (route === 'POST /resend' && errorCode === 'over_email_send_rate_limit') {
      standIn = json(200, {});
    }
    if (!standIn) return;
    if (route !== 'POST /resend') await sleep(Math.max(0, recent.median() - elapsed));
    replaceResponse(context, standIn);
  };
}
