import type { MiddlewareHandler } from 'hono';
import { authError, authRoute, jsonBody } from './http.ts';

/** Routes that take an account's e-mail address in the body's `email`. */
const routesWithEmail = new Set([
  'POST /signup',
  'POST /token',
  'POST /otp',
  'POST /magiclink',
  'POST /recover',
  'POST /resend',
]);

/**
 * A bare address (local@domain): no white space, quotes, angle brackets, parentheses, commas,
 * semicolons, colons, backslashes or square brackets, exactly one @, and a dot in the domain.
 */
const bareAddress = /^[^\s"<>(),;:\\[\]@]+@[^\s"<>(),;:\\[\]@]+\.[^\s"<>(),;:\\[\]@.]+$/;

export const invalidEmailMessage =
  'Unable to validate email address: invalid format. Enter the address alone, like ' +
  'name@example.com, without quotes, spaces or angle brackets.';

/**
 * lite accepts `"quoted"@example.com` and `<name@example.com>` as addresses and then fails with
 * a 500 when the mail server refuses them. Every auth route that takes an address answers 400
 * `validation_failed` (GoTrue's code for a malformed address) for anything but a bare address.
 */
export const bareEmailAddresses: MiddlewareHandler = async (context, next) => {
  const route = authRoute(context);
  if (!route || !routesWithEmail.has(route)) return next();
  const { email } = await jsonBody(context);
  if (email === undefined || email === null) return next();
  if (typeof email !== 'string' || !bareAddress.test(email.trim())) {
    return authError(400, 'validation_failed', invalidEmailMessage);
  }
  return next();
};
