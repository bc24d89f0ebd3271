import type { MiddlewareHandler } from 'hono';

/** What the stack serves: the Supabase APIs a hosted project has, nothing else. */
const apiPrefixes = ['/rest/v1', '/auth/v1', '/storage/v1'];

/**
 * @supabase/lite also answers `/_system/*` (row counts of every table, auth.users included, the
 * database's location and schema SQL, the configuration) and its Studio page, to anyone and
 * without an API key. A hosted project has neither; the stack answers 404 for every path
 * outside the APIs, whatever the key.
 */
export const onlyApiPaths: MiddlewareHandler = async (context, next) => {
  const path = new URL(context.req.url).pathname;
  if (apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
    return next();
  }
  return context.json({ message: 'Not found' }, 404);
};
