#!/usr/bin/env node
// `npm test`: installs what the tests need (dependencies, Debian's Chromium) and runs every
// suite: type checks and lint; the unit and component tests of each package; the database suite
// (on PGlite, and on PostgreSQL when TEST_DATABASE_URL names a server); the end-to-end suite in
// Chromium, with the size budget of `/`; and the newcomer's path from a fresh clone
// (scripts/check-fresh-clone.mjs). Prints what passed and how long each stage took.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { pnpm, pnpmOrExit } from './lib/pnpm.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const reportDir = mkdtempSync(join(tmpdir(), 'nyaya-test-'));
const stages = [];
const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/** Runs a stage; `run(reportFile)` resolves with its exit code, the report gives the counts. */
async function stage(
  name,
  run,
  counts = (_report, code) => (code === 0 ? [1, 0] : [0, 1]),
  { quiet = false } = {},
) {
  if (!quiet) console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const reportFile = join(reportDir, `${name}.json`);
  const code = await run(reportFile);
  const report = readJson(reportFile);
  const [passed, failed] = counts(report, code);
  // A suite that exits non-zero without reporting a failure could not run: count it.
  const seconds = (performance.now() - started) / 1000;
  stages.push({
    name,
    passed,
    failed: code !== 0 && failed === 0 ? 1 : failed,
    seconds,
    failures: report ? failedTests(report) : [],
  });
}

/** Terminal colour codes (ESC [ ... m), which vitest puts in its failure messages. */
const COLOUR_CODE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

const firstLine = (message = '') =>
  message
    .replace(COLOUR_CODE, '')
    .split('\n')
    .find((line) => line.trim()) ?? '';

/**
 * The names of a report's failed tests (vitest's or Playwright's JSON), each with the first
 * line of its error, so the summary at the end of a long log says what failed.
 */
function failedTests(report) {
  if (Array.isArray(report.testResults)) {
    return report.testResults.flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((test) => test.status === 'failed')
        .map(
          (test) =>
            `${relativeToRepo(file.name)} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
        ),
    );
  }
  const failures = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        const flaky = test.status === 'flaky';
        if (test.status !== 'unexpected' && !flaky) continue;
        const error = results.find((result) => result.error)?.error?.message;
        failures.push(
          `${spec.file} > ${spec.title}${flaky ? ' (passed on retry)' : ''}: ${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return failures;
}

const relativeToRepo = (file = '') =>
  file.startsWith(repoRoot) ? file.slice(repoRoot.length) : file;

const vitest =
  (filter, env = {}, spawnOptions = {}) =>
  (reportFile) =>
    pnpm(
      [
        '--filter',
        filter,
        'exec',
        'vitest',
        'run',
        '--passWithNoTests',
        '--reporter=default',
      ].concat('--reporter=json', `--outputFile=${reportFile}`),
      { env: { ...process.env, ...env }, ...spawnOptions },
    );
const vitestCounts = (report) => [report?.numPassedTests ?? 0, report?.numFailedTests ?? 0];

/**
 * Runs a stage beside the next ones, its output kept in a file and printed when it ends: for a
 * suite that mostly waits (the notification worker's retries and mail server), so its minutes
 * overlap the type checks and unit suites instead of adding to them.
 */
function stageBeside(name, run, counts) {
  const logFile = join(reportDir, `${name}.log`);
  const fd = openSync(logFile, 'w');
  console.log(`\n=== ${name} (runs beside the next stages; its output follows when it ends) ===`);
  return stage(name, (reportFile) => run(reportFile, { stdio: ['ignore', fd, fd] }), counts, {
    quiet: true,
  }).then(() => {
    closeSync(fd);
    console.log(`\n=== ${name} (output) ===`);
    process.stdout.write(readFileSync(logFile));
  });
}

/** Unit suites that run beside the others (see stageBeside). */
const besideOthers = new Set(['@nyaya/notifications']);

/** Packages whose suites have stages of their own (a database, a browser), not a unit stage. */
const ownStages = new Set(['@nyaya/local-supabase', '@nyaya/e2e']);

/**
 * Every workspace package with a `test` script, in pnpm-workspace.yaml's order, read from that
 * file so a new package (@nyaya/db, @nyaya/build-kit) is tested without being listed here.
 * Its `packages:` entries are folders or `dir/prefix-*` patterns.
 */
function unitTestPackages() {
  const workspace = readFileSync(join(repoRoot, 'pnpm-workspace.yaml'), 'utf8');
  const entries = /^packages:\n((?:[ \t]+-.*\n)+)/m.exec(workspace)?.[1] ?? '';
  const folders = entries
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s*-\s*/, '')
        .replace(/^(['"])(.*)\1$/, '$2')
        .trim(),
    )
    .filter(Boolean)
    .flatMap((entry) => {
      if (!entry.includes('*')) return [entry];
      const parent = dirname(entry);
      const pattern = new RegExp(`^${basename(entry).replace(/[.]/g, '\\.').replace('*', '.*')}$`);
      return readdirSync(join(repoRoot, parent), { withFileTypes: true })
        .filter((dirent) => dirent.isDirectory() && pattern.test(dirent.name))
        .map((dirent) => join(parent, dirent.name))
        .sort();
    });
  return folders
    .map((folder) => readJson(join(repoRoot, folder, 'package.json')))
    .filter((manifest) => manifest?.scripts?.test && !ownStages.has(manifest.name))
    .map((manifest) => manifest.name);
}

/** Playwright drives the system Chromium; on Debian, install it when it is missing. */
function ensureChromium() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `Chromium not found at ${path}. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log('Installing Debian Chromium for the end-to-end suite...');
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const freshCloneCheck = fileURLToPath(new URL('./check-fresh-clone.mjs', import.meta.url));
const node = (args) =>
  new Promise((resolve) => {
    spawn(process.execPath, args, { stdio: 'inherit' }).once('exit', (code) => resolve(code ?? 1));
  });

const started = performance.now();
await pnpmOrExit(['install', '--frozen-lockfile']);
ensureChromium();
const unitStageName = (name) => `unit-${name.replace(/^@nyaya\//, '')}`;
const unitPackages = unitTestPackages();
const beside = unitPackages
  .filter((name) => besideOthers.has(name))
  .map((name) =>
    stageBeside(
      unitStageName(name),
      (reportFile, spawnOptions) => vitest(name, {}, spawnOptions)(reportFile),
      vitestCounts,
    ),
  );
await stage('typecheck', () => pnpm(['run', 'typecheck']));
await stage('lint', () => pnpm(['run', 'lint']));
for (const name of unitPackages.filter((name) => !besideOthers.has(name))) {
  await stage(unitStageName(name), vitest(name), vitestCounts);
}
await Promise.all(beside);
await stage(
  'database-pglite',
  vitest('@nyaya/local-supabase', { TEST_DATABASE_URL: '' }),
  vitestCounts,
);
if (process.env.TEST_DATABASE_URL) {
  await stage('database-postgres', vitest('@nyaya/local-supabase'), vitestCounts);
} else {
  console.log(
    '\nPostgreSQL run skipped: set TEST_DATABASE_URL to an admin URL to run it (CI does).',
  );
}
await stage(
  'e2e-chromium',
  (reportFile) =>
    pnpm(['--filter', '@nyaya/e2e', 'exec', 'playwright', 'test', '--reporter=list,json'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile },
    }),
  (report) => [
    (report?.stats?.expected ?? 0) + (report?.stats?.flaky ?? 0),
    report?.stats?.unexpected ?? 0,
  ],
);
await stage(
  'fresh-clone',
  (reportFile) => node([freshCloneCheck, '--report', reportFile]),
  (report) => [report?.passed ?? 0, report?.failed ?? 0],
);

console.log('\nSummary');
for (const { name, passed, failed, seconds } of stages) {
  console.log(`  ${name.padEnd(28)} ${passed} passed, ${failed} failed  (${seconds.toFixed(0)} s)`);
}
const failures = stages.flatMap(({ name, failures }) => failures.map((line) => `${name}: ${line}`));
if (failures.length > 0) {
  console.log('\nFailed or flaky tests');
  for (const line of failures) console.log(`  ${line.slice(0, 400)}`);
}
const passed = stages.reduce((sum, { passed }) => sum + passed, 0);
const failed = stages.reduce((sum, { failed }) => sum + failed, 0);
console.log(`in ${((performance.now() - started) / 60_000).toFixed(1)} minutes`);
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
