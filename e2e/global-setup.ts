/**
 * Brings up the composed site the way a user runs it: the six production builds
 * (`node scripts/build.mjs`), the local Supabase stack (in this process, on a fresh PGlite data
 * directory, standard ports) and `node scripts/serve.mjs` (a child in its own process group).
 *
 * E2E_SKIP_BUILD=1     reuse the existing `<app>/dist` folders (built anyway if one is missing)
 * E2E_REUSE_SERVERS=1  test servers that already answer on the standard ports instead of
 *                      failing because the ports are taken
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  appOrigin,
  apps,
  distDir,
  mailboxUrl,
  manifestUrl,
  portEnvName,
  remoteApps,
  resolveAppPort,
  supabaseApiUrl,
  supabasePorts,
  type RemoteName,
} from './support/apps.ts';
import {
  heldStack,
  holdStack,
  removeGlobalState,
  writeGlobalState,
  type GlobalState,
} from './support/global-state.ts';
import { buildScript, repoRoot, tempDir } from './support/paths.ts';
import {
  answers,
  assertPortsFree,
  run,
  startServeAndWait,
  stopLeftoverServers,
  type ServerProcess,
} from './support/processes.ts';

const flag = (name: string) => process.env[name] === '1' || process.env[name] === 'true';

function log(message: string): void {
  console.log(`[e2e setup] ${message}`);
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

async function ensureBuilds(): Promise<void> {
  const missing = apps.filter(
    (app) => !existsSync(join(distDir(app), app.isHost ? 'index.html' : 'mf-manifest.json')),
  );
  if (flag('E2E_SKIP_BUILD') && missing.length === 0) {
    log('E2E_SKIP_BUILD=1: using the existing production builds');
    return;
  }
  if (flag('E2E_SKIP_BUILD')) {
    log(`E2E_SKIP_BUILD=1, but ${missing.map((app) => app.name).join(', ')} has no build`);
  }
  const started = performance.now();
  log('building the shell and the five remotes for production (node scripts/build.mjs)');
  await run(process.execPath, [buildScript], { cwd: repoRoot });
  log(`builds ready in ${seconds(started)}`);
}

/** With E2E_REUSE_SERVERS=1: true if a Supabase stack already answers. */
async function supabaseRunning(): Promise<boolean> {
  return flag('E2E_REUSE_SERVERS') && (await answers(`${supabaseApiUrl()}/auth/v1/health`));
}

async function startSupabase(state: Partial<GlobalState>, reuse: boolean): Promise<void> {
  const apiUrl = supabaseApiUrl();
  if (reuse) {
    log(`E2E_REUSE_SERVERS=1: using the Supabase stack already running at ${apiUrl}`);
    state.supabase = { mode: 'reused', apiUrl, mailUrl: mailboxUrl() };
    return;
  }
  const started = performance.now();
  // A fresh database per run: tests may write, and a developer's data must stay untouched.
  const dataDir = mkdtempSync(join(tempDir, 'pglite-'));
  state.supabase = { mode: 'in-process', apiUrl, mailUrl: mailboxUrl(), dataDir };
  // Loaded only when needed: the stack (PGlite, @supabase/lite, MailDev) is heavy to import.
  const { loadConfig, startLocalStack } = await import('@nyaya/local-supabase');
  const config = loadConfig({ SUPABASE_DATA_DIR: dataDir });
  const stack = await startLocalStack(config);
  holdStack(stack);
  state.supabase.apiUrl = stack.apiUrl;
  state.supabase.mailUrl = stack.mailUrl;
  log(`local Supabase stack on ${stack.apiUrl} (mailbox ${stack.mailUrl}) in ${seconds(started)}`);
}

const webReadyUrls = () => [
  `${appOrigin('shell')}/config.json`,
  ...remoteApps.map((app) => manifestUrl(app.name as RemoteName)),
];

/** With E2E_REUSE_SERVERS=1: true if the shell and all five remotes already answer. */
async function webServersRunning(): Promise<boolean> {
  if (!flag('E2E_REUSE_SERVERS')) return false;
  const up = await Promise.all(webReadyUrls().map(answers));
  return up.every(Boolean);
}

function webPorts() {
  return apps.map((app) => ({
    port: resolveAppPort(app.name),
    label: app.name,
    envName: portEnvName(app.name),
  }));
}

async function startWebServers(state: Partial<GlobalState>): Promise<ServerProcess> {
  const server = await startServeAndWait('serve', [], {}, webReadyUrls());
  state.serve = { pid: server.pid, logFile: server.logFile };
  log(
    `node scripts/serve.mjs (pid ${server.pid}) serves ${appOrigin('shell')}, log ${server.logFile}`,
  );
  return server;
}

export default async function globalSetup(): Promise<void> {
  const started = performance.now();
  mkdirSync(tempDir, { recursive: true });
  removeGlobalState();
  // What an earlier run left: servers (if it was killed before its teardown), then its logs,
  // config files and database.
  const leftovers = await stopLeftoverServers();
  if (leftovers.length > 0)
    log(`stopped servers left by an earlier run: pid ${leftovers.join(', ')}`);
  for (const name of readdirSync(tempDir)) {
    if (name !== 'pids') rmSync(join(tempDir, name), { recursive: true, force: true });
  }
  const state: Partial<GlobalState> = { startedAt: new Date().toISOString() };
  let server: ServerProcess | null = null;
  try {
    const reuseWeb = await webServersRunning();
    const reuseSupabase = await supabaseRunning();
    // Fails in a second, not after the build: every port this run will listen on must be free.
    await assertPortsFree([
      ...(reuseWeb ? [] : webPorts()),
      ...(reuseSupabase ? [] : supabasePorts()),
    ]);
    if (reuseWeb) {
      // The running servers serve whatever they were started with; building would change nothing.
      log(`E2E_REUSE_SERVERS=1: using the web servers already answering at ${appOrigin('shell')}`);
    }
    // The builds run in child processes while the stack seeds its database in this one.
    const outcomes = await Promise.allSettled([
      reuseWeb ? Promise.resolve() : ensureBuilds(),
      startSupabase(state, reuseSupabase),
    ]);
    for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
    if (!reuseWeb) server = await startWebServers(state);
    writeGlobalState(state as GlobalState);
  } catch (error) {
    // Teardown may not run when setup fails: leave nothing behind.
    await server?.stop();
    await heldStack()?.stop();
    holdStack(undefined);
    if (state.supabase?.dataDir) rmSync(state.supabase.dataDir, { recursive: true, force: true });
    throw error;
  }
  log(`ready in ${seconds(started)}`);
}
