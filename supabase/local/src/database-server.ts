/**
 * The embedded database on the wire: `SUPABASE_DB_PORT` serves the stack's PGlite to
 * PostgreSQL clients (the notification worker, psql), as a hosted project's database port does.
 *
 * PGlite is one session. pglite-socket queues the messages of its connections, but runs each
 * one whenever the database is free of another message, also between two statements of a
 * transaction the API has open (lite sends BEGIN, its statements and COMMIT one by one): a
 * client's statement would then join the API's transaction, and be undone with it. Here a
 * message waits until no transaction is open, unless a message of the wire opened it (a
 * client's own BEGIN ... COMMIT, which pglite-socket keeps to that one connection).
 *
 * pglite-socket does not answer a client's request for TLS (psql asks first by default, and
 * waits): a small front on the port answers "no TLS" and passes everything else through.
 */
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface DatabaseServer {
  /** postgres://postgres:postgres@host:port/postgres (PGlite takes any password). */
  url: string;
  stop(): Promise<void>;
}

/** How many clients may connect at once (the worker's pool and a job queue's, psql, tests). */
const maxConnections = 32;

export async function serveDatabase(
  pglite: PGlite,
  options: { host: string; port: number },
): Promise<DatabaseServer> {
  const socketServer = new PGLiteSocketServer({
    db: outsideOtherTransactions(pglite),
    host: '127.0.0.1',
    port: 0,
    maxConnections,
  });
  await socketServer.start();
  const innerPort = Number(/:(\d+)$/.exec(socketServer.getServerConn())?.[1]);

  const clients = new Set<Socket>();
  const front = createServer((client) => {
    clients.add(client);
    client.once('close', () => clients.delete(client));
    declineEncryption(client, innerPort);
  });
  try {
    await listen(front, options.port, options.host);
  } catch (error) {
    await socketServer.stop();
    throw error;
  }
  const address = front.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `postgres://postgres:postgres@${options.host}:${port}/postgres`,
    async stop() {
      for (const client of clients) client.destroy();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await socketServer.stop();
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

// The first message a client may send before the startup message: length 8, then a code.
const sslRequest = 80877103;
const gssEncryptionRequest = 80877104;

/** Answers TLS and GSS encryption requests with "N" (not offered), then relays the connection. */
function declineEncryption(client: Socket, innerPort: number): void {
  let pending = Buffer.alloc(0);
  const onData = (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    while (pending.length >= 8 && pending.readInt32BE(0) === 8) {
      const code = pending.readInt32BE(4);
      if (code !== sslRequest && code !== gssEncryptionRequest) break;
      client.write('N');
      pending = pending.subarray(8);
    }
    if (pending.length < 8) return;
    client.off('data', onData);
    client.pause();
    const inner = connect(innerPort, '127.0.0.1', () => {
      inner.write(pending);
      client.pipe(inner);
      inner.pipe(client);
      client.resume();
    });
    inner.on('error', () => client.destroy());
    inner.on('close', () => client.destroy());
    client.on('close', () => inner.destroy());
  };
  client.on('data', onData);
  client.on('error', () => client.destroy());
}

/** The database as the socket server sees it: its messages run outside the API's transactions. */
function outsideOtherTransactions(pglite: PGlite): PGlite {
  // True while the open transaction was begun by a message from the wire.
  let wireTransaction = false;

  async function runExclusive<T>(run: () => Promise<T>): Promise<T> {
    for (;;) {
      const outcome = await pglite.runExclusive(async () => {
        if (pglite.isInTransaction() && !wireTransaction) return { ran: false as const };
        const value = await run();
        wireTransaction = pglite.isInTransaction();
        return { ran: true as const, value };
      });
      if (outcome.ran) return outcome.value;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }

  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'runExclusive') return runExclusive;
      const value: unknown = Reflect.get(target, property, target);
      if (property === 'exec' && typeof value === 'function') {
        // pglite-socket rolls back what a client that hung up left open.
        return async (...args: unknown[]) => {
          try {
            return await (value as (...args: unknown[]) => Promise<unknown>).apply(target, args);
          } finally {
            wireTransaction = wireTransaction && target.isInTransaction();
          }
        };
      }
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}
