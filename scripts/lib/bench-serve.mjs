// Serves the production builds for the page measurements with `node scripts/serve.mjs`, on the
// standard ports or on free ones (so a site already running on 3000-3005 is left alone).
// serve.mjs generates /config.json from the same <NAME>_PORT variables it listens on
// (shared-platform/build/runtime-config.cjs), so the shell finds the remotes on the ports used;
// the benchmark checks that by reading /config.json back.
/* global fetch, AbortSignal */
import { createServer } from 'node:net';
import { join } from 'node:path';
import { apps, portEnvName, remoteApps, repoRoot } from '../../shared-platform/build/index.cjs';
import { waitForHttp } from './http-probe.mjs';
import { startTrackedChild } from './bench-processes.mjs';

function isPortFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port: 0, exclusive: true }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * A port per app: `standard` uses 3000-3005 (fails if one is taken); `free` asks the OS for
 * unused ones; `auto` uses the standard ports when all are free, else free ones.
 */
export async function choosePorts(mode = 'auto') {
  const standard = new Map(apps.map((app) => [app.name, app.defaultPort]));
  if (mode !== 'free') {
    const busy = [];
    for (const [name, port] of standard)
      if (!(await isPortFree(port))) busy.push(`${name}:${port}`);
    if (busy.length === 0) return { ports: standard, kind: 'standard' };
    if (mode === 'standard') {
      throw new Error(`Standard ports in use (${busy.join(', ')}); use --ports free.`);
    }
  }
  const ports = new Map();
  const taken = new Set();
  for (const app of apps) {
    let port = await freePort();
    while (taken.has(port)) port = await freePort();
    taken.add(port);
    ports.set(app.name, port);
  }
  return { ports, kind: 'free' };
}

/** Environment for serve.mjs: our ports, and nothing that would point config.json elsewhere. */
function serveEnv(ports) {
  const env = { ...process.env };
  delete env.CONFIG_JSON;
  for (const app of remoteApps) delete env[`${app.name.toUpperCase()}_MANIFEST_URL`];
  for (const [name, port] of ports) env[portEnvName(name)] = String(port);
  return env;
}

/**
 * Starts serve.mjs and waits until the shell and every remote manifest answer. Returns the
 * origins, the served /config.json, and `stop()`.
 */
export async function startServer(ports, { timeoutMs = 30_000 } = {}) {
  const server = startTrackedChild(
    'serve',
    process.execPath,
    [join(repoRoot, 'scripts', 'serve.mjs')],
    {
      cwd: repoRoot,
      env: serveEnv(ports),
    },
  );
  const origins = new Map([...ports].map(([name, port]) => [name, `http://localhost:${port}`]));
  const probes = apps.map((app) =>
    waitForHttp(`${origins.get(app.name)}${app.isHost ? '/' : '/mf-manifest.json'}`, { timeoutMs }),
  );
  const outcome = await Promise.race([
    Promise.all(probes).then((ready) => (ready.every(Boolean) ? 'ready' : 'timeout')),
    server.exited.then(() => 'exited'),
  ]);
  if (outcome !== 'ready') {
    await server.stop();
    throw new Error(
      `serve.mjs did not come up (${outcome}). Its output:\n${server.output().trim() || '(none)'}`,
    );
  }
  const shellOrigin = origins.get('shell');
  const response = await fetch(`${shellOrigin}/config.json`);
  const config = await response.json();
  const mismatched = remoteApps
    .filter((app) => config.remotes?.[app.name] !== `${origins.get(app.name)}/mf-manifest.json`)
    .map((app) => `${app.name} -> ${config.remotes?.[app.name]}`);
  if (mismatched.length > 0) {
    await server.stop();
    throw new Error(`/config.json does not point at the served remotes: ${mismatched.join(', ')}`);
  }
  return { origins, config, stop: () => server.stop() };
}

/** Whether the Supabase API named in config.json answers at all (it is not needed to run). */
export async function isReachable(url, timeoutMs = 2000) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    return true;
  } catch {
    return false;
  }
}
