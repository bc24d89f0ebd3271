// Clean production builds of the six apps, timed. The build itself is `node scripts/build.mjs`
// (spawned: it exports nothing and exits when done), so the benchmark measures exactly what
// `pnpm build` does, with its concurrency (BUILD_CONCURRENCY, default 2).
import { existsSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearTimeout, setTimeout } from 'node:timers';
import { apps, repoRoot } from '../../shared-platform/build/index.cjs';
import { startTrackedChild } from './bench-processes.mjs';

/**
 * Everything a previous build leaves that could make the next one faster or different: each
 * app's dist, and Rspack's persistent cache where Rspack puts it by default
 * (`node_modules/.cache/rspack`, per app and at the root). The configs enable no cache today, so
 * the caches normally do not exist; they are removed anyway in case someone turns one on.
 */
export function buildArtifactPaths() {
  const paths = [];
  for (const app of apps) {
    paths.push(join(app.dir, 'dist'), join(app.dir, 'node_modules', '.cache', 'rspack'));
    paths.push(join(app.dir, '.rspack-cache'));
  }
  paths.push(join(repoRoot, 'node_modules', '.cache', 'rspack'));
  return paths;
}

/** Deletes the build outputs and caches; returns the repository-relative paths it removed. */
export function cleanBuildArtifacts() {
  const removed = [];
  for (const path of buildArtifactPaths()) {
    if (!existsSync(path)) continue;
    rmSync(path, { recursive: true, force: true });
    removed.push(relative(repoRoot, path));
  }
  return removed;
}

// build.mjs prints one line per app: `✓ mf_directory           12.3 s` (✗ when it failed).
const appLinePattern = /^([✓✗]) (\S+)\s+([\d.]+) s\s*$/;
const timesMarker = '__bench_web_times__';
const totalLinePattern = /in ([\d.]+) s total\.\s*$/;

/**
 * Runs `node scripts/build.mjs` once. Resolves with the wall time measured here (process start to
 * exit), build.mjs's own total, and each app's time as build.mjs reports it (0.1 s resolution;
 * apps build two at a time, so app times overlap and add up to more than the wall time).
 */
export async function runBuildScript({ timeoutMs = 15 * 60_000, onLine } = {}) {
  const started = performance.now();
  const buildScript = join(repoRoot, 'scripts', 'build.mjs');
  // bash only adds `times` afterwards: the CPU time of build.mjs and all its rspack processes,
  // which says how much work the build was, whatever else the machine was doing meanwhile.
  const useBash = existsSync('/bin/bash');
  let afterBuild = false;
  const [command, args] = useBash
    ? [
        '/bin/bash',
        [
          '-c',
          `"$0" "$1"; rc=$?; echo ${timesMarker}; times; exit $rc`,
          process.execPath,
          buildScript,
        ],
      ]
    : [process.execPath, [buildScript]];
  const build = startTrackedChild('build', command, args, {
    cwd: repoRoot,
    env: process.env,
    onLine: (line) => {
      if (line === timesMarker) afterBuild = true;
      else if (!afterBuild) onLine?.(line);
    },
  });
  const timer = setTimeout(() => build.stop(), timeoutMs);
  const { code, signal } = await build.exited;
  clearTimeout(timer);
  const wallMs = performance.now() - started;
  const output = build.output();
  const perApp = new Map();
  let reportedTotalS = null;
  let cpuSeconds = null;
  const [buildOutput, timesOutput] = output.split(`${timesMarker}\n`);
  if (timesOutput) {
    // `times`: the shell's own user/sys, then its children's (build.mjs and every rspack).
    const children = timesOutput.trim().split('\n')[1] ?? '';
    const parts = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(
      ([, m, s]) => Number(m) * 60 + Number(s),
    );
    if (parts.length === 2) cpuSeconds = { user: parts[0], system: parts[1] };
  }
  for (const line of buildOutput.split('\n')) {
    const appMatch = appLinePattern.exec(line.trim());
    if (appMatch)
      perApp.set(appMatch[2], { ok: appMatch[1] === '✓', seconds: Number(appMatch[3]) });
    const totalMatch = totalLinePattern.exec(line);
    if (totalMatch) reportedTotalS = Number(totalMatch[1]);
  }
  const missing = apps.filter((app) => !perApp.has(app.name)).map((app) => app.name);
  return {
    ok: code === 0 && missing.length === 0,
    exit: signal ? `signal ${signal}` : `code ${code}`,
    wallMs,
    reportedTotalS,
    cpuSeconds,
    perApp,
    missing,
    output: buildOutput,
  };
}

/**
 * Whether a serve.mjs command line serves at least one app from this checkout's `<app>/dist`:
 * `--only` narrows the apps, `--dist <app>=<dir>` moves one elsewhere.
 */
function servesOwnDists(argv, cwd) {
  let only = null;
  const moved = new Map();
  for (let index = 0; index < argv.length; index += 1) {
    const match = /^--(only|dist)(?:=(.*))?$/.exec(argv[index]);
    if (!match) continue;
    const value = match[2] ?? argv[(index += 1)] ?? '';
    if (match[1] === 'only') only = value.split(',').map((name) => name.trim());
    else {
      const [name, dir] = value.split('=');
      if (name && dir) moved.set(name, resolve(cwd, dir));
    }
  }
  return apps
    .filter((app) => only === null || only.includes(app.name))
    .some((app) => !moved.has(app.name) || moved.get(app.name) === join(app.dir, 'dist'));
}

/**
 * Other processes serving this checkout's builds (`scripts/serve.mjs`, e.g. under an e2e run or
 * `pnpm serve`): deleting the dists under them breaks them, so the clean build waits for them.
 * Linux only (reads /proc); elsewhere returns [].
 */
export function otherServersOfTheseBuilds() {
  if (!existsSync('/proc')) return [];
  const serveScript = join(repoRoot, 'scripts', 'serve.mjs');
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const argv = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      const cwd = readlinkSync(`/proc/${entry}/cwd`);
      // `node [node options] <script> ...`: the script node runs is its first non-option argument.
      const isNode = /(^|\/)node(js)?$/.test(argv[0] ?? '');
      const script = argv.slice(1).find((arg) => !arg.startsWith('-'));
      const runsServe = isNode && script !== undefined && resolve(cwd, script) === serveScript;
      if (runsServe && servesOwnDists(argv, cwd)) {
        found.push({ pid: Number(entry), command: argv.join(' ').trim() });
      }
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}

/** Whether every app has a production build to serve. */
export function missingBuilds() {
  return apps
    .filter(
      (app) => !existsSync(join(app.dir, 'dist', app.isHost ? 'index.html' : 'mf-manifest.json')),
    )
    .map((app) => app.name);
}
