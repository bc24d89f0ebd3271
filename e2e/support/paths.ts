import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The e2e package folder. */
export const e2eDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The repository root (scripts/, shell/, mf-*). */
export const repoRoot = resolve(e2eDir, '..');
/** Run-time files of the suite (state, logs, pids of servers started by tests); git-ignored. */
export const tempDir = join(e2eDir, '.temp');
/** What global setup started, read by global teardown and by tests. */
export const stateFile = join(tempDir, 'global-state.json');
/** One file per server process a test started, so teardown can stop leftovers of a crashed worker. */
export const pidDir = join(tempDir, 'pids');
export const serveScript = join(repoRoot, 'scripts', 'serve.mjs');
/** Stops a server whose starter died: see the file. */
export const superviseScript = join(e2eDir, 'support', 'supervise.mjs');
export const buildScript = join(repoRoot, 'scripts', 'build.mjs');
