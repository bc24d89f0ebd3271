import type { MiddlewareHandler } from 'hono';

/**
 * On PGlite and PostgreSQL, @supabase/lite answers a CHECK violation with
 * `500 {code: "SUP"}`, where PostgREST (and so hosted Supabase) answers
 * `400 {code: "23514"}` naming the constraint. Clients rely on the hosted shape,
 * so the local stack restores it.
 */
export const checkViolationAsBadRequest: MiddlewareHandler = async (context, next) => {
  await next();
  if (context.res.status !== 500) return;
  const body = (await context.res
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string } | null;
  const match = body?.code === 'SUP' && /violates check constraint "([^"]+)"/.exec(body.message ?? '');
  if (!match) return;
  const json = JSON.stringify({
    code: '23514',
    message: body!.message!.replace(/^error: /, ''),
    details: `Failing constraint: ${match[1]}`,
    hint: null,
  });
  // Hono copies the old response's headers onto the new one; drop the stale length first.
  context.res.headers.delete('content-length');
  context.res = new Response(json, { status: 400, headers: context.res.headers });
};
