// Child processes and resources the web benchmark starts, and the one place that stops them all,
// whether the run ends normally, throws, or is interrupted (Ctrl-C, SIGTERM, SIGHUP).
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { signalGroup } from './processes.mjs';

const cleanups = new Set();

/** Registers `fn` (sync or async) to run at shutdown; returns a function that unregisters it. */
export function onCleanup(fn) {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

/** Runs every registered cleanup once, newest first; errors are reported, not thrown. */
export async function runCleanups() {
  const pending = [...cleanups].reverse();
  cleanups.clear();
  for (const fn of pending) {
    try {
      await fn();
    } catch (error) {
      console.error(`cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

let interrupted = false;

/** On SIGINT/SIGTERM/SIGHUP: clean up, then exit 130/143/129. A second signal exits at once. */
export function installSignalHandlers() {
  const codes = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };
  for (const [signal, code] of Object.entries(codes)) {
    process.on(signal, () => {
      if (interrupted) process.exit(code);
      interrupted = true;
      console.error(`\n${signal}: stopping the server, browser and builds...`);
      runCleanups().finally(() => process.exit(code));
    });
  }
  // A crash must not leave the server or Chromium behind either.
  for (const event of ['uncaughtException', 'unhandledRejection']) {
    process.on(event, (error) => {
      console.error(`\n${event}: ${error instanceof Error ? error.stack : String(error)}`);
      if (interrupted) return;
      interrupted = true;
      runCleanups().finally(() => process.exit(1));
    });
  }
  // Output piped into `head` and closed early: keep running (and clean up) without printing.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error) => {
      if (error.code !== 'EPIPE') throw error;
    });
  }
}

/**
 * Starts a child in its own process group, so stopping it reaches its whole tree (build.mjs ->
 * rspack). Output is collected (and optionally passed to `onLine`). The child is stopped by the
 * shared cleanup if the benchmark ends before it does.
 */
export function startTrackedChild(label, command, args, { onLine, ...options } = {}) {
  const child = spawn(command, args, {
    ...options,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  let partial = '';
  const collect = (chunk) => {
    const text = chunk.toString();
    output += text;
    if (!onLine) return;
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => {
    child.once('error', (error) => {
      output += `\n${label} could not start: ${error.message}`;
      resolve({ code: 1, signal: null });
    });
    child.once('close', (code, signal) => {
      if (onLine && partial) onLine(partial);
      resolve({ code, signal });
    });
  });
  const stop = async (graceMs = 5000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    signalGroup(child, 'SIGTERM');
    const outcome = await Promise.race([
      exited.then(() => 'exited'),
      delay(graceMs).then(() => 'timeout'),
    ]);
    if (outcome === 'timeout') {
      signalGroup(child, 'SIGKILL');
      await exited;
    }
  };
  const unregister = onCleanup(stop);
  exited.then(unregister);
  return { label, child, exited, stop, output: () => output };
}
