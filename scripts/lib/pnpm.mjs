// The workspace's pinned pnpm (`packageManager` in package.json), fetched by npx when the one
// installed differs, so `npm start` and `npm test` need only Node and npm. Node's built-ins only:
// this runs before the dependencies are installed.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const rootPackage = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
);
const pinned = rootPackage.packageManager.replace(/^pnpm@/, '');
const installed = spawnSync('pnpm', ['--version'], { encoding: 'utf8' }).stdout?.trim();

/** The command line that runs the pinned pnpm: `pnpm`, or `npx --yes pnpm@<version>`. */
export const pnpmCommand = installed === pinned ? ['pnpm'] : ['npx', '--yes', `pnpm@${pinned}`];

/** Runs pnpm with inherited output; resolves with its exit code. */
export function pnpm(args, options = {}) {
  return new Promise((resolve, reject) => {
    const [command, ...prefix] = pnpmCommand;
    const child = spawn(command, [...prefix, ...args], { stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function pnpmOrExit(args, options) {
  const code = await pnpm(args, options);
  if (code !== 0) process.exit(code);
}
