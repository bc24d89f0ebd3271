import type { MiddlewareHandler } from 'hono';
import { handleCaseMeeting, type CaseMeetingEnv } from '../../../functions/_shared/case-meeting.ts';

/** Where supabase-js's `functions.invoke('case-meeting')` sends the meeting route's requests. */
export const caseMeetingPath = '/functions/v1/case-meeting';

export interface LocalFunctionsOptions {
  /**
   * The stack's own API, which the route asks for the caller's ticket (`rpc/case_meeting_ticket`
   * with the caller's JWT): `http://<api host>:<api port>`.
   */
  supabaseUrl: string;
  /**
   * Daily's settings, read at each request: `DAILY_API_KEY` (none: the route answers 503
   * `video_unavailable`) and `DAILY_API_URL` (default `https://api.daily.co/v1`; the tests and
   * the end-to-end suite point it at a fake). Default: the process's environment.
   */
  env?: () => Partial<Record<'DAILY_API_KEY' | 'DAILY_API_URL', string | undefined>>;
  fetch?: typeof fetch;
}

/**
 * The Edge Functions the hosted project runs, served by the local stack on its API's port:
 * `POST` (and the `OPTIONS` preflight) `/functions/v1/case-meeting`, the case room's meeting
 * route (docs/adr/0031-case-room.md), with the very handler the Edge Function runs
 * (supabase/functions/_shared/case-meeting.ts), CORS included. Other paths go on.
 *
 * Mounted in stack.ts's createApp as the first of lite's middlewares, before `onlyApiPaths`
 * (which answers 404 outside `/rest`, `/auth` and `/storage`):
 *
 *     localFunctions({ supabaseUrl: `http://${config.apiHost}:${config.apiPort}` }),
 */
export function localFunctions(options: LocalFunctionsOptions): MiddlewareHandler {
  const readEnv = options.env ?? (() => process.env);
  return async (context, next) => {
    const path = new URL(context.req.url).pathname;
    if (path !== caseMeetingPath && path !== `${caseMeetingPath}/`) return next();
    const { DAILY_API_KEY, DAILY_API_URL } = readEnv();
    const env: CaseMeetingEnv = {
      SUPABASE_URL: options.supabaseUrl,
      DAILY_API_KEY: DAILY_API_KEY || undefined,
      DAILY_API_URL: DAILY_API_URL || undefined,
    };
    return handleCaseMeeting(context.req.raw, env, options.fetch ?? fetch);
  };
}
