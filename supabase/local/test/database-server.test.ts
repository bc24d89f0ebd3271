/**
 * The embedded database on the wire (src/database-server.ts): PostgreSQL clients reach the
 * stack's PGlite, their statements never run inside a transaction the API has open, and a
 * client that asks for TLS first (psql does) is answered and served in the clear.
 */
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../src/database.ts';
import { serveDatabase, type DatabaseServer } from '../src/database-server.ts';
import { env } from './support/clients.ts';
import { database as stackDatabase, closeDatabase } from './support/notifications.ts';

describe('the PGlite database on the wire', () => {
  let database: OpenDatabase;
  let server: DatabaseServer;

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: null, dataDir: null });
    await database.runScript('create table events (id int primary key, source text)');
    server = await serveDatabase(database.pglite!, { host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await server?.stop();
    await database?.connection.close();
  });

  it('serves the database at its URL, to clients that ask for TLS first too', async () => {
    expect(server.url).toMatch(/^postgres:\/\/postgres:postgres@127\.0\.0\.1:\d+\/postgres$/);
    for (const ssl of [false, 'prefer'] as const) {
      const sql = postgres(server.url, { max: 1, ssl, onnotice: () => {} });
      try {
        const [row] = await sql`select count(*)::int as count from events`;
        expect(row).toEqual({ count: 0 });
      } finally {
        await sql.end();
      }
    }
  });

  it("keeps a client's statement out of a transaction the API has open", async () => {
    const pglite = database.pglite!;
    const sql = postgres(server.url, { max: 1, onnotice: () => {} });
    try {
      let inside = false;
      // The API's transaction: a write, a pause, then a rollback.
      const apiTransaction = pglite
        .transaction(async (transaction) => {
          await transaction.query(`insert into events values (1, 'api')`);
          inside = true;
          await new Promise((resolve) => setTimeout(resolve, 300));
          throw new Error('rolled back');
        })
        .catch(() => {});
      while (!inside) await new Promise((resolve) => setTimeout(resolve, 5));

      // Sent while that transaction is open: it waits, and is not undone with it.
      await sql`insert into events values (2, 'wire')`;
      await apiTransaction;
      expect((await pglite.query(`select id, source from events order by id`)).rows).toEqual([
        { id: 2, source: 'wire' },
      ]);
    } finally {
      await sql.end();
    }
  });

  it("lets a client's own transaction run over several messages", async () => {
    const sql = postgres(server.url, { max: 1, onnotice: () => {} });
    try {
      await sql.begin(async (transaction) => {
        await transaction`insert into events values (3, 'wire transaction')`;
        await transaction`insert into events values (4, 'wire transaction')`;
      });
      const [row] = await sql`select count(*)::int as count from events where id in (3, 4)`;
      expect(row).toEqual({ count: 2 });
    } finally {
      await sql.end();
    }
  });

  it('refuses a port that is taken', async () => {
    const port = Number(new URL(server.url).port);
    await expect(serveDatabase(database.pglite!, { host: '127.0.0.1', port })).rejects.toThrow(
      /EADDRINUSE/,
    );
  });
});

describe("the test stack's database URL", () => {
  afterAll(closeDatabase);

  it('reaches the database the API serves', async () => {
    expect(env().stackDatabaseUrl).toMatch(/^postgres(ql)?:\/\//);
    const [row] = await stackDatabase()`select count(*)::int as count
      from supabase_migrations.schema_migrations where name = 'notifications'`;
    expect(row).toEqual({ count: 1 });
  });
});
