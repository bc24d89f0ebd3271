#!/usr/bin/env node
// `pnpm bench:web`: numbers for the web front end, printed as Markdown for docs/benchmarks.md.
//   1. Clean production builds of the eight apps (every dist deleted, then scripts/build.mjs):
//      seconds per app (two build at a time, so they overlap) and in all.
//   2. First visit of `/` and `/lawyers` in Debian's Chromium (fresh context each), served by
//      serve.mjs on free ports: JavaScript in gzip -9 bytes per app, before the first paint and
//      in all, requests, and which remotes were contacted (scripts/lib/first-visit.mjs).
// Benchmarks print numbers; the size budget of `/` is checked by e2e/tests/size-budget.spec.ts.
//
//   node scripts/bench-web.mjs [--runs N] [--skip-build] [--skip-pages]
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { apps, repoRoot } from '../build-kit/src/apps.cjs';
import { buildApps } from './build.mjs';
import { kib, measureFirstVisit, visitTable } from './lib/first-visit.mjs';
import { answers, chromiumOptions } from './lib/services.mjs';
import { startServers } from './serve.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    'skip-build': { type: 'boolean' },
    'skip-pages': { type: 'boolean' },
  },
});
const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
const dirty = git('status', '--porcelain') ? ' + uncommitted changes' : '';
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
const seconds = (value) => `${value.toFixed(1)} s`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const report = [
  `### Web: ${new Date().toISOString().slice(0, 16)}Z, commit ${git('rev-parse', '--short=12', 'HEAD')}${dirty}`,
  '',
  `Machine: ${os.availableParallelism()} cores, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB, ` +
    `load average (1/5/15 min) ${load()} at the start; Node ${process.version}.`,
];

if (!options['skip-build']) {
  const runs = [];
  for (let run = 1; run <= Number(options.runs); run += 1) {
    for (const app of apps) rmSync(join(app.dir, 'dist'), { recursive: true, force: true });
    const started = performance.now();
    const results = await buildApps();
    if (!results.every(({ ok }) => ok)) process.exit(1);
    const perApp = Object.fromEntries(results.map(({ app, seconds }) => [app.name, seconds]));
    runs.push({ wall: (performance.now() - started) / 1000, perApp });
  }
  const row = (name, times) =>
    `| ${name} | ${times.map(seconds).join(' | ')} | ${seconds(median(times))} |`;
  report.push(
    '',
    `Clean production build (\`node scripts/build.mjs\`, ${process.env.BUILD_CONCURRENCY || 2} apps at a time; ` +
      "per-app times are Rspack's, the wall time includes the `.br`/`.gz` copies):",
    '',
    `| app | ${runs.map((_, index) => `run ${index + 1}`).join(' | ')} | median |`,
    `|---|${runs.map(() => '--:|').join('')}--:|`,
    ...apps.map((app) =>
      row(
        app.name,
        runs.map(({ perApp }) => perApp[app.name]),
      ),
    ),
    row(
      '**all eight (wall)**',
      runs.map(({ wall }) => wall),
    ),
  );
}

if (!options['skip-pages']) {
  const servers = await startServers({
    ports: Object.fromEntries(apps.map((app) => [app.name, 0])),
  });
  const browser = await chromium.launch(chromiumOptions);
  try {
    const supabase = JSON.parse(servers.config()).supabase.url;
    const reachable = await answers([supabase.replace(/^http:\/\//, 'tcp:')]);
    report.push(
      '',
      `First visit in Chromium ${browser.version()} (fresh context; JS = gzip -9 of each ` +
        `JavaScript response; 1 KB = 1024 bytes; Supabase at ${supabase} ${reachable ? 'running' : 'not running'}):`,
    );
    for (const path of ['/', '/lawyers']) {
      const visit = await measureFirstVisit(
        browser,
        `${servers.origins.shell}${path}`,
        servers.origins,
      );
      report.push(
        '',
        `\`${path}\`: ${kib(visit.total.js)} JS (${kib(visit.total.jsBeforePaint)} before the first ` +
          `paint), ${visit.total.requests} requests; remotes contacted: ${visit.contacted.join(', ') || 'none'}` +
          (visit.pageErrors.length ? `; page errors: ${visit.pageErrors.join('; ')}` : ''),
        '',
        visitTable(visit),
      );
    }
  } finally {
    await browser.close();
    await servers.close();
  }
}
console.log(`\n${report.join('\n')}\n\nload average at the end: ${load()}`);
