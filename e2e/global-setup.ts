/**
 * Brings up the composed site the way a user runs it: the production builds
 * (scripts/build.mjs), the local Supabase stack on a fresh PGlite data directory, the
 * notification worker on it (every mail in MailDev) and scripts/serve.mjs's servers. Daily's
 * REST API, which the stack's meeting route calls and a run cannot reach offline, is a fake
 * (support/fake-daily.ts) the stack is pointed at with DAILY_API_KEY and DAILY_API_URL. The stack
 * and the servers run inside the test runner, so they end with it whatever happens; the worker
 * is a child process that stops when the runner's pipe to it closes (also when the runner is
 * killed). The returned function stops them after the run.
 *
 * E2E_SKIP_BUILD=1     reuse the existing `<app>/dist` folders (built anyway if one is missing)
 * E2E_REUSE_SERVERS=1  test servers that already answer instead of failing on taken ports
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildApps } from '../scripts/build.mjs';
import {
  answers,
  appPorts,
  appReadyUrls,
  busyPortsMessage,
  supabasePorts,
  supabaseReady,
} from '../scripts/lib/services.mjs';
import { startServers } from '../scripts/serve.mjs';
import { runWorkerProcess } from '../scripts/lib/notification-worker.mjs';
import { apps, shellOrigin } from './support/apps.ts';
import { FAKE_DAILY_URL_ENV, startFakeDaily, type FakeDaily } from './support/fake-daily.ts';
import { repoRoot, tempDir } from './support/paths.ts';

const flag = (name: string) => /^(1|true)$/.test(process.env[name] ?? '');
const log = (message: string) => console.log(`[e2e setup] ${message}`);

async function ensureBuilds(): Promise<void> {
  const missing = apps.filter(
    (app) => !existsSync(join(app.dir, 'dist', app.isHost ? 'index.html' : 'mf-manifest.json')),
  );
  const selected = flag('E2E_SKIP_BUILD') ? missing : apps;
  if (selected.length === 0) return log('E2E_SKIP_BUILD=1: using the existing production builds');
  const results = await buildApps(selected);
  if (!results.every(({ ok }) => ok)) throw new Error('the production build failed (see above)');
}

/** A fresh database per run: tests write, and a developer's data must stay untouched. */
async function startSupabase(dataDir: string, daily: FakeDaily) {
  // Loaded only when needed: the stack (PGlite, @supabase/lite, MailDev) is heavy to import.
  const { loadConfig, startLocalStack } = await import('@nyaya/local-supabase');
  // The meeting route (/functions/v1/case-meeting) reads these from the stack's environment.
  process.env.DAILY_API_KEY = daily.key;
  process.env.DAILY_API_URL = daily.url;
  const config = loadConfig({
    DAILY_API_KEY: daily.key,
    DAILY_API_URL: daily.url,
    SUPABASE_DATA_DIR: dataDir,
    // The suite signs in and up from 127.0.0.1 far more often than a person does: the auth rate
    // limits are 100 times config.toml's (supabase/local/README.md).
    SUPABASE_AUTH_RATE_LIMIT_SCALE: '100',
  });
  // Auth e-mails link back to the site wherever SHELL_PORT put it: loadConfig moves the site
  // URL and the allowed redirects there, as for `npm start`.
  const stack = await startLocalStack(config);
  log(`local Supabase stack on ${stack.apiUrl} (mailbox ${stack.mailUrl})`);
  return stack;
}

/**
 * The notification worker as `npm start` runs it (scripts/notification-worker.mjs), on the
 * stack this run uses; resolves once it delivers. Its output is kept out of the test report
 * unless it fails.
 */
async function startNotificationWorker() {
  const output: string[] = [];
  const worker = runWorkerProcess(
    [process.execPath, 'scripts/notification-worker.mjs', '--stop-with-stdin'],
    {
      cwd: repoRoot,
      stdin: 'pipe',
      onLine: (line: string) => {
        output.push(line);
        if (output.length > 200) output.shift();
      },
    },
  );
  try {
    await worker.ready;
  } catch (error) {
    await worker.stop();
    throw new Error(`${(error as Error).message}\n${output.join('\n')}`);
  }
  log('notification worker running (mail in the mailbox)');
  return worker;
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const reuse = flag('E2E_REUSE_SERVERS');
  const reuseWeb = reuse && (await answers(appReadyUrls()));
  const reuseSupabase = reuse && (await answers([supabaseReady()]));
  // Fails in a second, not after the build: every port this run listens on must be free.
  const busy = await busyPortsMessage(
    [...(reuseWeb ? [] : appPorts()), ...(reuseSupabase ? [] : supabasePorts())],
    ', or set E2E_REUSE_SERVERS=1 to test the running servers',
  );
  if (busy) throw new Error(busy);
  if (reuseWeb) log(`E2E_REUSE_SERVERS=1: testing the web servers at ${shellOrigin}`);
  if (reuseSupabase) log('E2E_REUSE_SERVERS=1: testing the running Supabase stack');

  // What an earlier run left (its databases, config files, builds of tests).
  rmSync(tempDir, { recursive: true, force: true });
  mkdirSync(tempDir, { recursive: true });
  let stack: Awaited<ReturnType<typeof startSupabase>> | undefined;
  let servers: Awaited<ReturnType<typeof startServers>> | undefined;
  let worker: Awaited<ReturnType<typeof startNotificationWorker>> | undefined;
  let daily: FakeDaily | undefined;
  const teardown = async () => {
    await worker?.stop();
    await servers?.close();
    await stack?.stop();
    await daily?.close();
    rmSync(tempDir, { recursive: true, force: true });
  };
  try {
    // Test workers inherit the runner's environment: they read what the route asked of it.
    daily = await startFakeDaily();
    process.env[FAKE_DAILY_URL_ENV] = daily.url;
    if (reuseSupabase) {
      log(`the running stack's meeting route is not pointed at the fake Daily API (${daily.url})`);
    }
    // The builds run in child processes while the stack seeds its database in this one.
    const fakeDaily = daily;
    const [built, started] = await Promise.allSettled([
      reuseWeb ? undefined : ensureBuilds(),
      reuseSupabase ? undefined : startSupabase(mkdtempSync(join(tempDir, 'pglite-')), fakeDaily),
    ]);
    if (started.status === 'fulfilled') stack = started.value;
    for (const outcome of [built, started]) if (outcome.status === 'rejected') throw outcome.reason;
    // With E2E_REUSE_SERVERS, the running stack's own worker (`npm start`) delivers.
    if (!reuseSupabase) worker = await startNotificationWorker();
    if (!reuseWeb) servers = await startServers();
  } catch (error) {
    await teardown();
    throw error;
  }
  if (servers) log(`serving the production builds at ${shellOrigin}`);
  return teardown;
}
