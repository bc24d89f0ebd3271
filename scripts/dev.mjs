#!/usr/bin/env node
// `pnpm dev`: the local Supabase stack and the notification worker on it, plus a hot-reloading Rspack dev server for the shell and
// each remote (ports 3000-3005, 3007 and 3008, overridable), and the demo partner page (3006). The shell's dev
// server answers /config.json like serve.mjs does. Ctrl-C stops everything.
import { apps, repoRoot } from '../build-kit/src/apps.cjs';
import { rspackCommand } from './build.mjs';
import { dbStartArgs, pnpmCommand } from './lib/pnpm.mjs';
import {
  appPorts,
  appReadyUrls,
  busyPortsMessage,
  demoPartnerPorts,
  demoPartnerUrl,
  notificationWorkerCommand,
  runServices,
  supabasePorts,
  supabaseReady,
} from './lib/services.mjs';

const busy = await busyPortsMessage([...appPorts(), ...supabasePorts(), ...demoPartnerPorts()]);
if (busy) {
  console.error(`\n${busy}\n`);
  process.exit(1);
}
runServices(
  'NyayaConnect is running in development mode (hot reload):',
  [
    {
      name: 'supabase',
      command: [...pnpmCommand, ...dbStartArgs].join(' '),
      cwd: repoRoot,
    },
    notificationWorkerCommand,
    ...apps.map((app) => ({
      name: app.name,
      command: rspackCommand(['serve', '--mode', 'development']),
      cwd: app.dir,
    })),
    { name: 'partner', command: 'node scripts/partner-demo.mjs', cwd: repoRoot },
  ],
  [supabaseReady(), ...appReadyUrls(), demoPartnerUrl()],
);
