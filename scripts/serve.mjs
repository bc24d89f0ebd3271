#!/usr/bin/env node
// `pnpm serve`: the production builds (`<app>/dist`, made by `pnpm build`) served as in
// production, with sirv: the shell with /config.json and its pages by route (the prerendered
// landing page, the app shell, the prerendered 404 page with status 404), in the language of the
// `nyaya_lang` cookie, else of Accept-Language, else English (lib/documents.mjs), each remote
// on its own port with CORS (mf_support_widgets with /config.json too, for partners' embed.js);
// precompressed `.br`/`.gz` files when the client accepts them.
//
//   node scripts/serve.mjs                      all eight apps; /config.json from the environment
//   node scripts/serve.mjs --config file.json   serve that file as /config.json, re-read on every
//                                               request (or CONFIG_JSON=file.json)
//   node scripts/serve.mjs --only mf_directory --dist mf_directory=/tmp/other-build
//                                               a subset of the apps, or another build of one
// Ports: SHELL_PORT, MF_DIRECTORY_PORT, ... (defaults 3000-3005, MF_OPS_CONSOLE_PORT 3007, MF_CASE_ROOM_PORT 3008).
//
// Security headers on every response (lib/security-headers.mjs, docs/adr/0025): each page's
// Content-Security-Policy is computed from the /config.json this server serves.
//
// Local Sentry envelope sink (shell only), mounted only while the served /config.json sends
// Sentry's envelopes to it (`sentry.tunnel` = /__sentry/envelope, which SENTRY_LOCAL_SINK=1
// generates): POST /__sentry/envelope keeps an envelope in memory (bounded); GET
// /__sentry/envelopes returns them parsed and DELETE forgets them, from this machine only and
// with `Authorization: Bearer <token>` (SENTRY_SINK_TOKEN, else a random one printed at start).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { corsHeaders } from '../build-kit/src/app-config.cjs';
import { apps, findApp, portEnvName, resolveAppPort } from '../build-kit/src/apps.cjs';
import { listenOn } from '../build-kit/src/ports.cjs';
import {
  createRuntimeConfigSource,
  LOCAL_SENTRY_TUNNEL,
  sendRuntimeConfig,
} from '../build-kit/src/runtime-config.cjs';
import { documentFor, looksLikeFile, readRoutesManifest, sendDocument } from './lib/documents.mjs';
import { createPageComposer } from './lib/page-fragments.mjs';
import {
  baseSecurityHeaders,
  documentHeaders,
  inertDocumentPolicy,
  inlineScriptHashesOfFile,
  isPartnerFramePath,
  parseRuntimeConfig,
  partnerFramePolicy,
  sitePolicy,
} from './lib/security-headers.mjs';
import {
  createSentrySink,
  SENTRY_ENVELOPE_PATH,
  SENTRY_ENVELOPES_PATH,
} from './lib/sentry-envelope.mjs';

// Build output names carry `.[contenthash:16]` (build-kit/src/app-config.cjs): such a
// file never changes, while everything else (index.html, config.json, mf-manifest.json,
// remoteEntry.js) names the current release and must be revalidated on every load.
const hashedName = /\.[0-9a-f]{16}\.[a-z0-9]+(?:\.map)?$/;
const cacheControl = (pathname) =>
  hashedName.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';

/** Whether the served config sends Sentry's envelopes to this server's sink. */
const localSinkConfigured = (readRuntimeConfig) =>
  parseRuntimeConfig(readRuntimeConfig)?.sentry?.tunnel === LOCAL_SENTRY_TUNNEL;

/**
 * What a request for `pathname` gets if it is a document: the shell's pages (by route, or its
 * .html files by name) the site's policy; a partner frame page on mf_support_widgets a policy
 * that partners' pages may frame; any other HTML of a remote an inert one. Null: not a page.
 */
function documentKind(app, pathname) {
  const html = /\.html?$/.test(pathname);
  if (app.isHost) return html || !looksLikeFile(pathname) ? 'site' : null;
  if (app.name === 'mf_support_widgets' && isPartnerFramePath(pathname)) return 'partner-frame';
  return html || !looksLikeFile(pathname) ? 'inert' : null;
}

/** The file sirv serves for a document path (remotes also try `.html`), inside `dir` only. */
function documentFile(dir, pathname) {
  for (const candidate of [pathname, `${pathname}.html`]) {
    const file = normalize(join(dir, candidate));
    if (file.startsWith(dir + sep) && existsSync(file) && /\.html?$/.test(file)) return file;
  }
  return null;
}

function createHandler(app, dir, readRuntimeConfig, sentrySinkToken) {
  // dev: look files up on each request, so a `pnpm build` while serving is picked up.
  const assets = sirv(dir, {
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    // The shell's pages are documents (lib/documents.mjs), chosen by route: sirv sends files by
    // their exact names only, or `/404` would be the 404 page with status 404.
    ...(app.isHost ? { extensions: [] } : {}),
    setHeaders: (response, pathname) => response.setHeader('Cache-Control', cacheControl(pathname)),
  });
  const sentrySink = app.isHost && createSentrySink({ token: sentrySinkToken });
  // A remote's route: its frame with the remote's prerendered page, from the release config.json names.
  const compose =
    app.isHost && createPageComposer({ remotes: () => JSON.parse(readRuntimeConfig()).remotes });
  /** A document's headers, with the hashes of its inline scripts. */
  const headersFor = (kind, scriptHashes) => {
    if (kind === 'inert') return documentHeaders(inertDocumentPolicy);
    const config = parseRuntimeConfig(readRuntimeConfig);
    return kind === 'partner-frame'
      ? documentHeaders(partnerFramePolicy(config, { scriptHashes }), { frameable: true })
      : documentHeaders(sitePolicy(config, { scriptHashes }));
  };
  return (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    for (const header of Object.entries(baseSecurityHeaders)) response.setHeader(...header);
    if (
      sentrySink &&
      (pathname === SENTRY_ENVELOPE_PATH || pathname === SENTRY_ENVELOPES_PATH) &&
      localSinkConfigured(readRuntimeConfig) &&
      sentrySink(request, response, pathname)
    ) {
      return;
    }
    // The shell's page loads manifests, entries and chunks from the remotes' origins.
    if (!app.isHost)
      for (const header of Object.entries(corsHeaders)) response.setHeader(...header);
    if (request.method === 'OPTIONS') return response.writeHead(204).end();
    if (app.servesRuntimeConfig && pathname === '/config.json') {
      return sendRuntimeConfig(response, readRuntimeConfig);
    }
    const kind = documentKind(app, pathname);
    if (kind) {
      const file = documentFile(dir, pathname);
      const headers = headersFor(kind, file ? inlineScriptHashesOfFile(file) : []);
      for (const header of Object.entries(headers)) response.setHeader(...header);
    }
    assets(request, response, () => {
      if (app.isHost && !looksLikeFile(pathname)) {
        return sendDocument(request, response, {
          dir,
          ...documentFor(readRoutesManifest(dir), pathname, request.headers),
          compose,
          headersFor: (scriptHashes) => headersFor('site', scriptHashes),
        }).catch((error) => {
          console.error(`Could not send the page for ${pathname}:`, error);
          if (!response.headersSent) response.writeHead(500).end();
        });
      }
      response
        .writeHead(404, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-cache',
        })
        .end(`Not found: ${pathname}\n`);
    });
  };
}

/**
 * Serves the apps named in `only` (default all) from `dists[name]` (default `<app>/dist`), each
 * on `ports[name]` (default its port from the environment; 0 picks a free one), in this process.
 * /config.json is `configFile` (re-read on every request) or generated from `env`, pointing at
 * the ports actually bound. The shell's Sentry sink reads back with `sentrySinkToken`
 * (default SENTRY_SINK_TOKEN, else a random one). Resolves with
 * `{ origins: { name: origin }, config, sentrySinkToken, close() }`.
 * @param {{ only?: string[], dists?: Record<string, string>, ports?: Record<string, number>,
 *   configFile?: string, env?: Record<string, string | undefined>, sentrySinkToken?: string }} [options]
 */
export async function startServers({
  only,
  dists = {},
  ports = {},
  configFile,
  env = process.env,
  sentrySinkToken = env.SENTRY_SINK_TOKEN || randomBytes(24).toString('base64url'),
} = {}) {
  const plan = (only ?? apps.map((app) => app.name)).map((name) => {
    const app = findApp(name);
    const dir = dists[app.name] ?? join(app.dir, 'dist');
    if (!existsSync(join(dir, app.isHost ? 'index.html' : 'mf-manifest.json'))) {
      throw new Error(`No production build of ${app.name} in ${dir}. Run \`pnpm build\` first.`);
    }
    return { app, dir, server: createServer() };
  });
  const close = async () => {
    await Promise.all(
      plan.map(({ server }) => new Promise((done) => server.close(done).closeAllConnections())),
    );
  };
  try {
    for (const { app, server } of plan) {
      const port = ports[app.name] ?? resolveAppPort(app.name, env);
      await listenOn(server, { port, label: app.name, envName: portEnvName(app.name) });
    }
  } catch (error) {
    await close();
    throw error;
  }
  const bound = plan.map(({ app, server }) => [app, server.address().port]);
  const boundEnv = Object.fromEntries(
    bound.map(([app, port]) => [portEnvName(app.name), `${port}`]),
  );
  const config =
    plan.some(({ app }) => app.servesRuntimeConfig) &&
    createRuntimeConfigSource({ configFile, env: { ...env, ...boundEnv } });
  for (const { app, dir, server } of plan) {
    server.on('request', createHandler(app, resolve(dir), config, sentrySinkToken));
  }
  const origins = Object.fromEntries(
    bound.map(([app, port]) => [app.name, `http://localhost:${port}`]),
  );
  return { origins, config, sentrySinkToken, close };
}

async function main() {
  const { values } = parseArgs({
    options: {
      config: { type: 'string' },
      only: { type: 'string' },
      dist: { type: 'string', multiple: true, default: [] },
    },
  });
  const dists = Object.fromEntries(
    values.dist.map((entry) => {
      const [name, dir] = entry.split('=');
      if (!name || !dir) throw new Error(`--dist expects <app>=<dir>, got "${entry}"`);
      return [findApp(name).name, resolve(dir)];
    }),
  );
  const only = values.only?.split(',').map((name) => findApp(name.trim()).name);
  const { origins, config, sentrySinkToken, close } = await startServers({
    only,
    dists,
    configFile: values.config,
  });
  console.log('NyayaConnect production builds are being served:');
  for (const [name, origin] of Object.entries(origins)) {
    const url = findApp(name).isHost ? `${origin}/` : `${origin}/mf-manifest.json`;
    console.log(`  ${name.padEnd(20)} ${url.padEnd(40)} ${dists[name] ?? ''}`);
  }
  if (config) console.log(`  /config.json: ${config.description}`);
  if (origins.shell && localSinkConfigured(config)) {
    console.log(`  Sentry sink: the page posts to ${SENTRY_ENVELOPE_PATH}; read them with`);
    console.log(
      `    curl -H 'Authorization: Bearer ${sentrySinkToken}' ${origins.shell}${SENTRY_ENVELOPES_PATH}`,
    );
  }
  console.log('Press Ctrl-C to stop.');
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => close().then(() => process.exit(0)));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
