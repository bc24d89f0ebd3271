#!/usr/bin/env node
// `pnpm bench:directory`: how quickly the lawyer directory (`/lawyers`, mf_directory) shows
// results when it lists 10,000 lawyers, printed as Markdown for docs/benchmarks.md.
//   1. Production builds of the eight apps (scripts/build.mjs), unless --skip-build. Meanwhile a
//      private local stack starts on a fresh PGlite folder (or a scratch PostgreSQL database)
//      with 10,000 approved lawyers, in its own process (supabase/local/bench/seeded-stack.ts).
//   2. The builds served by serve.mjs on free ports, /config.json pointing at that stack.
//   3. In Debian's Chromium: navigation → first results (cold and warm cache), filter change →
//      updated results (chips, selects, search) and the JavaScript `/lawyers` adds to `/`.
// Times are taken inside the page (performance.now(), event.timeStamp), so Playwright's own
// round trips do not count. Targets are reported as met or not; timing never fails the run.
//
//   node scripts/bench-directory.mjs [--skip-build] [--visits N] [--database-url postgres://…]
// BENCH_DATABASE_URL works as --database-url (an admin URL: a scratch database is created on
// that server and dropped at the end).
/* global window, document, performance, MutationObserver, PerformanceObserver */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { apps, repoRoot } from '../build-kit/src/apps.cjs';
import { freePorts } from '../build-kit/src/ports.cjs';
import { buildApps } from './build.mjs';
import { kib, measureFirstVisit, visitTable } from './lib/first-visit.mjs';
import { chromiumOptions } from './lib/services.mjs';
import { startServers } from './serve.mjs';

const TARGET_CHANGE_MS = 300;
const TARGET_EXTRA_JS_KB = 60;
/** SearchBox's SEARCH_DEBOUNCE_MS: the search waits this long after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 300;
const WAIT_MS = 30_000;

// Twenty changes on one page: a chip, a select, a search, in turn. Each leads to filters not
// seen before on that page (checked by filterStates), so every change fetches: none is served
// from the page's cache. The filters come and go, so no result set is empty.
const FILTER_CHANGES = [
  { kind: 'chip', value: 'Family Law' },
  { kind: 'select', label: 'Minimum Rating', value: '4+ Stars' },
  { kind: 'search', value: 'sharma' },
  { kind: 'chip', value: 'Criminal Law' },
  { kind: 'select', label: 'Minimum Rating', value: 'Any Rating' },
  { kind: 'search', value: 'high court' },
  { kind: 'chip', value: 'All Specializations' },
  { kind: 'select', label: 'Location', value: 'Delhi' },
  { kind: 'search', value: 'kumar' },
  { kind: 'chip', value: 'Property Law' },
  { kind: 'select', label: 'Location', value: 'All Locations' },
  { kind: 'search', value: 'district court' },
  { kind: 'chip', value: 'Tax Law' },
  { kind: 'select', label: 'Minimum Experience', value: '10+ Years' },
  { kind: 'search', value: 'singh' },
  { kind: 'chip', value: 'Business Law' },
  { kind: 'select', label: 'Minimum Experience', value: 'Any Experience' },
  { kind: 'search', value: 'supreme court' },
  { kind: 'chip', value: 'Immigration Law' },
  { kind: 'select', label: 'Minimum Rating', value: '3+ Stars' },
];

const { values: options } = parseArgs({
  options: {
    'skip-build': { type: 'boolean' },
    visits: { type: 'string', default: '20' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL || '' },
  },
});

// ---------------------------------------------------------------------------
// Inside the page
// ---------------------------------------------------------------------------

/**
 * An init script: runs in every document before the page's own scripts and keeps what the
 * benchmark reads back in `window.__directoryBench`, all in performance.now() time (ms since the
 * navigation started):
 * - `firstCardAt`: when the first `[data-lawyer-card]` entered the DOM;
 * - `requests`: start and end of each directory call (`rpc/search_lawyer_directory`);
 * - after `arm()`: `input`, the last click/input/change event (its event.timeStamp), and
 *   `outcome`, the first DOM change after it at which the results are updated: the results
 *   region is no longer aria-busy (React drops the dimming in that same render) and its count
 *   or its first card differs from before. `changed: false` if the region went busy and came
 *   back with neither different.
 * Times come from a MutationObserver, so they are the moment React committed, before the paint.
 */
function instrumentDirectoryPage() {
  const bench = { firstCardAt: null, requests: [], armed: null, input: null, outcome: null };
  window.__directoryBench = bench;

  const results = () => document.querySelector('section[aria-busy]:has(> [role="status"])');
  const snapshot = () => {
    const count = results()?.querySelector(':scope > [role="status"]')?.textContent ?? '';
    return {
      busy: results()?.getAttribute('aria-busy') === 'true',
      // '10,068 lawyer(s) found' -> 10068; null while loading or failed.
      count: /^[\d,]+ /.test(count) ? Number(count.split(' ')[0].replaceAll(',', '')) : null,
      first: document.querySelector('[data-lawyer-card] a[href]')?.getAttribute('href') ?? null,
    };
  };

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (new URL(entry.name).pathname.endsWith('/rpc/search_lawyer_directory')) {
        bench.requests.push({ start: entry.startTime, end: entry.responseEnd });
      }
    }
  }).observe({ type: 'resource', buffered: true });

  for (const type of ['click', 'input', 'change']) {
    const record = (event) => {
      if (bench.armed && !bench.outcome) bench.input = { type, at: event.timeStamp };
    };
    window.addEventListener(type, record, { capture: true });
  }

  new MutationObserver(() => {
    const now = performance.now();
    if (bench.firstCardAt === null && document.querySelector('[data-lawyer-card]')) {
      bench.firstCardAt = now;
    }
    const { armed } = bench;
    if (!armed || !bench.input || bench.outcome) return;
    const state = snapshot();
    const changed = state.count !== armed.before.count || state.first !== armed.before.first;
    if (state.busy) armed.sawBusy = true;
    else if (changed || armed.sawBusy) bench.outcome = { ...state, changed, at: now };
  }).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributeFilter: ['aria-busy'],
  });

  bench.arm = () => {
    bench.input = null;
    bench.outcome = null;
    bench.armed = { before: snapshot(), sawBusy: false };
    return bench.armed.before;
  };
  bench.settled = () => {
    const state = snapshot();
    return !state.busy && state.count !== null ? state : null;
  };
}

// ---------------------------------------------------------------------------
// The private stack and the servers
// ---------------------------------------------------------------------------

/**
 * Starts supabase/local/bench/seeded-stack.ts. `ready` resolves with what it prints once it
 * serves the seeded directory; `stop()` closes its stdin (its signal to stop) and waits.
 */
function startSeededStack({ dataDir, databaseUrl }) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/seeded-stack.ts', ...(databaseUrl ? [] : [dataDir])],
    {
      cwd: join(repoRoot, 'supabase', 'local'),
      env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('close', resolve));
  const ready = new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('{"apiUrl"')) resolve(JSON.parse(line));
      else console.error(line);
    });
    child.once('error', reject);
    exited.then((code) => reject(new Error(`The seeded stack exited (code ${code}).`)));
  });
  ready.catch(() => {}); // Awaited later; a failure meanwhile must not crash the process.
  const stop = async () => {
    child.stdin.end();
    const timeout = delay(20_000, 'timeout', { ref: false });
    if ((await Promise.race([exited, timeout])) === 'timeout') {
      child.kill('SIGKILL');
      await exited;
    }
  };
  return { ready, stop };
}

async function serveBuilds(stack) {
  const ports = await freePorts(apps.length);
  return startServers({
    ports: Object.fromEntries(apps.map((app, index) => [app.name, ports[index]])),
    env: {
      ...process.env,
      SUPABASE_URL: stack.apiUrl,
      SUPABASE_PUBLISHABLE_KEY: stack.publishableKey,
    },
  });
}

// ---------------------------------------------------------------------------
// Measurements
// ---------------------------------------------------------------------------

async function newInstrumentedPage(browser) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript(instrumentDirectoryPage);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Waits until `fn` (run in the page) returns something truthy, and returns it. */
async function inPage(page, fn, what, arg) {
  try {
    const handle = await page.waitForFunction(fn, arg, { timeout: WAIT_MS });
    return await handle.jsonValue();
  } catch (error) {
    throw new Error(`${what} did not happen within ${WAIT_MS / 1000} s (${error.message})`);
  }
}

/** Navigates to `url`; the first card's time and the directory call's start and end. */
async function visit(page, url) {
  await page.goto(url);
  return inPage(
    page,
    () => {
      const { firstCardAt, requests } = window.__directoryBench;
      return firstCardAt !== null && requests.length > 0
        ? { firstCard: firstCardAt, requestStart: requests[0].start, requestEnd: requests[0].end }
        : null;
    },
    `The first lawyer card of ${url}`,
  );
}

/**
 * `runs` cold visits, each in a fresh context (empty cache), each followed by a warm one in the
 * same context: about:blank, then the page again, its immutable files from the cache.
 */
async function measureNavigations(browser, url, runs) {
  const cold = [];
  const warm = [];
  for (let run = 0; run <= runs; run += 1) {
    const { context, page, errors } = await newInstrumentedPage(browser);
    try {
      const first = await visit(page, url);
      await page.goto('about:blank');
      const second = await visit(page, url);
      if (errors.length) throw new Error(`${url} threw: ${errors.join('; ')}`);
      // Run 0 warms the servers and the database; it is not counted.
      if (run > 0) {
        cold.push(first);
        warm.push(second);
      }
    } finally {
      await context.close();
    }
  }
  return { cold, warm };
}

/** The filters after each change, as a key; fails on a repeat (it would be served from cache). */
function checkFilterStates(changes) {
  const state = { specialization: null, search: '' };
  const seen = new Set([JSON.stringify(state)]);
  for (const change of changes) {
    if (change.kind === 'search') state.search = change.value;
    else if (change.kind === 'select') state[change.label] = change.value;
    else if (change.value === 'All Specializations') state.specialization = null;
    else state.specialization = state.specialization === change.value ? null : change.value;
    const key = JSON.stringify(state);
    if (seen.has(key)) throw new Error(`FILTER_CHANGES repeats the filters ${key}`);
    seen.add(key);
  }
}

const describeChange = ({ kind, label, value }) =>
  kind === 'chip'
    ? `chip '${value}'`
    : kind === 'select'
      ? `${label}: '${value}'`
      : `search '${value}'`;

function applyChange(page, { kind, label, value }) {
  if (kind === 'chip') return page.getByRole('button', { name: value, exact: true }).click();
  if (kind === 'select')
    return page.getByLabel(label, { exact: true }).selectOption({ label: value });
  // One input event for the whole text, as a paste: the debounce runs from it.
  return page.getByRole('searchbox', { name: 'Search lawyers' }).fill(value);
}

/** One change on a settled page: from the input event to the updated results. */
async function measureChange(page, change) {
  const before = await page.evaluate(() => window.__directoryBench.arm());
  await applyChange(page, change);
  const outcome = await inPage(
    page,
    () => {
      const { input, outcome } = window.__directoryBench;
      return outcome && { ...outcome, input };
    },
    `An update of the results after ${describeChange(change)}`,
  );
  if (!outcome.changed) {
    throw new Error(
      `${describeChange(change)} left the results as they were (${before.count} lawyers, first ` +
        `${before.first}): FILTER_CHANGES must change the results at every step.`,
    );
  }
  // The resource timing entry may be delivered after the DOM update.
  const request = await inPage(
    page,
    (after) => window.__directoryBench.requests.find((request) => request.start >= after),
    `The directory call after ${describeChange(change)}`,
    outcome.input.at,
  );
  return {
    change,
    count: outcome.count,
    firstChanged: outcome.first !== before.first,
    total: outcome.at - outcome.input.at,
    fromRequest: outcome.at - request.start,
    requestAfter: request.start - outcome.input.at,
  };
}

async function measureFilterChanges(browser, url) {
  checkFilterStates(FILTER_CHANGES);
  const { context, page, errors } = await newInstrumentedPage(browser);
  try {
    await visit(page, url);
    const start = await inPage(page, () => window.__directoryBench.settled(), `${url} settling`);
    const changes = [];
    for (const change of FILTER_CHANGES) changes.push(await measureChange(page, change));
    if (errors.length) throw new Error(`${url} threw: ${errors.join('; ')}`);
    return { start, changes };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------

/** Nearest-rank percentile. */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (value) => `${Math.round(value)} ms`;
const count = (value) => value.toLocaleString('en');
const verdict = (met) => (met ? 'met' : '**not met**');

function statsRow(label, values) {
  const cells = [
    percentile(values, 50),
    percentile(values, 95),
    Math.min(...values),
    Math.max(...values),
  ];
  return `| ${label} | ${values.length} | ${cells.map(ms).join(' | ')} |`;
}

const statsHeader = ['| | n | median | p95 | min | max |', '|---|--:|--:|--:|--:|--:|'];

function navigationSection({ cold, warm }) {
  const pick = (visits, key) => visits.map((visit) => visit[key]);
  return [
    `#### Navigation → first results (\`/lawyers\`, ${cold.length} visits)`,
    '',
    'From the navigation start (performance.now() 0) to the first `[data-lawyer-card]` in the ' +
      'DOM; when the directory call started and its answer arrived, for where the time goes. ' +
      'Cold: a fresh browser context each time (empty cache). Warm: the same context again, ' +
      'after about:blank (hashed files from the cache, the rest revalidated). One unmeasured ' +
      'visit first warms the servers and the database.',
    '',
    ...statsHeader,
    statsRow('cold: first card', pick(cold, 'firstCard')),
    statsRow('cold: directory call started', pick(cold, 'requestStart')),
    statsRow('cold: directory answer received', pick(cold, 'requestEnd')),
    statsRow('warm: first card', pick(warm, 'firstCard')),
    statsRow('warm: directory call started', pick(warm, 'requestStart')),
    statsRow('warm: directory answer received', pick(warm, 'requestEnd')),
  ];
}

function filterSection({ start, changes }) {
  const of = (kind) => changes.filter(({ change }) => change.kind === kind);
  const immediate = changes.filter(({ change }) => change.kind !== 'search');
  const searches = of('search');
  // From the input event, and from the start of the change's directory call.
  const totals = (list) => list.map((c) => c.total);
  const fromCall = (list) => list.map((c) => c.fromRequest);
  const immediateP95 = percentile(totals(immediate), 95);
  const searchP95 = percentile(fromCall(searches), 95);
  return [
    `#### Filter change → updated results (${changes.length} changes on one page)`,
    '',
    `On \`/lawyers\` once loaded (${count(start.count)} lawyers), from the input event ` +
      '(event.timeStamp of the click on a chip, the change of a select, the input of the ' +
      'search box, filled in one go) to the first DOM change at which the results region is no ' +
      'longer aria-busy and its count or first card differs from before (the new results, no ' +
      'longer dimmed: React drops the dimming in that render). Each change leads to filters not ' +
      'seen before on the page, so each one waits for the directory call; the benchmark fails if ' +
      `one leaves the results as they were. The search waits ${SEARCH_DEBOUNCE_MS} ms after the ` +
      'last keystroke by design, so it is also timed from the start of its directory call ' +
      '(resource timing).',
    '',
    ...statsHeader,
    statsRow('chip (click)', totals(of('chip'))),
    statsRow('select (change)', totals(of('select'))),
    statsRow('chips and selects', totals(immediate)),
    statsRow(`search, from the input (${SEARCH_DEBOUNCE_MS} ms debounce)`, totals(searches)),
    statsRow('search, from its directory call', fromCall(searches)),
    statsRow('all, from the directory call', fromCall(changes)),
    '',
    `**Target: a filter change shows its results in under ${TARGET_CHANGE_MS} ms (p95) — ` +
      `chips and selects ${verdict(immediateP95 < TARGET_CHANGE_MS)} (${ms(immediateP95)}); ` +
      `search from its directory call ${verdict(searchP95 < TARGET_CHANGE_MS)} (${ms(searchP95)}), ` +
      `${ms(SEARCH_DEBOUNCE_MS)} of debounce before it by design.**`,
    '',
    '| # | change | lawyers | new first card | input → results | input → call | call → results |',
    '|--:|---|--:|---|--:|--:|--:|',
    ...changes.map(
      (c, index) =>
        `| ${index + 1} | ${describeChange(c.change)} | ${count(c.count)} | ` +
        `${c.firstChanged ? 'yes' : 'no'} | ${ms(c.total)} | ` +
        `${ms(c.requestAfter)} | ${ms(c.fromRequest)} |`,
    ),
  ];
}

async function javascriptSection(browser, origins) {
  const visits = {};
  for (const path of ['/', '/lawyers']) {
    visits[path] = await measureFirstVisit(browser, `${origins.shell}${path}`, origins);
  }
  const extra = visits['/lawyers'].total.js - visits['/'].total.js;
  const lines = [`#### JavaScript \`/lawyers\` adds to \`/\``, ''];
  for (const [path, result] of Object.entries(visits)) {
    lines.push(
      `\`${path}\` (first visit, fresh context; gzip -9 of each JavaScript response): ` +
        `${kib(result.total.js)} in ${result.total.requests} requests` +
        (result.pageErrors.length ? `; page errors: ${result.pageErrors.join('; ')}` : ''),
      '',
      visitTable(result),
      '',
    );
  }
  lines.push(
    `**Target: \`/lawyers\` loads under ${TARGET_EXTRA_JS_KB} KB gzip of JavaScript on top of ` +
      `\`/\` — ${verdict(extra / 1024 < TARGET_EXTRA_JS_KB)} (${kib(extra)}).**`,
  );
  return lines;
}

// ---------------------------------------------------------------------------
// Run
// ---------------------------------------------------------------------------

const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

async function main(cleanups) {
  const dirty = git('status', '--porcelain') ? ' + uncommitted changes' : '';
  const report = [
    `### Lawyer directory page: ${new Date().toISOString().slice(0, 16)}Z, commit ${git('rev-parse', '--short=12', 'HEAD')}${dirty}`,
    '',
    `Machine: ${os.availableParallelism()} cores, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB, ` +
      `load average (1/5/15 min) ${load()} at the start; Node ${process.version}.`,
  ];

  const databaseUrl = options['database-url'];
  const dataDir = databaseUrl ? '' : mkdtempSync(join(os.tmpdir(), 'nyaya-bench-directory-'));
  if (dataDir) cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const seededStack = startSeededStack({ dataDir, databaseUrl });
  cleanups.push(seededStack.stop);
  if (!options['skip-build'] && !(await buildApps()).every(({ ok }) => ok)) {
    throw new Error('The production build failed (see above).');
  }
  const stack = await seededStack.ready;
  const servers = await serveBuilds(stack);
  cleanups.push(servers.close);
  // Our own SIGINT/SIGTERM handler stops the browser, after which the rest is cleaned up.
  const browser = await chromium.launch({
    ...chromiumOptions,
    handleSIGINT: false,
    handleSIGTERM: false,
  });
  cleanups.push(() => browser.close());

  report.push(
    '',
    `Directory: ${stack.database} (${databaseUrl ? 'a scratch database' : 'a fresh data folder'}), ` +
      `${count(stack.listed)} lawyers listed (10,000 seeded in ${stack.seedSeconds.toFixed(1)} s), ` +
      `API at ${stack.apiUrl}; the production builds served by serve.mjs at ` +
      `${servers.origins.shell}; Chromium ${browser.version()}, 1280x720.`,
  );
  const url = `${servers.origins.shell}/lawyers`;
  const navigations = await measureNavigations(browser, url, Number(options.visits));
  const filters = await measureFilterChanges(browser, url);
  if (filters.start.count < stack.listed) {
    throw new Error(`${url} lists ${filters.start.count} lawyers, the stack ${stack.listed}.`);
  }
  report.push(
    '',
    ...navigationSection(navigations),
    '',
    ...filterSection(filters),
    '',
    ...(await javascriptSection(browser, servers.origins)),
  );
  return `${report.join('\n')}\n\nLoad average at the end: ${load()}.`;
}

// Everything started is stopped, whatever happens: the browser, the servers, the stack (which
// also stops by itself when this process dies) and the temporary folder.
const cleanups = [];
const cleanUp = async () => {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error(error);
    }
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => cleanUp().finally(() => process.exit(130)));
}
try {
  console.log(`\n${await main(cleanups)}\n`);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
