#!/usr/bin/env node
// `pnpm build`: production builds of the shell and the seven remotes into each `<app>/dist`, two
// at a time (CI machines have 2 cores and Rspack is multi-threaded; BUILD_CONCURRENCY overrides),
// then `.br` and `.gz` copies of their text files, which serve.mjs sends to browsers that take them.
// `node scripts/build.mjs mf_directory shell` builds only those apps.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Transform } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { concurrently } from 'concurrently';
import { apps, findApp } from '../build-kit/src/apps.cjs';

/** The app's own Rspack CLI (`rspack <args>`), run in the app's folder. */
export const rspackCommand = (args) => ['node_modules/.bin/rspack', ...args].join(' ');

const compressible = /\.(?:js|css|html|json|svg|txt)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function precompress(dir) {
  const files = (await readdir(dir, { recursive: true })).filter((file) => compressible.test(file));
  for (const file of files) {
    const body = await readFile(join(dir, file));
    // The best brotli has: each file is compressed once and sent on every first visit (quality 11
    // saves 1.8 % of the shell's startup scripts over 10: 2.9 KB, for 0.4 s more per build).
    const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
    await writeFile(join(dir, `${file}.br`), await brotli(body, brotliOptions));
    await writeFile(join(dir, `${file}.gz`), await gzipped(body, { level: 9 }));
  }
}

// Expected with `publicPath: 'auto'` (remotes learn their origin at runtime); not actionable.
const expectedNotice = /Manifest will use absolute path resolution via its host at runtime/;
let partialLine = '';
const withoutNotice = new Transform({
  transform(chunk, _encoding, done) {
    const lines = (partialLine + chunk).split('\n');
    partialLine = lines.pop() ?? '';
    done(
      null,
      lines
        .filter((line) => !expectedNotice.test(line))
        .map((line) => `${line}\n`)
        .join(''),
    );
  },
});
withoutNotice.pipe(process.stdout);

/**
 * Builds `selected` (default all apps).
 * @returns {Promise<{ app: import('../build-kit/src/index.cjs').AppDefinition, ok: boolean, seconds: number }[]>}
 */
export async function buildApps(selected = apps) {
  const concurrency = Number(process.env.BUILD_CONCURRENCY) || 2;
  console.log(`Building ${selected.map((app) => app.name).join(', ')} (${concurrency} at a time)`);
  const started = performance.now();
  const { result } = concurrently(
    selected.map((app) => ({
      name: app.name,
      cwd: app.dir,
      command: rspackCommand(['build', '--mode', 'production']),
    })),
    { maxProcesses: concurrency, prefix: 'name', padPrefix: true, outputStream: withoutNotice },
  );
  const closed = await result.catch((events) => events);
  const results = closed.map(({ command, exitCode, timings }) => ({
    app: findApp(command.name),
    ok: exitCode === 0,
    seconds: timings.durationSeconds,
  }));
  await Promise.all(
    results.filter(({ ok }) => ok).map(({ app }) => precompress(join(app.dir, 'dist'))),
  );
  for (const { app, ok, seconds } of results) {
    console.log(`${ok ? '✓' : '✗'} ${app.name.padEnd(20)} ${seconds.toFixed(1).padStart(5)} s`);
  }
  const failed = results.filter(({ ok }) => !ok).length;
  const total = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${failed ? `${failed} build(s) failed` : 'All builds succeeded'} in ${total} s.`);
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const selected = process.argv.length > 2 ? process.argv.slice(2).map(findApp) : apps;
  const results = await buildApps(selected);
  process.exit(results.every(({ ok }) => ok) ? 0 : 1);
}
