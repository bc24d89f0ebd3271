#!/usr/bin/env node
// Serves the production builds (`<app>/dist`, made by `pnpm build`) as they run in production:
// the shell on :3000 with /config.json and SPA fallback, each remote on its own port with CORS.
//
//   node scripts/serve.mjs                       all six apps; /config.json generated
//   node scripts/serve.mjs --config file.json    serve that file as /config.json (or CONFIG_JSON=...)
//   node scripts/serve.mjs --only mf_directory --dist mf_directory=/tmp/other-build
//                                                 serve a subset, or another build of an app
// Ports: SHELL_PORT, MF_DIRECTORY_PORT, ... (defaults 3000-3005).
//
// Local Sentry envelope sink (shell server only): POST /__sentry/envelope stores an envelope in
// memory, GET /__sentry/envelopes returns them as JSON, DELETE /__sentry/envelopes forgets them.
// SENTRY_LOCAL_SINK=1 makes the generated /config.json send Sentry's envelopes here.
import { Buffer } from 'node:buffer';
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
import { LOCAL_SENTRY_TUNNEL } from '../shared-platform/build/runtime-config.cjs';
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

const SENTRY_ENVELOPES_PATH = '/__sentry/envelopes';
const MAX_ENVELOPES = 200;
const MAX_ENVELOPE_BYTES = 1024 * 1024;

function parseJsonOrText(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A Sentry envelope: a JSON header line, then items, each a JSON header line and a payload
 * (`length` bytes when the item header gives it, else up to the next newline).
 */
function parseSentryEnvelope(body) {
  let offset = 0;
  const readLine = () => {
    const end = body.indexOf(0x0a, offset);
    const line = body.subarray(offset, end === -1 ? body.length : end).toString('utf8');
    offset = end === -1 ? body.length : end + 1;
    return line;
  };
  const header = parseJsonOrText(readLine());
  const items = [];
  while (offset < body.length) {
    const line = readLine();
    if (line.trim() === '') continue;
    const itemHeader = parseJsonOrText(line);
    let payload;
    if (typeof itemHeader?.length === 'number') {
      payload = body.subarray(offset, offset + itemHeader.length).toString('utf8');
      offset += itemHeader.length;
      if (body[offset] === 0x0a) offset += 1;
    } else {
      payload = readLine();
    }
    items.push({ header: itemHeader, payload: parseJsonOrText(payload) });
  }
  return { header, items };
}

/**
 * Stands in for Sentry's ingest on a developer machine and in tests: the shell's Sentry tunnel
 * posts here, and tests read what the browser would have sent. Memory only, newest 200 kept.
 */
function createSentrySink() {
  const envelopes = [];

  const sendJson = (response, status, value) => {
    response.statusCode = status;
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store');
    response.end(JSON.stringify(value));
  };

  const receive = (request, response) => {
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size <= MAX_ENVELOPE_BYTES) chunks.push(chunk);
    });
    request.on('end', () => {
      if (size > MAX_ENVELOPE_BYTES) {
        sendJson(response, 413, { error: 'envelope too large' });
        return;
      }
      try {
        const envelope = parseSentryEnvelope(Buffer.concat(chunks));
        envelopes.push({ receivedAt: new Date().toISOString(), ...envelope });
        if (envelopes.length > MAX_ENVELOPES) envelopes.splice(0, envelopes.length - MAX_ENVELOPES);
        // No body: the SDK reads none.
        response.statusCode = 200;
        response.setHeader('Content-Length', '0');
        response.end();
      } catch (error) {
        sendJson(response, 400, { error: error instanceof Error ? error.message : String(error) });
      }
    });
  };

  /** Answers the sink's routes; false for any other path. */
  return (request, response, pathname) => {
    if (pathname === LOCAL_SENTRY_TUNNEL && request.method === 'POST') {
      receive(request, response);
      return true;
    }
    if (pathname === SENTRY_ENVELOPES_PATH && request.method === 'GET') {
      sendJson(response, 200, envelopes);
      return true;
    }
    if (pathname === SENTRY_ENVELOPES_PATH && request.method === 'DELETE') {
      envelopes.length = 0;
      response.statusCode = 204;
      response.end();
      return true;
    }
    if (pathname === LOCAL_SENTRY_TUNNEL || pathname === SENTRY_ENVELOPES_PATH) {
      response.statusCode = 405;
      response.setHeader('Allow', pathname === LOCAL_SENTRY_TUNNEL ? 'POST' : 'GET, DELETE');
      response.end();
      return true;
    }
    return false;
  };
}

function createAppHandler({ app, distDir, readRuntimeConfig }) {
  const sentrySink = app.isHost ? createSentrySink() : null;
  return async (request, response) => {
    if (sentrySink) {
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      if (sentrySink(request, response, pathname)) return;
    }
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
  const host = plan.find(({ app }) => app.isHost);
  if (host) {
    console.log(
      `  Sentry envelope sink: POST ${LOCAL_SENTRY_TUNNEL}, GET/DELETE http://localhost:${host.port}${SENTRY_ENVELOPES_PATH}`,
    );
  }
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
