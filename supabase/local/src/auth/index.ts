import type { MiddlewareHandler } from 'hono';
import type { OpenDatabase } from '../database.ts';
import { codeAttemptLimit } from './code-attempts.ts';
import { refuseEmailChange } from './email-change.ts';
import { bareEmailAddresses } from './email-format.ts';
import type { AuthLimits } from './limits.ts';
import { authRateLimits } from './rate-limits.ts';
import { hideRegisteredAddresses } from './registered-addresses.ts';
import { resendConfirmation, type ConfirmationMail } from './resend-confirmation.ts';

export { readAuthLimits, rateLimitScaleVariable, type AuthLimits } from './limits.ts';

/**
 * The account-abuse rules hosted Supabase applies and @supabase/lite does not
 * (docs/adr/0015), in front of lite's `/auth/v1`. The rate limits come first, so a refused
 * request reaches nothing else; the stand-ins come last, next to the answers they replace.
 */
export function authHardening(
  limits: AuthLimits,
  database: OpenDatabase,
  mail?: ConfirmationMail,
): MiddlewareHandler[] {
  return [
    authRateLimits(limits),
    bareEmailAddresses,
    refuseEmailChange,
    codeAttemptLimit(database, limits),
    hideRegisteredAddresses(),
    // lite never sends a confirmation again; the stack does, behind the limits above.
    ...(mail ? [resendConfirmation(database, mail)] : []),
  ];
}
