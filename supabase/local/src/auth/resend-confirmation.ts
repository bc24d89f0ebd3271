import type { EmailDriver } from '@supabase/lite';
import type { MiddlewareHandler } from 'hono';
import { randomInt } from 'node:crypto';
import { confirmationEmail, emailTokenHash } from '../auth-email.ts';
import type { OpenDatabase } from '../database.ts';
import { authRoute, emailIn, errorCodeOf, json, jsonBody, replaceResponse } from './http.ts';

/** What sending a confirmation again needs: the stack's mail driver and its two origins. */
export interface ConfirmationMail {
  driver: EmailDriver;
  siteUrl: string;
  apiUrl: string;
}

/**
 * `POST /resend` of a sign-up confirmation, which lite accepts but never sends (it answers 429
 * for an unconfirmed account and 200 for anyone else). Here an unconfirmed account gets a new
 * code and link, as GoTrue sends them; the old ones stop working. Everyone gets lite's 200, and
 * the mail goes out after the answer, so neither tells who has an account. How often is
 * config.toml's business (rate-limits.ts: one confirmation per address per `max_frequency`).
 */
export function resendConfirmation(
  database: OpenDatabase,
  mail: ConfirmationMail,
): MiddlewareHandler {
  return async (context, next) => {
    if (authRoute(context) !== 'POST /resend') return next();
    const body = await jsonBody(context);
    const email = emailIn(body.email);
    if (body.type !== 'signup' || !email) return next();
    await next();
    // lite's answer for an account that exists and is not confirmed yet.
    if ((await errorCodeOf(context.res)) !== 'over_email_send_rate_limit') return;

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const updated = await database.connection.kysely
      .updateTable('auth.users')
      .set({
        confirmation_token: emailTokenHash(email, code),
        confirmation_sent_at: new Date().toISOString(),
      })
      .where('email', '=', email)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst();
    replaceResponse(context, json(200, {}));
    if (Number(updated.numUpdatedRows) === 0) return;

    const message = confirmationEmail({
      to: email,
      code,
      apiUrl: mail.apiUrl,
      redirectTo: redirectTarget(context.req.query('redirect_to'), mail.siteUrl),
    });
    void mail.driver.send(message).catch((error: unknown) => {
      console.error(`[auth] the confirmation for ${email} was not sent:`, error);
    });
  };
}

/** The requested return address when it is on the site, else the site itself. */
function redirectTarget(requested: string | undefined, siteUrl: string): string {
  if (!requested || !URL.canParse(requested)) return siteUrl;
  return new URL(requested).origin === new URL(siteUrl).origin ? requested : siteUrl;
}
