#!/usr/bin/env node
// `pnpm bench:web`: numbers for the web front end.
//   1. Clean production build of the six apps (`node scripts/build.mjs` after deleting every
//      dist and Rspack cache), per app and total; target: all six in under 60 s on 2 cores.
//   2. First visit of `/` and `/lawyers` in Chromium (fresh context each: empty cache), served by
//      `node scripts/serve.mjs`: every response, JavaScript gzip -9 sizes by origin, requests,
//      which remotes were contacted, and which remotes' UI is actually rendered (read from
//      React); targets: at most 170 KB gzip JS on `/`, and no code of remotes `/` does not show.
//   3. A Markdown summary for docs/benchmarks.md, with the machine, versions and load average.
// Targets print MET / NOT MET; only a broken benchmark (build failure, server or browser
// failure) exits non-zero.
//
//   node scripts/bench-web.mjs [--runs N] [--skip-build] [--skip-pages] [--ports auto|standard|free]
//                              [--settle ms] [--chromium path] [--verbose] [--force-clean]
// On a shared machine the clean build will not delete dists another serve.mjs is serving
// (it waits, then gives up; --force-clean overrides), and pages are served on free ports when
// 3000-3005 are taken.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { apps, repoRoot } from '../shared-platform/build/index.cjs';
import {
  cleanBuildArtifacts,
  missingBuilds,
  otherServersOfTheseBuilds,
  runBuildScript,
} from './lib/bench-build.mjs';
import { launchChromium, measurePage } from './lib/bench-browser.mjs';
import { analysePage, benchPages, kib } from './lib/bench-pages.mjs';
import { installSignalHandlers, runCleanups } from './lib/bench-processes.mjs';
import { choosePorts, isReachable, startServer } from './lib/bench-serve.mjs';

const buildTargetSeconds = 60;
const buildTargetCores = 2;

const usage = `Usage: node scripts/bench-web.mjs [options]
  --runs N          clean builds to time (default 1)
  --skip-build      measure pages on the existing builds (no clean build)
  --skip-pages      time the builds only
  --ports MODE      auto (standard 3000-3005 if free, else free ports; default), standard, free
  --settle MS       wait after network idle before reading the requests (default 1500)
  --chromium PATH   Chromium binary (default $CHROMIUM_PATH or /usr/bin/chromium)
  --verbose         print build.mjs's output as it runs
  --force-clean     delete the dists even while another serve.mjs serves them (by default the
                    clean build waits up to 3 min for such servers to stop, then gives up)`;

function parseOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '1' },
      'skip-build': { type: 'boolean', default: false },
      'skip-pages': { type: 'boolean', default: false },
      ports: { type: 'string', default: 'auto' },
      settle: { type: 'string', default: '1500' },
      chromium: { type: 'string', default: process.env.CHROMIUM_PATH || '/usr/bin/chromium' },
      verbose: { type: 'boolean', default: false },
      'force-clean': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const runs = Number(values.runs);
  const settleMs = Number(values.settle);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer`);
  if (!Number.isFinite(settleMs) || settleMs < 0) throw new Error(`--settle must be milliseconds`);
  if (!['auto', 'standard', 'free'].includes(values.ports)) {
    throw new Error(`--ports must be auto, standard or free`);
  }
  return {
    runs,
    skipBuild: values['skip-build'],
    skipPages: values['skip-pages'],
    ports: values.ports,
    settleMs,
    chromium: values.chromium,
    verbose: values.verbose,
    forceClean: values['force-clean'],
  };
}

// ---------- formatting ----------

const sec = (seconds) => `${seconds.toFixed(1)} s`;
const verdict = (met) => (met ? 'MET' : 'NOT MET');
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function table(headers, rows, align = []) {
  const cells = [headers, ...rows].map((row) => row.map(String));
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const line = (row) =>
    `| ${row.map((cell, column) => (align[column] === 'r' ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (align[column] === 'r' ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join('\n');
}

function section(title) {
  console.log(`\n== ${title} ==`);
}

// ---------- environment ----------

function gitDescription() {
  try {
    const git = (...args) =>
      execFileSync('git', args, {
        cwd: repoRoot,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    const sha = git('rev-parse', '--short=12', 'HEAD');
    const dirty = git('status', '--porcelain').length > 0;
    return `${sha}${dirty ? ' + uncommitted changes' : ''}`;
  } catch {
    return 'not a git checkout';
  }
}

function rspackVersion() {
  const shell = apps.find((app) => app.isHost);
  const file = join(shell.dir, 'node_modules', '@rspack', 'core', 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : 'unknown';
}

function machine() {
  const cpus = os.cpus();
  return {
    cores: os.availableParallelism(),
    cpusOnline: cpus.length,
    model: cpus[0]?.model?.replace(/\s+/g, ' ').trim() ?? 'unknown',
    memGiB: (os.totalmem() / 1024 ** 3).toFixed(1),
  };
}

// ---------- 1. builds ----------

/** Waits for other servers of these dists to stop; false if they are still there after `ms`. */
async function waitForOtherServers(ms = 180_000) {
  const deadline = Date.now() + ms;
  let servers = otherServersOfTheseBuilds();
  if (servers.length === 0) return true;
  console.log(
    `  another serve.mjs serves these dists (${servers.map(({ pid }) => `pid ${pid}`).join(', ')}); ` +
      `deleting them would break it. Waiting up to ${ms / 1000} s for it to stop (--force-clean skips this)...`,
  );
  while (servers.length > 0 && Date.now() < deadline) {
    await delay(5000);
    servers = otherServersOfTheseBuilds();
  }
  return servers.length === 0;
}

async function benchBuilds({ runs, verbose, forceClean }) {
  section(
    `1. Clean production build of all six apps (node scripts/build.mjs, ${runs} run${runs > 1 ? 's' : ''})`,
  );
  console.log(`BUILD_CONCURRENCY=${process.env.BUILD_CONCURRENCY ?? '2 (default)'}`);
  const results = [];
  let skipped = false;
  for (let run = 1; run <= runs; run += 1) {
    if (!forceClean && !(await waitForOtherServers())) {
      console.log(
        `  still served by another process: not deleting the dists. Stopped before run ${run}.`,
      );
      skipped = true;
      break;
    }
    const removed = cleanBuildArtifacts();
    const loadBefore = loadAverage();
    console.log(
      `\nRun ${run}/${runs}: removed ${removed.length ? removed.join(', ') : 'nothing (no dist or cache)'}`,
    );
    console.log(`  load average before (1/5/15 min): ${loadBefore}`);
    const result = await runBuildScript({
      onLine: (line) => {
        if (verbose || /^[✓✗] /.test(line.trim())) console.log(`  | ${line}`);
      },
    });
    result.loadBefore = loadBefore;
    result.loadAfter = loadAverage();
    results.push(result);
    const cpu = result.cpuSeconds
      ? `; CPU ${sec(result.cpuSeconds.user)} user + ${sec(result.cpuSeconds.system)} system`
      : '';
    console.log(
      `  ${result.ok ? 'all six built' : `BUILD FAILED (${result.exit})`}: wall ${sec(result.wallMs / 1000)}` +
        `${result.reportedTotalS !== null ? ` (build.mjs: ${sec(result.reportedTotalS)})` : ''}${cpu}`,
    );
    console.log(`  load average after: ${result.loadAfter}`);
    if (!result.ok) {
      console.log(
        result.output
          .split('\n')
          .map((line) => `  ! ${line}`)
          .join('\n'),
      );
      break;
    }
  }

  const ok = !skipped && results.every((result) => result.ok);
  const walls = results.filter((result) => result.ok).map((result) => result.wallMs / 1000);
  const summary = { results, ok, walls, skipped };
  if (walls.length === 0) return summary;

  const runHeaders = results.map((_, index) => `run ${index + 1}`);
  const rows = apps.map((app) => {
    const times = results.map((result) => result.perApp.get(app.name)?.seconds);
    const known = times.filter((value) => value !== undefined);
    return [
      app.name,
      ...times.map((value) => (value === undefined ? '-' : sec(value))),
      known.length ? sec(median(known)) : '-',
    ];
  });
  rows.push([
    'all six (wall)',
    ...results.map((result) => (result.ok ? sec(result.wallMs / 1000) : 'failed')),
    sec(median(walls)),
  ]);
  const cpuTotals = results.map((result) =>
    result.cpuSeconds ? result.cpuSeconds.user + result.cpuSeconds.system : null,
  );
  if (cpuTotals.every((value) => value !== null)) {
    const okCpu = cpuTotals.filter((_, index) => results[index].ok);
    rows.push([
      'CPU time (user+sys)',
      ...cpuTotals.map((value, index) => (results[index].ok ? sec(value) : 'failed')),
      sec(median(okCpu)),
    ]);
  }
  summary.headers = ['app', ...runHeaders, 'median'];
  summary.rows = rows;
  console.log(
    `\nPer-app times are as build.mjs reports them; ${process.env.BUILD_CONCURRENCY ?? 2} apps build at a time, so they overlap.`,
  );
  console.log(table(summary.headers, rows, ['l', ...runHeaders.map(() => 'r'), 'r']));
  summary.median = median(walls);
  summary.met = results.every((result) => result.ok) && summary.median < buildTargetSeconds;
  const cores = os.availableParallelism();
  console.log(
    `\nTarget: all six apps build in under ${buildTargetSeconds} s on ${buildTargetCores} cores -> ${verdict(summary.met)}` +
      `${results.every((result) => result.ok) ? '' : ' (a build run failed)'}` +
      ` (median wall ${sec(summary.median)}, min ${sec(Math.min(...walls))}, max ${sec(Math.max(...walls))}` +
      `; this machine: ${cores} core${cores === 1 ? '' : 's'}, shared, load before runs ${results.map((result) => result.loadBefore.split(' / ')[0]).join(', ')})`,
  );
  return summary;
}

// ---------- 2. pages ----------

function printPage(analysis) {
  const { page, measurement, totals, groups } = analysis;
  console.log(`\n-- ${page.path} (fresh context: empty cache, no storage) --`);
  const rendered = measurement.rendered;
  if (rendered) {
    const parts = [`title "${rendered.title}"`];
    if (rendered.h1) parts.push(`h1 "${rendered.h1}"`);
    if (rendered.status) parts.push(`status "${rendered.status}"`);
    if (rendered.alert) parts.push(`alert "${rendered.alert.slice(0, 120)}"`);
    console.log(`rendered: ${parts.join(', ')}`);
  }
  if (measurement.navigationError) console.log(`navigation: ${measurement.navigationError}`);
  if (measurement.inFlightAtEnd > 0)
    console.log(`still in flight at the end: ${measurement.inFlightAtEnd}`);
  console.log(
    `requests: ${totals.requests} (JavaScript ${totals.jsRequests}; failed or >= 400: ${totals.failed}); ` +
      `JavaScript ${kib(totals.jsGzipBytes)} gzip -9 (${kib(totals.jsBytes)} uncompressed); ` +
      `transferred ${kib(totals.transferBytes)} in all`,
  );
  console.log(
    table(
      ['origin', 'requests', 'JS requests', 'JS gzip', 'JS raw', 'transferred'],
      groups.map((group) => [
        group.label === group.origin ? group.origin : `${group.label} (${group.origin})`,
        group.requests,
        group.jsRequests,
        kib(group.jsGzipBytes),
        kib(group.jsBytes),
        kib(group.transferBytes),
      ]),
      ['l', 'r', 'r', 'r', 'r', 'r'],
    ),
  );
  console.log('responses:');
  for (const group of groups) {
    for (const file of group.files) {
      const status = file.failure ? `FAILED ${file.failure}` : String(file.status);
      const sizes = file.isJs
        ? `${kib(file.gzipBytes ?? 0)} gzip, ${kib(file.bodyBytes)} raw`
        : `${kib(file.bodyBytes)}`;
      console.log(
        `  ${group.label.padEnd(20)} ${file.resourceType.padEnd(10)} ${status.padEnd(5)} ` +
          `${kib(file.transferBytes).padStart(9)} wire  ${sizes.padEnd(26)} ${file.pathname}`,
      );
    }
  }
  const errors = [...measurement.pageErrors, ...measurement.consoleErrors];
  if (errors.length) {
    console.log(`browser errors (${errors.length}):`);
    for (const error of errors.slice(0, 8)) console.log(`  ${error.split('\n')[0].slice(0, 200)}`);
  }
  console.log(
    `remote origins contacted: ${analysis.contacted.length ? analysis.contacted.join(', ') : 'none'}`,
  );
  const { probe } = analysis;
  if (probe.available) {
    const boundaries = probe.boundaries.length
      ? probe.boundaries
          .map(
            (boundary) =>
              `${boundary.label}: ${boundary.state}${boundary.text ? ` ("${boundary.text}")` : ''}`,
          )
          .join('; ')
      : 'no remote boundary mounted';
    console.log(`remote UI on the page (read from React): ${boundaries}`);
  } else {
    console.log(
      `remote UI on the page: could not be read from React; assuming ${analysis.shown.join(', ') || 'none'}`,
    );
  }
  for (const { remote, state } of analysis.declaredNotRendered) {
    console.log(`  note: ${page.path} should show ${remote}, but it is ${state}`);
  }
  for (const remote of analysis.unexpectedUi) {
    console.log(`  note: ${page.path} shows UI of ${remote}, which this page is not meant to show`);
  }
  if (analysis.remoteJsGzip > 0) {
    const parts = analysis.groups
      .filter((group) => group.isRemote && group.jsGzipBytes > 0)
      .map(
        (group) =>
          `${group.label} ${kib(group.jsGzipBytes)}` +
          (group.jsGzipAfterPaint > 0
            ? ` (${kib(group.jsGzipAfterPaint)} requested after first paint)`
            : ''),
      );
    console.log(`remote code loaded by ${page.path}: ${parts.join(', ')}`);
  } else {
    console.log(`remote code loaded by ${page.path}: none`);
  }
  for (const file of analysis.unshownChunks) {
    console.log(
      `  FINDING: ${file.remote} chunk ${file.pathname} (${kib(file.gzipBytes ?? 0)} gzip) although its UI is not on ${page.path}`,
    );
  }
  for (const file of analysis.unshownEntries) {
    console.log(
      `  contacted without UI: ${file.remote} ${file.pathname}${file.isJs ? ` (${kib(file.gzipBytes ?? 0)} gzip)` : ''}`,
    );
  }
  if (page.jsBudgetGzipBytes !== undefined) {
    analysis.budgetMet = totals.jsGzipBytes <= page.jsBudgetGzipBytes;
    console.log(
      `Target: first-visit JS on ${page.path} at most ${kib(page.jsBudgetGzipBytes)} gzip -> ${verdict(analysis.budgetMet)}` +
        ` (${kib(totals.jsGzipBytes)} = ${totals.jsGzipBytes} bytes` +
        (totals.jsGzipAfterPaint > 0
          ? `; ${kib(totals.jsGzipBytes - totals.jsGzipAfterPaint)} before first paint, ${kib(totals.jsGzipAfterPaint)} requested after it`
          : '') +
        ')',
    );
  }
  analysis.noUnshownCodeMet = analysis.unshownChunks.length === 0 && analysis.unshownJsGzip === 0;
  const label = page.path === '/' ? 'Target' : 'Check';
  console.log(
    `${label}: ${page.path} loads no code of remotes it does not show -> ${verdict(analysis.noUnshownCodeMet)}` +
      (analysis.noUnshownCodeMet
        ? ''
        : ` (${analysis.unshownChunks.length} chunk(s), ${analysis.unshownEntries.length} manifest/entry file(s), ${kib(analysis.unshownJsGzip)} gzip JS)`),
  );
}

async function benchPagesInBrowser({ ports: portMode, settleMs, chromium }) {
  section('2. First visit in Chromium (served by node scripts/serve.mjs)');
  const missing = missingBuilds();
  if (missing.length)
    throw new Error(`No production build of ${missing.join(', ')}; run without --skip-build.`);
  const { ports, kind } = await choosePorts(portMode);
  const server = await startServer(ports);
  const result = { analyses: [], kind };
  try {
    console.log(
      `serving on ${kind} ports: ${[...server.origins].map(([name, origin]) => `${name} ${origin}`).join(', ')}`,
    );
    console.log(`/config.json remotes point at these ports (checked)`);
    const supabaseUrl = server.config.supabase?.url;
    result.supabase = supabaseUrl ? await isReachable(`${supabaseUrl}/rest/v1/`) : false;
    console.log(
      `Supabase API ${supabaseUrl ?? '(none configured)'}: ${result.supabase ? 'reachable' : 'NOT reachable (pages that query data show their error state; their code is still measured)'}`,
    );
    const browser = await launchChromium({ executablePath: chromium });
    result.chromiumVersion = browser.chromiumVersion;
    result.playwrightVersion = browser.playwrightVersion;
    try {
      console.log(
        `Chromium ${browser.chromiumVersion} via ${browser.playwrightVersion}; settle ${settleMs} ms after network idle`,
      );
      console.log(`load average before the page visits: ${loadAverage()}`);
      console.log(
        `sizes: 1 KB = 1024 bytes; gzip = zlib.gzipSync(body, level 9) (the static server does not compress)`,
      );
      const shellOrigin = server.origins.get('shell');
      for (const page of benchPages) {
        const measurement = await measurePage(browser.browser, `${shellOrigin}${page.path}`, {
          remoteNames: [...server.origins.keys()].filter((name) => name !== 'shell'),
          settleMs,
        });
        const analysis = analysePage(page, measurement, server.origins);
        printPage(analysis);
        result.analyses.push(analysis);
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
  return result;
}

// ---------- 3. summary ----------

function printSummary({ env, builds, pages }) {
  section('3. Summary (Markdown for docs/benchmarks.md)');
  const lines = [];
  lines.push(`### Web: ${env.date}, commit ${env.commit}`);
  lines.push('');
  lines.push(
    `Machine: ${env.machine.cores} cores available (${env.machine.cpusOnline} online, ${env.machine.model}), ${env.machine.memGiB} GiB RAM, ` +
      `shared with other work; load average (1/5/15 min) at start ${env.loadStart}, at end ${loadAverage()}. ` +
      `Node ${process.version}, Rspack ${env.rspack}` +
      (pages ? `, Chromium ${pages.chromiumVersion} (${pages.playwrightVersion}).` : '.'),
  );
  if (builds?.rows) {
    lines.push('');
    lines.push(
      `Clean production build (\`node scripts/build.mjs\`, ${process.env.BUILD_CONCURRENCY ?? 2} apps at a time, after deleting every dist; per-app times overlap):`,
    );
    lines.push('');
    lines.push(
      table(builds.headers, builds.rows, ['l', ...builds.headers.slice(1).map(() => 'r')]),
    );
    lines.push('');
    lines.push(
      `Target: all six apps build in under ${buildTargetSeconds} s on ${buildTargetCores} cores: **${verdict(builds.met)}** (median ${sec(builds.median)}).`,
    );
  } else if (builds) {
    lines.push(
      '',
      builds.skipped
        ? 'Clean production build: not run (another serve.mjs was serving the dists).'
        : 'Clean production build: FAILED (see the output above).',
    );
  }
  if (pages) {
    lines.push('');
    lines.push(
      `First visit (fresh Chromium context, empty cache; JS = gzip -9 of every JavaScript response; 1 KB = 1024 bytes; ` +
        `Supabase ${pages.supabase ? 'running' : 'not running'}):`,
    );
    lines.push('');
    const rows = pages.analyses.map((analysis) => {
      const byOrigin = analysis.groups
        .filter((group) => group.jsRequests > 0)
        .map((group) => `${group.label} ${kib(group.jsGzipBytes)}`)
        .join(', ');
      const targets = [];
      if (analysis.budgetMet !== undefined) {
        targets.push(`≤ ${kib(analysis.page.jsBudgetGzipBytes)}: ${verdict(analysis.budgetMet)}`);
      }
      targets.push(`no unshown remote code: ${verdict(analysis.noUnshownCodeMet)}`);
      const { totals } = analysis;
      return [
        `\`${analysis.page.path}\``,
        kib(totals.jsGzipBytes) +
          (totals.jsGzipAfterPaint > 0
            ? ` (${kib(totals.jsGzipAfterPaint)} after first paint)`
            : ''),
        byOrigin || '-',
        `${totals.requests} / ${totals.jsRequests}`,
        analysis.contacted.length ? analysis.contacted.join(', ') : 'none',
        (analysis.probe.available ? '' : 'assumed: ') + (analysis.shown.join(', ') || 'none'),
        targets.join('; '),
      ];
    });
    lines.push(
      table(
        [
          'page',
          'JS gzip',
          'JS gzip by origin',
          'requests (all / JS)',
          'remotes contacted',
          'remote UI shown',
          'targets',
        ],
        rows,
        ['l', 'r', 'l', 'r', 'l', 'l', 'l'],
      ),
    );
  }
  console.log(`\n${lines.join('\n')}\n`);
}

// ---------- main ----------

async function main() {
  let options;
  try {
    options = parseOptions();
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    return 2;
  }
  installSignalHandlers();
  const env = {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    commit: gitDescription(),
    machine: machine(),
    rspack: rspackVersion(),
    loadStart: loadAverage(),
  };
  console.log('NyayaConnect web benchmark');
  console.log(`  ${env.date}, commit ${env.commit}`);
  console.log(
    `  machine: ${env.machine.cores} cores available (${env.machine.cpusOnline} online, ${env.machine.model}), ${env.machine.memGiB} GiB RAM`,
  );
  console.log(`  Node ${process.version}, Rspack ${env.rspack}`);
  console.log(
    `  load average (1/5/15 min): ${env.loadStart}  (the machine is shared: build times vary with it)`,
  );

  let failed = false;
  let builds = null;
  let pages = null;
  if (!options.skipBuild) {
    builds = await benchBuilds(options);
    if (!builds.ok) failed = true;
  }
  if (!options.skipPages && !failed) {
    try {
      pages = await benchPagesInBrowser(options);
    } catch (error) {
      failed = true;
      console.error(
        `\nPage measurement failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  printSummary({ env, builds, pages });
  console.log(`load average at the end: ${loadAverage()}`);
  return failed ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`\n${error instanceof Error ? error.stack : String(error)}`);
} finally {
  await runCleanups();
}
process.exit(exitCode);
