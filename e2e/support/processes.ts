/**
 * Server processes the suite starts: `node scripts/serve.mjs ...` in its own process group, so
 * stopping it reaches every child, with its output kept in a log file for failure messages.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pidDir, repoRoot, serveScript, superviseScript, tempDir } from './paths.ts';

export interface ServerProcess {
  pid: number;
  label: string;
  logFile: string;
  /** The process output so far (for error messages). */
  output(): string;
  /** Resolves once the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  isRunning(): boolean;
  stop(): Promise<void>;
}

export class PortInUseError extends Error {
  override readonly name = 'PortInUseError';
}

/** True if nothing listens on `port` (checked on all interfaces, like the servers bind). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(false) : reject(error),
    );
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A port nobody listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port: 0, exclusive: true }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Throws one error naming every port that is taken and the variable that moves it. */
export async function assertPortsFree(
  entries: readonly { port: number; label: string; envName: string }[],
): Promise<void> {
  const busy: string[] = [];
  for (const { port, label, envName } of entries) {
    if (!(await isPortFree(port))) {
      busy.push(
        `Port ${port} (${label}) is already in use. Stop whatever is listening there ` +
          `(is NyayaConnect already running? \`ss -ltnp | grep :${port}\`), choose another port ` +
          `with ${envName}=<port>, or set E2E_REUSE_SERVERS=1 to test the running servers.`,
      );
    }
  }
  if (busy.length > 0) throw new PortInUseError(busy.join('\n'));
}

/** Resolves true once `url` answers with a status below 500, false after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await answers(url)) return true;
    await delay(200);
  }
  return false;
}

export async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status < 500;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * SIGTERM to a process group, SIGKILL if it is still there after `graceMs`. Used for groups
 * started by another process too (teardown after a crashed worker), hence by pid only.
 */
export async function stopProcessGroup(pid: number, graceMs = 5_000): Promise<void> {
  if (!signalGroup(pid, 'SIGTERM')) return;
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!groupAlive(pid)) return;
    await delay(50);
  }
  signalGroup(pid, 'SIGKILL');
}

function pidFile(pid: number): string {
  return join(pidDir, String(pid));
}

/** Recorded server process groups not stopped yet (the main servers, or a dead worker's). */
export function leftoverProcessGroups(): number[] {
  try {
    return readdirSync(pidDir)
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * True if `pid` is still a `scripts/serve.mjs` process: a recorded pid may have been reused by
 * an unrelated process since (a reboot, a long-gone run), which must never be signalled.
 */
export function isServeProcess(pid: number): boolean {
  const result = spawnSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.includes(serveScript);
}

/** Stops recorded servers of this or an earlier run that are still running. */
export async function stopLeftoverServers(): Promise<number[]> {
  const stopped: number[] = [];
  for (const pid of leftoverProcessGroups()) {
    if (isServeProcess(pid)) {
      await stopProcessGroup(pid);
      stopped.push(pid);
    }
    forgetProcessGroup(pid);
  }
  return stopped;
}

export function forgetProcessGroup(pid: number): void {
  rmSync(pidFile(pid), { force: true });
}

/**
 * Starts `node scripts/serve.mjs <args>` detached (its own process group) with its output in a
 * log file, and records its pid so teardown can stop it. It runs under support/supervise.mjs,
 * which stops the group if this process dies before stopping it.
 */
export function startServe(
  label: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): ServerProcess {
  mkdirSync(pidDir, { recursive: true });
  const logFile = join(tempDir, `${label.replace(/[^\w.-]+/g, '-')}.log`);
  const fd = openSync(logFile, 'w');
  const child = spawn(process.execPath, [superviseScript, process.execPath, serveScript, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  if (child.pid === undefined) throw new Error(`${label}: could not start node ${serveScript}`);
  const pid = child.pid;
  writeFileSync(pidFile(pid), `${label}\n`);
  let running = true;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      running = false;
      resolve({ code, signal });
    });
    child.once('error', () => {
      running = false;
      resolve({ code: 1, signal: null });
    });
  });
  // The runner must be free to exit even if a test forgot to stop this server (teardown will).
  child.unref();
  const output = () => {
    try {
      return readFileSync(logFile, 'utf8');
    } catch {
      return '';
    }
  };
  return {
    pid,
    label,
    logFile,
    output,
    exited,
    isRunning: () => running,
    stop: async () => {
      await stopProcessGroup(pid);
      forgetProcessGroup(pid);
    },
  };
}

/**
 * Starts serve.mjs and waits until every `readyUrls` answers. Fails with the server's own output
 * (a taken port, a missing build) when it exits or does not come up in time.
 */
export async function startServeAndWait(
  label: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  readyUrls: string[],
  timeoutMs = 30_000,
): Promise<ServerProcess> {
  const server = startServe(label, args, env);
  const ready = Promise.all(readyUrls.map((url) => waitForHttp(url, timeoutMs))).then((results) =>
    results.every(Boolean),
  );
  const outcome = await Promise.race([ready, server.exited.then(() => 'exited' as const)]);
  if (outcome === true) return server;
  await server.stop();
  const reason =
    outcome === 'exited'
      ? 'exited before it was ready'
      : `did not answer ${readyUrls.join(', ')} within ${timeoutMs} ms`;
  throw new Error(
    `${label} (node scripts/serve.mjs ${args.join(' ')}) ${reason}:\n${server.output()}`,
  );
}

/**
 * Runs a command to completion (asynchronously: the runner's timers keep working). Its output
 * is shown as it comes (`inherit`) or kept for the error message (`quiet`).
 */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; quiet?: boolean },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve(output);
      else
        reject(
          new Error(
            `${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})` +
              (options.quiet ? `:\n${output}` : ''),
          ),
        );
    });
  });
}
