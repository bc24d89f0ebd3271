#!/usr/bin/env node
// `npm test`: installs what the tests need and runs every suite.
//
// The database suite runs on PGlite always, and again on PostgreSQL when
// TEST_DATABASE_URL names a server (an admin URL; each run uses a scratch database).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pnpm, pnpmOrExit } from './pnpm.mjs';

const reportDir = mkdtempSync(join(tmpdir(), 'nyaya-test-'));
const results = [];

async function suite(name, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const reportFile = join(reportDir, `${name}.json`);
  const code = await pnpm([...args, '--reporter=default', '--reporter=json', `--outputFile=${reportFile}`], {
    env: { ...process.env, ...env },
  });
  let passed = 0;
  let failed = 0;
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests;
  } catch {
    // No report means the suite could not start; count it as a failure below.
  }
  if (code !== 0 && failed === 0) failed = 1;
  results.push({ name, passed, failed });
}

await pnpmOrExit(['install', '--frozen-lockfile']);
await pnpmOrExit(['run', 'typecheck']);

const dbSuite = ['--filter', '@nyaya/local-supabase', 'exec', 'vitest', 'run'];
await suite('database-pglite', dbSuite, { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  await suite('database-postgres', dbSuite);
} else {
  console.log('\nPostgreSQL run skipped: set TEST_DATABASE_URL to an admin URL to run it (CI does).');
}

console.log('\nSummary');
for (const { name, passed, failed } of results) console.log(`  ${name}: ${passed} passed, ${failed} failed`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
