/**
 * The Edge Function `case-meeting` (supabase/functions/README.md): the case room's meeting route,
 * `POST /functions/v1/case-meeting`, on the hosted project. The handler is shared with the local
 * stack (../_shared/case-meeting.ts); this file only gives it Deno's environment and fetch.
 */
import { handleCaseMeeting } from '../_shared/case-meeting.ts';

Deno.serve((request: Request) =>
  handleCaseMeeting(
    request,
    {
      // Set by the platform for every Edge Function.
      SUPABASE_URL: Deno.env.get('SUPABASE_URL') ?? '',
      SUPABASE_ANON_KEY: Deno.env.get('SUPABASE_ANON_KEY'),
      // Secrets of the project (`supabase secrets set`).
      DAILY_API_KEY: Deno.env.get('DAILY_API_KEY'),
      DAILY_API_URL: Deno.env.get('DAILY_API_URL'),
    },
    fetch,
  ),
);
