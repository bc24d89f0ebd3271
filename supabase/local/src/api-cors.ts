import type { MiddlewareHandler } from 'hono';

const allowedMethods = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const defaultAllowedHeaders =
  'apikey, authorization, content-type, x-client-info, x-supabase-api-version';

/** The API paths a page on the site's origin calls with supabase-js. */
const browserApiPaths = ['/auth/v1/', '/rest/v1/'];

/**
 * CORS for the site's origin, as hosted Supabase answers it. @supabase/lite answers browser
 * preflights on `/auth/v1` without `Access-Control-Allow-Headers` and its responses without
 * `Access-Control-Allow-Origin`, so a page on another origin (the site on :3000) could not sign
 * anyone in. On `/rest/v1` it routes a preflight like the request itself, so the preflight of
 * `rpc/<function>` for a function that takes arguments fails with 404 (PGRST202: no such
 * function without arguments), and the browser never sends the call. Every preflight is
 * answered here instead, before any routing.
 */
export const apiCors: MiddlewareHandler = async (context, next) => {
  const path = new URL(context.req.url).pathname;
  if (!browserApiPaths.some((prefix) => path.startsWith(prefix))) return next();

  if (context.req.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': allowedMethods,
        'Access-Control-Allow-Headers':
          context.req.header('Access-Control-Request-Headers') ?? defaultAllowedHeaders,
        'Access-Control-Max-Age': '86400',
      },
    });
  }

  await next();
  if (!context.res.headers.has('Access-Control-Allow-Origin')) {
    context.res.headers.set('Access-Control-Allow-Origin', '*');
  }
};
