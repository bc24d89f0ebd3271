#!/usr/bin/env node
// `npm test`: installs what the tests need (dependencies, Debian's Chromium) and runs every
// suite: unit and component tests of each package, the database suite (on PGlite, and on
// PostgreSQL when TEST_DATABASE_URL names a server), and the end-to-end suite in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pnpm, pnpmOrExit } from './lib/pnpm.mjs';

const reportDir = mkdtempSync(join(tmpdir(), 'nyaya-test-'));
const results = [];

const unitPackages = [
  '@nyaya/shared-design',
  '@nyaya/shared-platform',
  '@nyaya/shell',
  '@nyaya/mf-directory',
  '@nyaya/mf-client-dashboard',
  '@nyaya/mf-lawyer-portal',
  '@nyaya/mf-support-widgets',
  '@nyaya/mf-ai-lawyer',
];

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function record(name, code, passed, failed) {
  // A suite that exits non-zero without reporting a failure could not start: count it.
  results.push({ name, passed, failed: code !== 0 && failed === 0 ? 1 : failed });
}

async function vitestSuite(name, filter, env = {}) {
  console.log(`\n=== ${name} ===`);
  const reportFile = join(reportDir, `${name}.json`);
  const code = await pnpm(
    [
      '--filter',
      filter,
      'exec',
      'vitest',
      'run',
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${reportFile}`,
    ],
    { env: { ...process.env, ...env } },
  );
  const report = readJson(reportFile);
  record(name, code, report?.numPassedTests ?? 0, report?.numFailedTests ?? 0);
}

async function playwrightSuite(name) {
  console.log(`\n=== ${name} ===`);
  const reportFile = join(reportDir, `${name}.json`);
  const code = await pnpm(
    ['--filter', '@nyaya/e2e', 'exec', 'playwright', 'test', '--reporter=list,json'],
    {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile },
    },
  );
  const stats = readJson(reportFile)?.stats;
  record(name, code, (stats?.expected ?? 0) + (stats?.flaky ?? 0), stats?.unexpected ?? 0);
}

/** Playwright drives the system Chromium; on Debian, install it when it is missing. */
function ensureChromium() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `Chromium not found at ${path}. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log('Installing Debian Chromium for the end-to-end suite...');
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

await pnpmOrExit(['install', '--frozen-lockfile']);
ensureChromium();
await pnpmOrExit(['run', 'typecheck']);
await pnpmOrExit(['run', 'lint']);

for (const filter of unitPackages) await vitestSuite(filter.replace('@nyaya/', 'unit-'), filter);

await vitestSuite('database-pglite', '@nyaya/local-supabase', { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  await vitestSuite('database-postgres', '@nyaya/local-supabase');
} else {
  console.log(
    '\nPostgreSQL run skipped: set TEST_DATABASE_URL to an admin URL to run it (CI does).',
  );
}

await playwrightSuite('e2e-chromium');

console.log('\nSummary');
for (const { name, passed, failed } of results)
  console.log(`  ${name}: ${passed} passed, ${failed} failed`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
