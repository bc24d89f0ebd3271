#!/usr/bin/env node
// `pnpm bench:lighthouse`: Lighthouse (its npm package, Debian Chromium) on `/` and `/lawyers` of
// the production build as `npm start` serves it (scripts/serve.mjs: precompressed files, cache
// headers), mobile preset (simulated slow 4G, 4x CPU), `--runs` runs per page (3). Medians of the
// performance score, largest contentful paint, total blocking time, layout shift, first
// contentful paint and the JavaScript transferred, with the targets of docs/benchmarks.md,
// printed as Markdown. `--hindi-pages` (default `/`) are measured again as a browser that prefers
// Hindi visits them (its Accept-Language and navigator.languages: the server sends the Hindi
// document, docs/adr/0033), with the same targets; and the bytes a Hindi visit adds, each app's
// Hindi catalogs (brotli, as served) and the Devanagari font, are printed too. Timing never
// fails the run. Each run's `benchmarkIndex` (Lighthouse's measure of this CPU: the simulation's
// 4x slowdown is of it, so runs on different machines are read with it) is printed beside it;
// the main thread's breakdown and each script's boot-up time are printed for the run with the
// median TBT; `--save <dir>` keeps every run's full report (JSON).
//
//   node scripts/bench-lighthouse.mjs [--runs 3] [--skip-build] [--pages /,/lawyers] [--hindi-pages /]
//     [--save <dir>]
// Uses the local stack when it runs; otherwise starts one for the run (scripts/lib/local-stack.mjs).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { apps, repoRoot } from '../build-kit/src/apps.cjs';
import { buildApps } from './build.mjs';
import { kib } from './lib/first-visit.mjs';
import { ensureLocalStack } from './lib/local-stack.mjs';
import { chromiumOptions } from './lib/services.mjs';
import { startServers } from './serve.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'skip-build': { type: 'boolean' },
    pages: { type: 'string', default: '/,/lawyers' },
    'hindi-pages': { type: 'string', default: '/' },
    save: { type: 'string' },
  },
});

/**
 * Issue "First paint": the medians each page should reach on this machine's kind. In Hindi the
 * same, the JavaScript with its Hindi catalogs (e2e/tests/size-budget.spec.ts).
 */
const TARGETS = {
  '/': { score: 95, lcpMs: 1800, tbtMs: 150, cls: 0.02, jsKb: 170 },
  '/lawyers': { score: 90, lcpMs: 2500, tbtMs: 200, cls: 0.05, jsKb: 230 },
  '/ (hi)': { score: 95, lcpMs: 1800, tbtMs: 150, cls: 0.02, jsKb: 184 },
};

/** Chromium as a browser that prefers Hindi: Accept-Language and navigator.languages. */
const HINDI_BROWSER_FLAGS = ['--accept-lang=hi-IN,hi'];

/**
 * A built app's Hindi catalogs: the chunks that are mostly Devanagari text (a catalog is all
 * strings; code that shows a word of Hindi, like the language switch, is not), as
 * `[{ file, text, brotli }]`.
 */
function hindiCatalogChunks(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }))
    .filter(({ text }) => {
      const devanagari = text.match(/[\u0900-\u097F]/g)?.length ?? 0;
      return devanagari > 0.25 * text.replace(/\s/g, '').length;
    })
    .map((chunk) => ({
      ...chunk,
      brotli: brotliCompressSync(chunk.text, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    }));
}

/**
 * Each app's Hindi catalogs, `[{ name, files, brotli }]`, with the platform's common catalog on a
 * row of its own: every build has a copy of it (the same chunk but for its number), and the page
 * loads the host's only (@nyaya/shared-platform is shared).
 */
function hindiCatalogs(apps) {
  // The same catalog in two builds: the same strings, whatever the chunk's number and names.
  const same = (text) => (text.match(/"[^"]*"/g) ?? []).join();
  const byApp = apps.map((app) => ({
    name: app.name,
    chunks: hindiCatalogChunks(join(app.dir, 'dist')),
  }));
  const counts = new Map();
  for (const { chunks } of byApp) {
    for (const key of new Set(chunks.map(({ text }) => same(text)))) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const shared = (chunk) => counts.get(same(chunk.text)) > 1;
  const row = (name, chunks) => ({
    name,
    files: chunks.length,
    brotli: chunks.reduce((sum, { brotli }) => sum + brotli, 0),
  });
  const host = byApp.find(({ name }) => name === 'shell');
  return [
    row('@nyaya/shared-platform (common)', host.chunks.filter(shared)),
    ...byApp.map(({ name, chunks }) =>
      row(
        name,
        chunks.filter((chunk) => !shared(chunk)),
      ),
    ),
  ];
}

/** The Devanagari font's files in the shell's build (shell/build/devanagari-font.mjs). */
function fontFiles(dir) {
  return readdirSync(join(dir, 'fonts'))
    .filter((file) => file.endsWith('.woff2'))
    .map((file) => ({ file, bytes: readFileSync(join(dir, 'fonts', file)).length }));
}

const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** One Lighthouse run in a fresh Chromium profile: the numbers this report keeps. */
async function audit(url, { hindi = false, saveAs = null } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumOptions.args, ...(hindi ? HINDI_BROWSER_FLAGS : [])],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (saveAs) writeFileSync(saveAs, JSON.stringify(lhr));
    const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const scripts = lhr.audits['resource-summary']?.details?.items?.find(
      (item) => item.resourceType === 'script',
    );
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcpMs: numeric('first-contentful-paint'),
      jsBytes: scripts?.transferSize ?? NaN,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
      // Lighthouse 13 names the largest paint's element in its LCP breakdown insight.
      lcpElement:
        lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')
          ?.nodeLabel ?? '',
      // Where the main thread's time went (ms, at the simulated slowdown) and each script's share.
      mainThread: (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => ({
        group: item.groupLabel,
        ms: item.duration,
      })),
      scriptBootup: (lhr.audits['bootup-time']?.details?.items ?? []).map((item) => ({
        script: item.url.replace(/^https?:\/\/[^/]+/, ''),
        totalMs: item.total,
        scriptingMs: item.scripting,
      })),
    };
  } finally {
    chrome.kill();
  }
}

const stack = await ensureLocalStack();
try {
  if (!options['skip-build'] && !(await buildApps()).every(({ ok }) => ok)) process.exit(1);
  const servers = await startServers({
    // Every app of the registry on a free port (the sixth remote, mf_ops_console, included).
    ports: Object.fromEntries(apps.map(({ name }) => [name, 0])),
  });
  const rows = [];
  try {
    const visits = [
      ...options.pages.split(',').map((path) => ({ path, name: path, hindi: false })),
      ...options['hindi-pages']
        .split(',')
        .filter(Boolean)
        .map((path) => ({ path, name: `${path} (hi)`, hindi: true })),
    ];
    for (const { path, name, hindi } of visits) {
      const runs = [];
      for (let run = 0; run < Number(options.runs); run += 1) {
        let saveAs = null;
        if (options.save) {
          mkdirSync(options.save, { recursive: true });
          saveAs = join(options.save, `${name.replace(/[^a-z0-9]+/gi, '_')}-${run + 1}.json`);
        }
        runs.push(await audit(`${servers.origins.shell}${path}`, { hindi, saveAs }));
      }
      // A Hindi visit that got English (a server or build without the Hindi documents) says so.
      if (hindi && !/[\u0900-\u097F]/.test(runs.at(-1).lcpElement)) {
        console.warn(`${name}: the largest paint is not in Hindi: “${runs.at(-1).lcpElement}”`);
      }
      rows.push({ path: name, runs });
    }
  } finally {
    await servers.close();
  }

  const ms = (value) => `${(value / 1000).toFixed(2)} s`;
  const met = (ok) => (ok ? 'met' : '**not met**');
  const lines = [
    `### Lighthouse: ${new Date().toISOString().slice(0, 16)}Z, commit ${git('rev-parse', '--short=12', 'HEAD')}`,
    '',
    `Lighthouse 13.5 (npm), Debian Chromium headless, mobile preset (simulated slow 4G, 4x CPU), ` +
      `${os.availableParallelism()} cores; the production build served by scripts/serve.mjs; ` +
      `${options.runs} runs per page, medians (each run's values in brackets).`,
    '',
    '| page | performance | LCP | TBT | CLS | FCP | JS transferred | benchmarkIndex |',
    '|---|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const { path, runs } of rows) {
    const pick = (key) => runs.map((run) => run[key]);
    const all = (key, format) =>
      `${format(median(pick(key)))} (${pick(key).map(format).join(', ')})`;
    lines.push(
      `| \`${path}\` | ${all('score', String)} | ${all('lcpMs', ms)} | ${all('tbtMs', (v) => `${v.toFixed(0)} ms`)} | ` +
        `${all('cls', (v) => v.toFixed(3))} | ${all('fcpMs', ms)} | ${all('jsBytes', kib)} | ` +
        `${all('benchmarkIndex', (v) => v.toFixed(0))} |`,
    );
  }
  lines.push(
    '',
    "Main thread, in each page's run with the median TBT (Lighthouse's estimate at 4x):",
    '',
  );
  for (const { path, runs } of rows) {
    const run = [...runs].sort((a, b) => a.tbtMs - b.tbtMs)[Math.floor((runs.length - 1) / 2)];
    const groups = run.mainThread
      .filter(({ ms }) => ms >= 10)
      .map(({ group, ms }) => `${group} ${ms.toFixed(0)} ms`)
      .join(', ');
    const scripts = run.scriptBootup
      .slice(0, 6)
      .map(
        ({ script, totalMs, scriptingMs }) =>
          `\`${script}\` ${totalMs.toFixed(0)} ms (${scriptingMs.toFixed(0)} ms evaluating)`,
      )
      .join(', ');
    lines.push(`- \`${path}\`: ${groups}. By script: ${scripts}.`);
  }
  lines.push('', 'Against the targets:', '');
  for (const { path, runs } of rows) {
    const target = TARGETS[path];
    if (!target) continue;
    const m = (key) => median(runs.map((run) => run[key]));
    lines.push(
      `- \`${path}\`: performance ${m('score')} ≥ ${target.score} ${met(m('score') >= target.score)}; ` +
        `LCP ${ms(m('lcpMs'))} ≤ ${ms(target.lcpMs)} ${met(m('lcpMs') <= target.lcpMs)}; ` +
        `TBT ${m('tbtMs').toFixed(0)} ms ≤ ${target.tbtMs} ms ${met(m('tbtMs') <= target.tbtMs)}; ` +
        `CLS ${m('cls').toFixed(3)} ≤ ${target.cls} ${met(m('cls') <= target.cls)}; ` +
        `JS ${kib(m('jsBytes'))} ≤ ${target.jsKb} KB ${met(m('jsBytes') <= target.jsKb * 1024)}. ` +
        `Largest paint: “${runs.at(-1).lcpElement.replace(/\s+/g, ' ').slice(0, 80)}”`,
    );
  }
  const catalogs = hindiCatalogs(apps);
  const fonts = fontFiles(join(apps.find((app) => app.isHost).dir, 'dist'));
  lines.push(
    '',
    'What Hindi adds (brotli 11, as served), loaded only when the page is in Hindi:',
    '',
    '| app | Hindi catalog chunks | brotli |',
    '|---|--:|--:|',
    ...catalogs.map(({ name, files, brotli }) => `| ${name} | ${files} | ${kib(brotli)} |`),
    `| **total** | ${catalogs.reduce((sum, { files }) => sum + files, 0)} | ` +
      `${kib(catalogs.reduce((sum, { brotli }) => sum + brotli, 0))} |`,
    '',
    `Devanagari font (WOFF2): ${fonts.map(({ file, bytes }) => `${file.replace(/\.[0-9a-f]{16}/, '')} ${kib(bytes)}`).join(', ')}; ` +
      `fetched when the page's text uses them (not preloaded, docs/adr/0033).`,
  );
  console.log(`\n${lines.join('\n')}\n`);
} finally {
  await stack.stop();
}
