#!/usr/bin/env node
// `pnpm build`: production builds of the shell and the five remotes into each `<app>/dist`.
// At most two builds run at once (CI machines have 2 cores, and Rspack is multi-threaded).
// `node scripts/build.mjs mf_directory shell` builds only those apps.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { apps, findApp } from '../shared-platform/build/index.cjs';
import { rspackCommand } from './lib/rspack-cli.mjs';

const concurrency = Math.max(1, Number(process.env.BUILD_CONCURRENCY ?? 2));

// Expected with `publicPath: 'auto'` (remotes find their own origin at runtime); not actionable.
const expectedNotice = /Manifest will use absolute path resolution via its host at runtime/;

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

function buildApp(app) {
  const [command, ...args] = rspackCommand(app, ['build', '--mode', 'production']);
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: app.dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', (error) => (output += `\n${error.message}`));
    child.once('close', (code) =>
      resolve({ app, ok: code === 0, ms: performance.now() - started, output }),
    );
  });
}

function report({ app, ok, ms, output }) {
  const lines = output
    .split('\n')
    .filter((line) => line.trim() !== '' && !expectedNotice.test(line));
  console.log(`${ok ? '✓' : '✗'} ${app.name.padEnd(20)} ${seconds(ms).padStart(7)}`);
  for (const line of ok ? lines.filter((line) => !/compiled successfully/.test(line)) : lines) {
    console.log(`    ${line}`);
  }
}

async function buildAll(selected) {
  const queue = [...selected];
  const results = [];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const result = await buildApp(app);
      report(result);
      results.push(result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, selected.length) }, worker));
  return results;
}

const selected = process.argv.length > 2 ? process.argv.slice(2).map(findApp) : [...apps];
console.log(`Building ${selected.map((app) => app.name).join(', ')} (${concurrency} at a time)\n`);
const started = performance.now();
const results = await buildAll(selected);
const failed = results.filter((result) => !result.ok);
console.log(
  `\n${failed.length === 0 ? 'All builds succeeded' : `${failed.length} build(s) failed`} in ${seconds(performance.now() - started)} total.`,
);
process.exit(failed.length === 0 ? 0 : 1);
