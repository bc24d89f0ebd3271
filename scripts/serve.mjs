#!/usr/bin/env node
// Serves the production builds (`<app>/dist`, made by `pnpm build`) as they run in production:
// the shell on :3000 with /config.json and SPA fallback, each remote on its own port with CORS.
//
//   node scripts/serve.mjs                       all six apps; /config.json generated
//   node scripts/serve.mjs --config file.json    serve that file as /config.json (or CONFIG_JSON=...)
//   node scripts/serve.mjs --only mf_directory --dist mf_directory=/tmp/other-build
//                                                 serve a subset, or another build of an app
// Ports: SHELL_PORT, MF_DIRECTORY_PORT, ... (defaults 3000-3005).
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  apps,
  corsHeaders,
  createRuntimeConfigSource,
  findApp,
  portEnvName,
  resolveAppPort,
  sendRuntimeConfig,
} from '../shared-platform/build/index.cjs';
import { cacheControlFor, resolveStaticFile, sendStaticFile } from './lib/static-files.mjs';

const usage = `Usage: node scripts/serve.mjs [--config <file>] [--only <app,...>] [--dist <app>=<dir>]...`;

function parseOptions() {
  const { values } = parseArgs({
    options: {
      config: { type: 'string' },
      only: { type: 'string' },
      dist: { type: 'string', multiple: true, default: [] },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const selected = values.only
    ? values.only.split(',').map((name) => findApp(name.trim()))
    : [...apps];
  const distOverrides = new Map(
    values.dist.map((entry) => {
      const [name, dir] = entry.split('=');
      if (!name || !dir) throw new Error(`--dist expects <app>=<dir>, got "${entry}"`);
      return [findApp(name).name, resolve(dir)];
    }),
  );
  return { configFile: values.config, selected, distOverrides };
}

/** A path without a file extension is a page of the single-page app (`/lawyers`, `/x/y`). */
function isPagePath(pathname) {
  const lastSegment = pathname.split('/').pop() ?? '';
  return !lastSegment.includes('.');
}

function createAppHandler({ app, distDir, readRuntimeConfig }) {
  return async (request, response) => {
    if (!app.isHost) {
      // The shell's page loads manifests, entries and chunks from these origins.
      for (const [name, value] of Object.entries(corsHeaders)) response.setHeader(name, value);
    }
    if (request.method === 'OPTIONS') {
      response.statusCode = 204;
      response.end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.statusCode = 405;
      response.setHeader('Allow', 'GET, HEAD, OPTIONS');
      response.end();
      return;
    }
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (app.isHost && pathname === '/config.json') {
      sendRuntimeConfig(response, readRuntimeConfig);
      return;
    }
    const file = await resolveStaticFile(distDir, pathname === '/' ? '/index.html' : pathname);
    if (file) {
      sendStaticFile(request, response, file, cacheControlFor(pathname));
      return;
    }
    // Client-side routes get the app page; a missing asset stays a 404 so it fails visibly.
    if (app.isHost && isPagePath(pathname)) {
      const page = await resolveStaticFile(distDir, '/index.html');
      if (page) {
        sendStaticFile(request, response, page, 'no-cache');
        return;
      }
    }
    response.statusCode = 404;
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache');
    response.end(`Not found: ${pathname}\n`);
  };
}

function assertBuilt(app, distDir) {
  const marker = join(distDir, app.isHost ? 'index.html' : 'mf-manifest.json');
  if (!existsSync(marker)) {
    throw new Error(
      `No production build of ${app.name} in ${distDir} (missing ${marker}). Run \`pnpm build\` first.`,
    );
  }
}

function listen(server, port, app) {
  return new Promise((resolvePromise, reject) => {
    server.once('error', (error) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new Error(
            `Port ${port} (${app.name}) is already in use. Stop whatever is listening there ` +
              `(is NyayaConnect already running?) or choose another port with ${portEnvName(app.name)}=<port>.`,
          ),
        );
      } else {
        reject(error);
      }
    });
    server.listen(port, () => resolvePromise());
  });
}

function closeAll(servers) {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
}

async function main() {
  const { configFile, selected, distOverrides } = parseOptions();
  const plan = selected.map((app) => ({
    app,
    port: resolveAppPort(app.name),
    distDir: distOverrides.get(app.name) ?? join(app.dir, 'dist'),
  }));
  for (const { app, distDir } of plan) assertBuilt(app, distDir);
  const readRuntimeConfig = plan.some(({ app }) => app.isHost)
    ? createRuntimeConfigSource({ configFile })
    : null;

  const servers = [];
  try {
    for (const entry of plan) {
      const server = createServer(createAppHandler({ ...entry, readRuntimeConfig }));
      servers.push(server);
      await listen(server, entry.port, entry.app);
    }
  } catch (error) {
    closeAll(servers);
    throw error;
  }

  console.log('NyayaConnect production builds are being served:');
  for (const { app, port, distDir } of plan) {
    const url = app.isHost
      ? `http://localhost:${port}/`
      : `http://localhost:${port}/mf-manifest.json`;
    console.log(
      `  ${app.name.padEnd(20)} ${url.padEnd(40)} ${distOverrides.has(app.name) ? distDir : ''}`,
    );
  }
  if (readRuntimeConfig) console.log(`  /config.json: ${readRuntimeConfig.description}`);
  console.log('Press Ctrl-C to stop.');

  const stop = () => {
    closeAll(servers);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
