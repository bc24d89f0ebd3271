import type { MiddlewareHandler } from 'hono';

const allowedMethods = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const defaultAllowedHeaders =
  'apikey, authorization, content-type, x-client-info, x-supabase-api-version';

/**
 * @supabase/lite answers browser preflights on `/auth/v1` without `Access-Control-Allow-Headers`
 * and its responses without `Access-Control-Allow-Origin`, so a page on another origin (the site
 * on :3000) cannot sign anyone in. Hosted Supabase allows these, as `/rest/v1` does here.
 */
export const authCors: MiddlewareHandler = async (context, next) => {
  if (!new URL(context.req.url).pathname.startsWith('/auth/v1/')) return next();

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
