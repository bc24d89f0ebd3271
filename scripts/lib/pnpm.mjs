// The workspace's pinned pnpm (`packageManager` in package.json), fetched by npx when the one
// installed differs, so `npm start`, `npm test` and every `npm run <script>` of the root
// package.json need only Node and npm. Node's built-ins only: this runs before the dependencies
// are installed. Run as a program (`node scripts/lib/pnpm.mjs <args>`), it is that pnpm: the
// root scripts that need pnpm call it so.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const rootPackage = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
);
const pinned = rootPackage.packageManager.replace(/^pnpm@/, '');
const installed = spawnSync('pnpm', ['--version'], { encoding: 'utf8' }).stdout?.trim();

/** The command line that runs the pinned pnpm: `pnpm`, or `npx --yes pnpm@<version>`. */
export const pnpmCommand = installed === pinned ? ['pnpm'] : ['npx', '--yes', `pnpm@${pinned}`];

/**
 * pnpm's arguments for `npm run db:start` without the script's own pnpm in between (one process
 * fewer to stop on Ctrl-C). --silent: otherwise pnpm reports the stack's exit on Ctrl-C as a
 * failed command.
 */
export const dbStartArgs = ['--silent', '--filter', '@nyaya/local-supabase', 'run', 'start'];

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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [command, ...prefix] = pnpmCommand;
  const child = spawn(command, [...prefix, ...process.argv.slice(2)], { stdio: 'inherit' });
  // Ctrl-C reaches the whole process group; a signal sent to this process alone (e.g. by a
  // process manager) is passed on, and this process ends with pnpm, never before it.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  child.once('error', (error) => {
    console.error(`Could not run ${pnpmCommand.join(' ')}: ${error.message}`);
    process.exit(1);
  });
  child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
