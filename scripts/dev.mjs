#!/usr/bin/env node
// `pnpm dev`: the local Supabase stack plus a hot-reloading Rspack dev server for the shell and
// each remote (ports 3000-3005, overridable). The shell's dev server answers /config.json like
// serve.mjs does. Ctrl-C stops everything.
import { apps, portEnvName, repoRoot, resolveAppPort } from '../shared-platform/build/index.cjs';
import { waitForHttp } from './lib/http-probe.mjs';
import { printSummary, supabaseUrls } from './lib/local-services.mjs';
import { describeBusyPorts } from './lib/ports.mjs';
import { pnpmCommand, startChild, superviseChildren } from './lib/processes.mjs';
import { rspackCommand } from './lib/rspack-cli.mjs';

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

const [pnpm, ...pnpmArgs] = pnpmCommand();
// --silent: otherwise pnpm reports the stack's exit on Ctrl-C as a failed command.
const children = [
  startChild('local Supabase', pnpm, [...pnpmArgs, '--silent', 'run', 'db:start'], {
    cwd: repoRoot,
  }),
];
for (const app of apps) {
  const [command, ...args] = rspackCommand(app, ['serve', '--mode', 'development']);
  children.push(startChild(`${app.name} dev server`, command, args, { cwd: app.dir }));
}
const stopAll = superviseChildren(children);

const ready = await Promise.all([
  waitForHttp(`${supabaseUrls().api}/auth/v1/health`, { timeoutMs: 180_000 }),
  ...apps.map((app) =>
    waitForHttp(`http://localhost:${resolveAppPort(app.name)}/`, { timeoutMs: 180_000 }),
  ),
]);
if (ready.every(Boolean)) {
  printSummary('NyayaConnect is running in development mode (hot reload):');
} else {
  await stopAll('Not every service came up within 3 minutes (see the output above).', 1);
}
