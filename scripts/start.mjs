#!/usr/bin/env node
// `npm start`: installs the dependencies, builds the shell and the seven remotes for production,
// then runs the local Supabase stack (API, database port, MailDev), the notification worker on it
// (scripts/notification-worker.mjs: every mail lands in MailDev) and serves the builds
// (scripts/serve.mjs) until Ctrl-C. `--skip-install` and `--skip-build` reuse what is there (e.g. after `pnpm build`).
// Until the install is done only Node's built-ins can be loaded: everything else is imported after.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { dbStartArgs, pnpmCommand, pnpmOrExit } from './lib/pnpm.mjs';

const { values: options } = parseArgs({
  options: { 'skip-install': { type: 'boolean' }, 'skip-build': { type: 'boolean' } },
});
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
if (!options['skip-install']) await pnpmOrExit(['install', '--frozen-lockfile'], { cwd: repoRoot });

const {
  appPorts,
  appReadyUrls,
  busyPortsMessage,
  demoPartnerPorts,
  demoPartnerUrl,
  notificationWorkerCommand,
  runServices,
  supabasePorts,
  supabaseReady,
} = await import('./lib/services.mjs');
// Checked before the build, so a second `npm start` fails in a second, not after a minute.
const busy = await busyPortsMessage([...appPorts(), ...supabasePorts(), ...demoPartnerPorts()]);
if (busy) {
  console.error(`\n${busy}\n`);
  process.exit(1);
}
if (!options['skip-build']) {
  const { buildApps } = await import('./build.mjs');
  if (!(await buildApps()).every(({ ok }) => ok)) process.exit(1);
}
runServices(
  'NyayaConnect is running:',
  [
    {
      name: 'supabase',
      command: [...pnpmCommand, ...dbStartArgs].join(' '),
      cwd: repoRoot,
    },
    notificationWorkerCommand,
    { name: 'web', command: 'node scripts/serve.mjs', cwd: repoRoot },
    { name: 'partner', command: 'node scripts/partner-demo.mjs', cwd: repoRoot },
  ],
  [supabaseReady(), ...appReadyUrls(), demoPartnerUrl()],
);
