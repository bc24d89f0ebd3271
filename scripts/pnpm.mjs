// Runs the workspace's pinned pnpm, fetching it from the npm registry when missing,
// so `npm start` and `npm test` work on a machine that has only Node and npm.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const rootPackage = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
export const pinnedPnpm = rootPackage.packageManager.replace(/^pnpm@/, '');

function installedPnpmVersion() {
  const result = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: false });
  return result.status === 0 ? result.stdout.trim() : null;
}

const command =
  installedPnpmVersion() === pinnedPnpm
    ? ['pnpm']
    : ['npx', '--yes', `pnpm@${pinnedPnpm}`];

/** Runs pnpm with inherited output; resolves with the exit code. */
export function pnpm(args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0], [...command.slice(1), ...args], {
      stdio: 'inherit',
      ...options,
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function pnpmOrExit(args, options) {
  const code = await pnpm(args, options);
  if (code !== 0) process.exit(code);
}
