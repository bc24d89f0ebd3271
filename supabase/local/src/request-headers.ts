import { AsyncLocalStorage } from 'node:async_hooks';
import type { Connection } from '@supabase/lite';
import type { MiddlewareHandler } from 'hono';
import { sql, type Kysely } from 'kysely';

/** The request settings PostgREST gives every transaction it runs for a request. */
interface RequestSettings {
  method: string;
  path: string;
  /** JSON object of the headers, names in lower case. */
  headers: string;
}

/** The hook @supabase/lite (0.10, pinned) calls to switch a request's transaction to its role. */
interface SessionContextHook {
  applyJwtSessionContext(
    executor: Kysely<unknown>,
    context: unknown,
    switchRole: boolean,
  ): Promise<void>;
}

const currentRequest = new AsyncLocalStorage<RequestSettings>();
const hookedConnections = new WeakSet<Connection>();

/**
 * PostgREST gives SQL every request's headers as the `request.headers` setting (with
 * `request.method` and `request.path`), and hosted Supabase's edge adds the client's address
 * (`cf-connecting-ip`, which Cloudflare sets). The database reads them: the public forms' rate
 * limit counts per client address, and a partner's widget is held to the partner's origins
 * (ADR 0014). @supabase/lite sets them for `/rpc` calls only, so the stack sets them on every
 * `/rest/v1` request, right after lite has set the request's role.
 *
 * Standing in for the edge, it reports the socket's peer as `x-real-ip` and drops a
 * `cf-connecting-ip` or `x-real-ip` the client sent: no client chooses its own address.
 */
export function requestHeadersForSql(connection: Connection): MiddlewareHandler {
  setRequestSettingsPerTransaction(connection);
  return async (context, next) => {
    const url = new URL(context.req.url);
    if (!url.pathname.startsWith('/rest/v1/')) return next();

    const headers = new Headers(context.req.raw.headers);
    headers.delete('cf-connecting-ip');
    headers.delete('x-real-ip');
    const peer = (context.env as { peerAddress?: string | null } | undefined)?.peerAddress;
    if (peer) headers.set('x-real-ip', peer.replace(/^::ffff:(?=\d+\.)/, ''));
    // lite's /rpc handler reads the raw request's headers into request.headers itself.
    context.req.raw = new Request(context.req.raw, { headers });

    const settings: RequestSettings = {
      method: context.req.method,
      path: url.pathname.slice('/rest/v1'.length),
      headers: JSON.stringify(Object.fromEntries(headers)),
    };
    return currentRequest.run(settings, next);
  };
}

function setRequestSettingsPerTransaction(connection: Connection): void {
  if (hookedConnections.has(connection)) return;
  const hook = connection as unknown as SessionContextHook;
  if (typeof hook.applyJwtSessionContext !== 'function') {
    throw new Error(
      '@supabase/lite no longer exposes applyJwtSessionContext; request.headers would not ' +
        'reach SQL. Check src/request-headers.ts against the new version.',
    );
  }
  const applySession = hook.applyJwtSessionContext.bind(hook);
  hook.applyJwtSessionContext = async (executor, context, switchRole) => {
    await applySession(executor, context, switchRole);
    const request = currentRequest.getStore();
    if (!request) return;
    await sql`select set_config('request.headers', ${request.headers}, true),
                     set_config('request.method', ${request.method}, true),
                     set_config('request.path', ${request.path}, true)`.execute(executor);
  };
  hookedConnections.add(connection);
}
