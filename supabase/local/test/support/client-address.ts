/**
 * Clients that reach the stack from an address of their own. The stack reports the socket's
 * peer to SQL as the client address (src/request-headers.ts), so per-address rules are tested
 * with real connections from different loopback addresses: Linux routes all of 127.0.0.0/8 to
 * the loopback interface. (On macOS, alias the addresses to lo0 first.)
 */
import { createClient } from '@supabase/supabase-js';
import { randomInt } from 'node:crypto';
import { request, type IncomingHttpHeaders } from 'node:http';
import ws from 'ws';
import type { Database, DatabaseClient } from '../../src/types/database.ts';
import { env } from './clients.ts';

/** A loopback address no other client of this run uses (never 127.0.0.1, the default). */
export function uniqueLoopbackAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** A visitor connecting from `address`, sending `headers` (an Origin, say) with every request. */
export function anonClientAt(
  address: string = uniqueLoopbackAddress(),
  headers: Record<string, string> = {},
): DatabaseClient {
  return createClient<Database>(env().apiUrl, env().publishableKey, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchFrom(address), headers },
  });
}

const bodilessStatuses = new Set([101, 204, 205, 304]);

/** The part of fetch supabase-js uses, over node:http with a chosen source address. */
export function fetchFrom(localAddress: string): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const outgoing = request(
        url,
        {
          method: init.method ?? 'GET',
          headers: Object.fromEntries(new Headers(init.headers)),
          localAddress,
          family: 4,
          signal: init.signal ?? undefined,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const status = incoming.statusCode ?? 0;
            resolve(
              new Response(bodilessStatuses.has(status) ? null : Buffer.concat(chunks), {
                status,
                statusText: incoming.statusMessage,
                headers: responseHeaders(incoming.headers),
              }),
            );
          });
        },
      );
      outgoing.on('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'EADDRNOTAVAIL'
            ? new Error(
                `${localAddress} is not a local address here; see test/support/client-address.ts`,
              )
            : error,
        ),
      );
      if (init.body !== undefined && init.body !== null) outgoing.write(init.body as string);
      outgoing.end();
    });
}

function responseHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      headers.append(name, item);
    }
  }
  return headers;
}
