#!/usr/bin/env node
// `npm start`: installs dependencies, builds the shell and the five remotes for production, then
// runs the local Supabase stack (API + MailDev) and serves the builds (scripts/serve.mjs) in the
// foreground. Ctrl-C stops everything.
// `--skip-install` and `--skip-build` reuse what is already there (e.g. after `pnpm build`).
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { apps, portEnvName, repoRoot, resolveAppPort } from '../shared-platform/build/index.cjs';
import { waitForHttp } from './lib/http-probe.mjs';
import { printSummary, supabaseUrls } from './lib/local-services.mjs';
import { describeBusyPorts } from './lib/ports.mjs';
import { pnpmCommand, startChild, superviseChildren } from './lib/processes.mjs';
import { pnpm, pnpmOrExit } from './pnpm.mjs';

const { values: options } = parseArgs({
  options: { 'skip-install': { type: 'boolean' }, 'skip-build': { type: 'boolean' } },
});

if (!options['skip-install']) await pnpmOrExit(['install', '--frozen-lockfile'], { cwd: repoRoot });

// Checked before the build so a second `npm start` fails in a second, not after a minute.
const busyPorts = await describeBusyPorts(
  apps.map((app) => ({
    port: resolveAppPort(app.name),
    label: app.name,
    envName: portEnvName(app.name),
  })),
);
if (busyPorts) {
  console.error(`\n${busyPorts}\n`);
  process.exit(1);
}

if (!options['skip-build']) {
  const buildExitCode = await pnpm(['run', 'build'], { cwd: repoRoot });
  if (buildExitCode !== 0) process.exit(buildExitCode);
}

const [pnpmBinary, ...pnpmArgs] = pnpmCommand();
const children = [
  // --silent: otherwise pnpm reports the stack's exit on Ctrl-C as a failed command.
  startChild('local Supabase', pnpmBinary, [...pnpmArgs, '--silent', 'run', 'db:start'], {
    cwd: repoRoot,
  }),
  startChild('web servers', process.execPath, [
    fileURLToPath(new URL('./serve.mjs', import.meta.url)),
  ]),
];
const stopAll = superviseChildren(children);

const ready = await Promise.all([
  waitForHttp(`${supabaseUrls().api}/auth/v1/health`, { timeoutMs: 180_000 }),
  waitForHttp(`http://localhost:${resolveAppPort('shell')}/config.json`, { timeoutMs: 30_000 }),
]);
if (ready.every(Boolean)) {
  printSummary('NyayaConnect is running:');
} else {
  await stopAll('Not every service came up in time (see the output above).', 1);
}
