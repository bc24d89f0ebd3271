// Long-lived child processes (dev servers, the Supabase stack) that must all stop together.
import { spawn, spawnSync } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { pinnedPnpm } from '../pnpm.mjs';

/** The pinned pnpm, or npx fetching it, as scripts/pnpm.mjs chooses. */
export function pnpmCommand() {
  const installed = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  const version = installed.status === 0 ? installed.stdout.trim() : null;
  return version === pinnedPnpm ? ['pnpm'] : ['npx', '--yes', `pnpm@${pinnedPnpm}`];
}

function isRunning(child) {
  return child.exitCode === null && child.signalCode === null;
}

/**
 * Starts a child in its own process group (`detached`), so stopping it reaches the whole tree
 * (pnpm -> tsx -> node), and so Ctrl-C in the terminal reaches only us: we decide the order.
 */
export function startChild(label, command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options, detached: true });
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ label, code, signal }));
    child.once('error', (error) => {
      console.error(`${label} could not start: ${error.message}`);
      resolve({ label, code: 1, signal: null });
    });
  });
  return { label, child, exited };
}

/** Signals a detached child's whole process group (the child and everything it started). */
export function signalGroup(child, signal) {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch (error) {
    // ESRCH: the group is already gone.
    if (error.code !== 'ESRCH') throw error;
  }
}

/** SIGTERM to every group, then SIGKILL to whatever is still running after `graceMs`. */
export async function stopChildren(children, { graceMs = 8000 } = {}) {
  for (const { child } of children) signalGroup(child, 'SIGTERM');
  const allExited = Promise.all(children.map(({ exited }) => exited));
  const outcome = await Promise.race([
    allExited.then(() => 'exited'),
    delay(graceMs).then(() => 'timeout'),
  ]);
  if (outcome === 'timeout') {
    for (const { label, child } of children) {
      if (isRunning(child)) console.error(`${label} did not stop in ${graceMs} ms; killing it.`);
      signalGroup(child, 'SIGKILL');
    }
    await allExited;
  }
}

/**
 * Keeps the children running until Ctrl-C / SIGTERM, or until one of them exits on its own
 * (then the others are stopped too: half a platform is not useful). Exits the process.
 */
export function superviseChildren(children) {
  let stopping = false;
  const stopAll = async (reason, exitCode) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${reason} Stopping ${children.map(({ label }) => label).join(', ')}...`);
    await stopChildren(children);
    process.exit(exitCode);
  };
  process.on('SIGINT', () => stopAll('Interrupted.', 0));
  process.on('SIGTERM', () => stopAll('Terminated.', 0));
  for (const { label, exited } of children) {
    exited.then(({ code, signal }) => {
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      stopAll(`${label} ${how}.`, code || 1);
    });
  }
  return stopAll;
}
