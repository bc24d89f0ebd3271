/**
 * Runs `src/cli/start.ts` (what `pnpm db:start` runs) as a child process, for tests that
 * need a stack of their own: restarts, SIGKILL, port conflicts, the start-up banner.
 *
 * The child is `node --import tsx src/cli/start.ts`, one process. `npx tsx` would run
 * npm, a shell, the tsx CLI and then node: a SIGKILL would hit npm and leave the real
 * stack running, still holding its ports and its data directory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadLocalEnv } from '../../src/config.ts';
import { freePort } from '@nyaya/build-kit/ports';

/** supabase/local: where `pnpm db:start` runs. */
export const localPackageDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface StackPorts {
  api: number;
  mailWeb: number;
  mailSmtp: number;
  /** Where a PGlite stack serves its database (SUPABASE_DB_PORT). */
  db: number;
}

export async function freeStackPorts(): Promise<StackPorts> {
  return {
    api: await freePort(),
    mailWeb: await freePort(),
    mailSmtp: await freePort(),
    db: await freePort(),
  };
}

/**
 * The environment for a child stack: its ports, and either a PGlite data directory
 * (`':memory:'` for none) or a PostgreSQL database URL.
 */
export function stackEnv(
  ports: StackPorts,
  database: { dataDir: string } | { databaseUrl: string },
): Record<string, string> {
  return {
    SUPABASE_API_PORT: String(ports.api),
    MAILDEV_WEB_PORT: String(ports.mailWeb),
    MAILDEV_SMTP_PORT: String(ports.mailSmtp),
    SUPABASE_DB_PORT: String(ports.db),
    ...('databaseUrl' in database
      ? { DATABASE_URL: database.databaseUrl, SUPABASE_DATA_DIR: ':memory:' }
      : { DATABASE_URL: '', SUPABASE_DATA_DIR: database.dataDir }),
  };
}

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface StackProcess {
  readonly child: ChildProcess;
  readonly apiUrl: string;
  readonly mailUrl: string;
  stdout(): string;
  stderr(): string;
  /** stdout and stderr as they arrived. */
  output(): string;
  /** Resolves when the process has exited. */
  readonly exited: Promise<ExitStatus>;
  hasExited(): boolean;
  /** Waits until the API answers `GET /rest/v1/lawyer_directory` with 200. */
  waitUntilReady(options?: { timeoutMs?: number }): Promise<void>;
  /** Waits until the output contains `text` (e.g. the end of the banner). */
  waitForOutput(text: string, options?: { timeoutMs?: number }): Promise<void>;
  /** Waits for the process to exit by itself; fails with its output after `timeoutMs`. */
  waitForExit(options?: { timeoutMs?: number }): Promise<ExitStatus>;
  /** Sends `signal` (default SIGKILL) and waits for the exit. */
  kill(signal?: NodeJS.Signals): Promise<ExitStatus>;
}

const running = new Set<StackProcess>();

// Never leave a stack behind, even when a test run is interrupted.
process.once('exit', () => {
  for (const stack of running) stack.child.kill('SIGKILL');
});

function describe(stack: StackProcess): string {
  const output = stack.output().trim();
  return output ? `Its output:\n${output}` : 'It printed nothing.';
}

export function spawnStack(options: {
  env: Record<string, string>;
  /** Sent as `apikey` while polling; default: the publishable key from supabase/.env.local. */
  apiKey?: string;
}): StackProcess {
  const apiPort = options.env.SUPABASE_API_PORT;
  const mailPort = options.env.MAILDEV_WEB_PORT;
  if (!apiPort || !mailPort)
    throw new Error('spawnStack needs SUPABASE_API_PORT and MAILDEV_WEB_PORT');
  const apiKey = options.apiKey ?? loadLocalEnv({}).SUPABASE_PUBLISHABLE_KEY ?? '';

  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/start.ts'], {
    cwd: localPackageDir,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let stdout = '';
  let stderr = '';
  let combined = '';
  let exitStatus: ExitStatus | null = null;
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    combined += chunk;
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
    combined += chunk;
  });

  const exited = new Promise<ExitStatus>((resolveExit) => {
    child.once('error', (error) => {
      combined += `\n[spawn failed: ${error.message}]`;
      exitStatus ??= { code: null, signal: null };
      running.delete(stack);
      resolveExit(exitStatus);
    });
    child.once('close', (code, signal) => {
      exitStatus = { code, signal };
      running.delete(stack);
      resolveExit(exitStatus);
    });
  });

  const apiUrl = `http://localhost:${apiPort}`;

  async function waitFor(
    condition: () => Promise<boolean> | boolean,
    what: string,
    timeoutMs: number,
  ): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (await condition()) return;
      if (exitStatus) {
        throw new Error(
          `The stack exited (code ${exitStatus.code}, signal ${exitStatus.signal}) before ${what}. ` +
            describe(stack),
        );
      }
      if (Date.now() >= deadline) {
        throw new Error(`The stack did not get ${what} within ${timeoutMs} ms. ${describe(stack)}`);
      }
      await new Promise((resolveWait) => setTimeout(resolveWait, 300));
    }
  }

  const stack: StackProcess = {
    child,
    apiUrl,
    mailUrl: `http://localhost:${mailPort}`,
    stdout: () => stdout,
    stderr: () => stderr,
    output: () => combined,
    exited,
    hasExited: () => exitStatus !== null,
    waitUntilReady: ({ timeoutMs = 120_000 } = {}) =>
      waitFor(
        async () => {
          try {
            const response = await fetch(`${apiUrl}/rest/v1/lawyer_directory?select=id&limit=1`, {
              headers: { apikey: apiKey },
              signal: AbortSignal.timeout(5_000),
            });
            await response.body?.cancel();
            return response.status === 200;
          } catch {
            return false;
          }
        },
        `ready (GET ${apiUrl}/rest/v1/lawyer_directory answering 200)`,
        timeoutMs,
      ),
    waitForOutput: (text, { timeoutMs = 30_000 } = {}) =>
      waitFor(() => combined.includes(text), `to print "${text}"`, timeoutMs),
    waitForExit: async ({ timeoutMs = 120_000 } = {}) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(new Error(`The stack did not exit within ${timeoutMs} ms. ${describe(stack)}`)),
          timeoutMs,
        );
      });
      try {
        return await Promise.race([exited, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    kill: async (signal = 'SIGKILL') => {
      if (!exitStatus) child.kill(signal);
      return exited;
    },
  };
  running.add(stack);
  return stack;
}

/** Spawns a stack and waits until it serves; kills it if it never does. */
export async function startStack(
  options: Parameters<typeof spawnStack>[0] & { timeoutMs?: number },
) {
  const stack = spawnStack(options);
  try {
    await stack.waitUntilReady({ timeoutMs: options.timeoutMs });
    // The banner follows right after the server starts listening.
    await stack.waitForOutput('Press Ctrl-C to stop.');
  } catch (error) {
    await stack.kill();
    throw error;
  }
  return stack;
}

/** Kills every stack this test file started (SIGKILL) and waits for them to exit. */
export async function stopAllStacks(): Promise<void> {
  await Promise.all([...running].map((stack) => stack.kill('SIGKILL')));
}
