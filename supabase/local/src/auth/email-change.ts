import type { MiddlewareHandler } from 'hono';
import { authError, authRoute, bearerClaims, emailIn, jsonBody } from './http.ts';

/**
 * Refuses `PUT /auth/v1/user {email}` for an address other than the account's own.
 *
 * config.toml asks for `double_confirm_changes`: hosted Supabase switches the address only once
 * both the current and the new mailbox have confirmed. lite confirms from the current mailbox
 * alone, which would move the account (and profiles.email) to an address nobody proved they
 * own. The product offers no e-mail change (docs/product/accounts.md), so the local stack refuses it
 * rather than imitate half of the flow (docs/adr/0015).
 */
export const refuseEmailChange: MiddlewareHandler = async (context, next) => {
  if (authRoute(context) !== 'PUT /user') return next();
  const requested = emailIn((await jsonBody(context)).email);
  const claims = bearerClaims(context);
  // Without a readable token lite answers 401 itself; with a forged one it does the same.
  if (!requested || !claims || requested === emailIn(claims.email)) return next();
  return authError(
    422,
    'email_change_not_allowed',
    'The e-mail address of an account cannot be changed.',
  );
};
