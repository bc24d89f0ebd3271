// The notification worker (@nyaya/notifications, notifications/src/cli/worker.ts) beside the
// local stack: `npm start` and `npm run dev` (through scripts/notification-worker.mjs) and the
// e2e suite run it on the stack's database, every mail caught by MailDev, its links leading to
// the shell wherever SHELL_PORT puts it. What it sends: docs/product/notifications.md.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import { repoRoot } from '../../build-kit/src/apps.cjs';
import { appOrigin, notificationWorkerCommand, supabasePorts } from './services.mjs';

/** What the worker prints once it delivers. */
export const workerReadyLine = notificationWorkerCommand.readyLine;

/** A production mail server's settings, which must never reach the local worker. */
const productionMailSettings = [
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_USER',
  'SMTP_PASSWORD',
  'SMTP_SECURE',
];

/**
 * The worker's environment on the local stack: the stack's database (PGlite served at
 * SUPABASE_DB_PORT, or DATABASE_URL on PostgreSQL), MailDev's SMTP port, the shell's origin.
 */
export function localWorkerEnv(env = process.env) {
  const host = env.SUPABASE_API_HOST || '127.0.0.1';
  const port = (envName) => supabasePorts(env).find((entry) => entry.envName === envName)?.port;
  const local = Object.fromEntries(
    Object.entries(env).filter(([key]) => !productionMailSettings.includes(key)),
  );
  return {
    ...local,
    NOTIFICATIONS_DATABASE_URL:
      env.DATABASE_URL ||
      `postgres://postgres:postgres@${host}:${port('SUPABASE_DB_PORT')}/postgres`,
    SMTP_URL: `smtp://${host}:${port('MAILDEV_SMTP_PORT')}`,
    SITE_URL: appOrigin('shell', env),
  };
}

/**
 * Runs `command` (the worker, or scripts/notification-worker.mjs around it) and relays its
 * output line by line to `onLine(line, stream)`. `ready` resolves once it prints
 * `workerReadyLine` and rejects if it exits first; `exited` resolves with its exit code (or
 * signal name); `stop(signal)` signals it and waits (SIGKILL after `graceMs`).
 */
export function runWorkerProcess(
  [command, ...args],
  {
    cwd = repoRoot,
    env = process.env,
    detached = false,
    stdin = 'ignore',
    graceMs = 20_000,
    onLine = (line, stream) => (stream === 'stderr' ? console.error(line) : console.log(line)),
  } = {},
) {
  const child = spawn(command, args, { cwd, env, detached, stdio: [stdin, 'pipe', 'pipe'] });
  const exited = new Promise((resolve) =>
    child.once('close', (code, signal) => resolve(code ?? signal)),
  );
  const ready = new Promise((resolve, reject) => {
    for (const stream of ['stdout', 'stderr']) {
      createInterface({ input: child[stream] }).on('line', (line) => {
        onLine(line, stream);
        if (line.includes(workerReadyLine)) resolve();
      });
    }
    child.once('error', reject);
    exited.then((how) =>
      reject(new Error(`The notification worker exited (${how}) before it was running.`)),
    );
  });
  ready.catch(() => {}); // awaited by whoever needs it; a failure meanwhile must not crash
  const stop = async (signal = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return exited;
    child.kill(signal);
    if ((await Promise.race([exited, delay(graceMs, 'timeout')])) === 'timeout') {
      child.kill('SIGKILL');
    }
    return exited;
  };
  return { child, ready, exited, stop };
}

/** The worker itself: `tsx src/cli/worker.ts` in notifications/ (its package's `start`), as one process. */
export const workerCommand = [process.execPath, '--import', 'tsx', 'src/cli/worker.ts'];
export const workerDir = join(repoRoot, 'notifications');
