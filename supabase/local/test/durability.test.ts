/**
 * Durability: write rows, kill the stack with SIGKILL, restart, rows are there.
 *
 * A stack of its own runs `src/cli/start.ts` as a child process, as `pnpm db:start` does:
 * on PGlite it keeps its data in a fresh temporary directory; on PostgreSQL it connects to
 * this run's scratch database, where the migrations and seed have already been applied.
 */
import { createClient } from '@supabase/supabase-js';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { demoAccounts, demoPassword } from '../src/demo-accounts.ts';
import type { Database, DatabaseClient } from '../src/types/database.ts';
import { env, uniqueMobile } from './support/clients.ts';
import {
  freeStackPorts,
  stackEnv,
  spawnStack,
  startStack,
  stopAllStacks,
  type StackPorts,
  type StackProcess,
} from './support/spawn-stack.ts';

const bootTimeoutMs = 120_000;

function client(apiUrl: string, key: string): DatabaseClient {
  return createClient<Database>(apiUrl, key, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

describe('a stack started with `pnpm db:start`', () => {
  const onPostgres = env().databaseKind === 'postgres';
  let dataDir: string | null = null;
  let ports: StackPorts;
  let childEnv: Record<string, string>;
  let blocker: Server | null = null;

  beforeAll(async () => {
    ports = await freeStackPorts();
    if (onPostgres) {
      childEnv = stackEnv(ports, { databaseUrl: env().databaseUrl! });
    } else {
      dataDir = mkdtempSync(join(tmpdir(), 'nyaya-durability-'));
      childEnv = stackEnv(ports, { dataDir });
    }
  });

  afterAll(async () => {
    await stopAllStacks();
    await new Promise<void>((resolve) => (blocker ? blocker.close(() => resolve()) : resolve()));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, bootTimeoutMs);

  let first: StackProcess;

  it(
    'starts and prints the API URL, the mailbox URL, the keys and the demo accounts',
    async () => {
      first = await startStack({
        env: childEnv,
        apiKey: env().publishableKey,
        timeoutMs: bootTimeoutMs,
      });
      const banner = first.stdout();

      expect(banner).toContain('NyayaConnect local Supabase is running');
      expect(banner).toMatch(new RegExp(`API\\s+http://localhost:${ports.api}\\b`));
      expect(banner).toMatch(new RegExp(`Mailbox\\s+http://localhost:${ports.mailWeb}\\b`));
      expect(banner).toMatch(new RegExp(`SUPABASE_PUBLISHABLE_KEY\\s+${env().publishableKey}`));
      expect(banner).toMatch(new RegExp(`SUPABASE_SECRET_KEY\\s+${env().secretKey}`));
      expect(banner).toContain(demoPassword);
      for (const account of demoAccounts) expect(banner).toContain(account.email);
      expect(banner).toContain(onPostgres ? 'postgres at postgres://' : `pglite at ${dataDir}`);
      expect(banner).toMatch(
        onPostgres
          ? /Database URL postgres:\/\/\S+/
          : new RegExp(
              `Database URL postgres://postgres:postgres@127\\.0\\.0\\.1:${ports.db}/postgres`,
            ),
      );

      if (onPostgres) {
        // The run's scratch database was migrated and seeded by the shared test stack.
        expect(first.output()).not.toContain('Applied migration');
      } else {
        expect(first.output()).toContain('Applied migration');
        expect(first.output()).toContain('Seeded the database from seed.sql');
      }

      // The mailbox answers too.
      const mail = await fetch(`${first.mailUrl}/email`);
      expect(mail.status).toBe(200);
    },
    bootTimeoutMs + 30_000,
  );

  it(
    'refuses to start a second stack on a port that is taken, with exit code 1',
    async () => {
      expect(first, 'the first stack must be running').toBeDefined();
      const others = await freeStackPorts();
      const second = spawnStack({
        env: stackEnv({ ...others, api: ports.api }, { dataDir: ':memory:' }),
        apiKey: env().publishableKey,
      });
      const exit = await second.waitForExit({ timeoutMs: bootTimeoutMs });

      expect(exit.code, second.output()).toBe(1);
      expect(second.stderr()).toContain(`Port ${ports.api} (Supabase API) is already in use`);
      expect(second.stderr()).toContain('SUPABASE_API_PORT');

      // MailDev's ports are checked too.
      blocker = createServer();
      const blocked = others.mailSmtp;
      await new Promise<void>((resolve) => blocker!.listen(blocked, '127.0.0.1', resolve));
      const third = spawnStack({
        env: stackEnv({ ...(await freeStackPorts()), mailSmtp: blocked }, { dataDir: ':memory:' }),
        apiKey: env().publishableKey,
      });
      const thirdExit = await third.waitForExit({ timeoutMs: bootTimeoutMs });
      expect(thirdExit.code, third.output()).toBe(1);
      expect(third.stderr()).toContain('is already in use');
      expect(third.stderr()).toContain('MAILDEV_SMTP_PORT');

      // And the database's, where the stack serves PGlite.
      const fourth = spawnStack({
        env: stackEnv({ ...(await freeStackPorts()), db: blocked }, { dataDir: ':memory:' }),
        apiKey: env().publishableKey,
      });
      const fourthExit = await fourth.waitForExit({ timeoutMs: bootTimeoutMs });
      expect(fourthExit.code, fourth.output()).toBe(1);
      expect(fourth.stderr()).toContain('is already in use');
      expect(fourth.stderr()).toContain('SUPABASE_DB_PORT');

      // The running stack is unaffected.
      const response = await fetch(`${first.apiUrl}/rest/v1/lawyer_directory?select=id&limit=1`, {
        headers: { apikey: env().publishableKey },
      });
      expect(response.status).toBe(200);
    },
    2 * bootTimeoutMs + 30_000,
  );

  it(
    'keeps committed rows through SIGKILL and a restart, without migrating or seeding again',
    async () => {
      expect(first, 'the first stack must be running').toBeDefined();
      const service = client(first.apiUrl, env().secretKey);
      const anon = client(first.apiUrl, env().publishableKey);

      const lawyersBefore = await service
        .from('lawyer_profiles')
        .select('id', { count: 'exact', head: true });
      expect(lawyersBefore.error).toBeNull();
      expect(lawyersBefore.count).toBeGreaterThan(0);

      // Visitors' callbacks: anon may insert but not read them back.
      const mobile = uniqueMobile();
      const issues = ['Property dispute', 'Cheque bounce notice', 'Bail hearing next week'];
      for (const issue of issues) {
        const insert = await anon
          .from('call_support_requests')
          .insert({ name: 'Durability Test', mobile_number: mobile, issue_description: issue });
        expect(insert.error).toBeNull();
      }
      const written = await service
        .from('call_support_requests')
        .select('id, issue_description')
        // Stored as +91 and the ten digits; a `like`, since the local API reads '+91…' as a number.
        .like('mobile_number', `%${mobile}`)
        .order('issue_description');
      expect(written.error).toBeNull();
      expect(written.data).toHaveLength(issues.length);

      // No clean shutdown: the process dies at once.
      const exit = await first.kill('SIGKILL');
      expect(exit.signal).toBe('SIGKILL');

      const second = await startStack({
        env: childEnv,
        apiKey: env().publishableKey,
        timeoutMs: bootTimeoutMs,
      });
      expect(second.output()).not.toContain('Applied migration');
      expect(second.output()).not.toContain('Seeded the database');

      const serviceAgain = client(second.apiUrl, env().secretKey);
      const afterRestart = await serviceAgain
        .from('call_support_requests')
        .select('id, issue_description')
        .like('mobile_number', `%${mobile}`)
        .order('issue_description');
      expect(afterRestart.error).toBeNull();
      expect(afterRestart.data).toEqual(written.data);

      const lawyersAfter = await serviceAgain
        .from('lawyer_profiles')
        .select('id', { count: 'exact', head: true });
      expect(lawyersAfter.error).toBeNull();
      expect(lawyersAfter.count).toBe(lawyersBefore.count);

      // Seeded accounts still sign in.
      const signIn = await client(second.apiUrl, env().publishableKey).auth.signInWithPassword({
        email: demoAccounts[0].email,
        password: demoPassword,
      });
      expect(signIn.error).toBeNull();

      // Ctrl-C (or SIGTERM) stops the stack cleanly.
      const stopped = await second.kill('SIGTERM');
      expect(stopped.code, second.output()).toBe(0);
      expect(second.stdout()).toContain('Stopping local Supabase...');
    },
    2 * bootTimeoutMs + 30_000,
  );
});
