import type { MiddlewareHandler } from 'hono';
import { apiError } from './request-limits.ts';

// A regular-expression operator in a PostgREST filter: `bio=match.…`, `name=not.imatch.…`,
// with a modifier (`bio=match(any).{…}`), or inside a logic tree such as
// `or=(bio.match.…,name.eq.…)`.
const regexOperator = /(?:^|[.(,])(?:not\.)?i?match(?:\((?:any|all)\))?\./;

// Query parameters that are not filters.
const nonFilterParams = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

/**
 * On PGlite only. PostgreSQL (and hosted Supabase) cancel a runaway statement at the role's
 * statement_timeout, but PGlite ignores statement_timeout and runs queries on the server's
 * own thread: one regular expression with back-references or nested counted repetition over
 * the directory's bios runs for minutes and every other request, sign-in included, waits.
 * Measured alternatives and numbers: docs/adr/0016-embedded-database-guard.md.
 */
export const regexFilterGuard: MiddlewareHandler = async (context, next) => {
  const url = new URL(context.req.url);
  if (!url.pathname.startsWith('/rest/v1/')) return next();
  for (const [name, value] of url.searchParams) {
    if (nonFilterParams.has(name)) continue;
    if (regexOperator.test(value)) {
      return apiError(context, 400, {
        code: '2201B',
        message:
          'Regular-expression filters (match, imatch) are not accepted by the local stack on ' +
          'PGlite, which cannot stop a slow pattern. Use like or ilike.',
        hint: 'PostgreSQL runs them under the statement timeout: start the stack with DATABASE_URL.',
      });
    }
  }
  return next();
};
