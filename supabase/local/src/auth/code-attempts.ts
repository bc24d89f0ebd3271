import type { MiddlewareHandler } from 'hono';
import type { OpenDatabase } from '../database.ts';
import { authError, authRoute, emailIn, jsonBody, replaceResponse } from './http.ts';
import type { AuthLimits } from './limits.ts';

const revokedMessage =
  'Too many wrong codes were entered for this e-mail address, so its codes no longer work. ' +
  'Please request a new code.';

const revoked = () => authError(403, 'otp_expired', revokedMessage);

/** Clears every outstanding e-mailed code of the address (lite keeps their hashes on the user). */
async function revokeCodes(database: OpenDatabase, email: string): Promise<void> {
  await database.connection.kysely
    .updateTable('auth.users')
    .set({
      confirmation_token: null,
      recovery_token: null,
      email_change_token_current: null,
      email_change_token_new: null,
      reauthentication_token: null,
    })
    .where('email', '=', email)
    .execute();
}

/**
 * A six-digit code is one in a million, so guesses must run out long before the code does:
 * after `failedVerificationsPerCode` wrong codes sent to `POST /verify` for an address, every
 * outstanding code of that address is revoked (the real one included) and the user asks for a
 * new one. Attempts still being checked count too, so a burst of parallel guesses gets no
 * more tries than a sequence.
 *
 * Guesses by `token_hash` name no address and are bounded by `token_verifications` per client
 * address only, as on hosted Supabase.
 */
export function codeAttemptLimit(
  database: OpenDatabase,
  limits: AuthLimits,
  now: () => number = Date.now,
): MiddlewareHandler {
  const maxAttempts = limits.failedVerificationsPerCode;
  // Past a code's lifetime the attempts on it no longer matter.
  const forgetAfterMs = limits.otpExpirySeconds * 1000;
  const attempts = new Map<string, { count: number; since: number }>();
  // Guesses for addresses that never succeed would otherwise stay forever; drop expired ones
  // once the map grows (the per-address `token_verifications` limit bounds the growth rate).
  const forgetExpired = () => {
    if (attempts.size <= 10_000) return;
    for (const [address, entry] of attempts) {
      if (now() - entry.since > forgetAfterMs) attempts.delete(address);
    }
  };

  return async (context, next) => {
    if (authRoute(context) !== 'POST /verify') return next();
    const body = await jsonBody(context);
    const email = emailIn(body.email);
    // lite checks token_hash first when both are given.
    if (!email || typeof body.token !== 'string' || body.token_hash) return next();

    let entry = attempts.get(email);
    if (entry && now() - entry.since > forgetAfterMs) entry = undefined;
    if (entry && entry.count >= maxAttempts) return revoked();
    entry ??= { count: 0, since: now() };
    entry.count += 1;
    attempts.set(email, entry);
    forgetExpired();

    await next();
    if (attempts.get(email) !== entry) return;
    if (context.res.ok) {
      attempts.delete(email);
    } else if (context.res.status !== 403) {
      // Refused before any code was compared (a malformed request): not a guess.
      entry.count -= 1;
    } else if (entry.count >= maxAttempts) {
      attempts.delete(email);
      await revokeCodes(database, email);
      replaceResponse(context, revoked());
    }
  };
}
