#!/usr/bin/env node
// `pnpm bench:embed`: what the partner embed costs the demo partner page, printed as Markdown
// for docs/benchmarks.md. The production builds served by serve.mjs on free ports, the local
// Supabase stack (for the partner check), the demo page on its own origin, registered for this
// run. Per run in a fresh Chromium context: gzip -9 JavaScript the embed loads before the first
// open and after opening the complaint form, and the time from navigation to a working Help
// button (scripts/lib/embed-weight.mjs). Budgets are checked by e2e/tests/size-budget.spec.ts.
//
//   node scripts/bench-embed.mjs [--runs 10] [--skip-build]
// Uses the local stack when it runs (`npm start`, `pnpm db:start`); otherwise starts one on a
// fresh PGlite folder for the run (scripts/lib/local-stack.mjs).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { findApp, repoRoot } from '../build-kit/src/apps.cjs';
import { buildApps } from './build.mjs';
import { measureEmbed } from './lib/embed-weight.mjs';
import { kib } from './lib/first-visit.mjs';
import { ensureLocalStack, localKeys } from './lib/local-stack.mjs';
import { chromiumOptions, supabaseUrl } from './lib/services.mjs';
import { startPartnerDemo } from './partner-demo.mjs';
import { startServers } from './serve.mjs';

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '10' }, 'skip-build': { type: 'boolean' } },
});
const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

const stack = await ensureLocalStack();
if (
  !options['skip-build'] &&
  !(await buildApps([findApp('mf_support_widgets')])).every(({ ok }) => ok)
) {
  process.exit(1);
}

// The local-only secret key registers the run's partner (README, "Local-only keys").
const { secretKey } = localKeys();
const rest = (path, init) =>
  fetch(`${supabaseUrl()}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: secretKey,
      Authorization: `Bearer ${secretKey}`,
      'Content-Type': 'application/json',
    },
  });

const servers = await startServers({
  only: ['mf_support_widgets'],
  ports: { mf_support_widgets: 0 },
});
const embedOrigin = servers.origins.mf_support_widgets;
const partnerId = `bench-${randomBytes(3).toString('hex')}`;
const demo = await startPartnerDemo({ port: 0, embedOrigin, partnerId });
const browser = await chromium.launch(chromiumOptions);
try {
  const registered = await rest('partners', {
    method: 'POST',
    body: JSON.stringify({
      id: partnerId,
      name: 'Benchmark Legal Aid',
      allowed_origins: [demo.origin],
    }),
  });
  if (!registered.ok) throw new Error(`registering the partner: ${await registered.text()}`);

  const runs = [];
  for (let run = 0; run < Number(options.runs); run += 1) {
    const result = await measureEmbed(browser, `${demo.origin}/`, embedOrigin);
    if (result.pageErrors.length) throw new Error(result.pageErrors.join('\n'));
    runs.push(result);
  }
  const last = runs.at(-1);
  const lines = [
    `### Partner embed: ${new Date().toISOString().slice(0, 16)}Z, commit ${git('rev-parse', '--short=12', 'HEAD')}`,
    '',
    `${os.availableParallelism()} cores, Node ${process.version}, Debian Chromium; the demo partner page ` +
      `on its own origin, production build of mf_support_widgets, local stack on PGlite; ${runs.length} runs.`,
    '',
    '| | JavaScript (gzip -9) | files | budget |',
    '|---|--:|---|--:|',
    `| before the first open | ${kib(last.before.js)} | ${last.before.files.map((file) => file.path).join(', ')} | 15 KB |`,
    `| after opening the complaint form | ${kib(last.after.js)} | ${last.after.files.map((file) => file.path).join(', ')} | 100 KB |`,
    '',
    `Time from navigation to a working Help button: median ${median(runs.map((r) => r.interactiveMs)).toFixed(0)} ms ` +
      `(min ${Math.min(...runs.map((r) => r.interactiveMs)).toFixed(0)}, max ${Math.max(...runs.map((r) => r.interactiveMs)).toFixed(0)}); ` +
      'it includes config.json and the partner check against the local API.',
  ];
  console.log(`\n${lines.join('\n')}\n`);
} finally {
  await browser.close();
  await demo.close();
  await servers.close();
  await rest(`partners?id=eq.${partnerId}`, { method: 'DELETE' });
  await stack.stop();
}
