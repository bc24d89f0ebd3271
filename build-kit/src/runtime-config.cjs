'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { repoRoot, remoteApps, resolveAppPort } = require('./apps.cjs');

/**
 * The shell reads `/config.json` before its first render: no remote URL or key
 * is compiled into a bundle. Locally that file is generated from the environment and the
 * committed local-only keys in supabase/.env.local, so `pnpm dev` and `serve.mjs` agree.
 */

/** Placeholder contact details (the real ones are set per deployment); each is overridable: CONTACT_PHONE, CONTACT_WHATSAPP, CONTACT_EMAIL, CONTACT_ADDRESS. */
const defaultContact = Object.freeze({
  phone: '+91 11 4000 1234',
  whatsapp: '+91 11 4000 1235',
  email: 'support@nyayaconnect.in',
  address: '2nd Floor, 21 Nehru Place, New Delhi 110019',
});

/** Reads `KEY=value` lines; `#` starts a comment (same format as supabase/local reads). */
function parseEnvFile(text) {
  const values = {};
  for (const line of text.split(/\r?\n/)) {
    if (line.trimStart().startsWith('#')) continue;
    const match = /^\s*([A-Za-z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

function readLocalSupabaseEnv(rootDir) {
  const file = path.join(rootDir, 'supabase', '.env.local');
  return fs.existsSync(file) ? parseEnvFile(fs.readFileSync(file, 'utf8')) : {};
}

function nonEmpty(value) {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The release Sentry groups errors by: the checked-out commit, or 'local' outside git. */
function currentGitSha(rootDir) {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: rootDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

/** Drops undefined values so optional settings are absent rather than null in the JSON. */
function withoutUndefined(object) {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}

function supabaseSettings(env, fileEnv) {
  // SUPABASE_API_PORT moves the local stack, so it must win over the URL in the committed file.
  const apiPort = nonEmpty(env.SUPABASE_API_PORT);
  const url =
    nonEmpty(env.SUPABASE_URL) ??
    (apiPort ? `http://localhost:${apiPort}` : nonEmpty(fileEnv.SUPABASE_URL));
  const anonKey =
    nonEmpty(env.SUPABASE_PUBLISHABLE_KEY) ?? nonEmpty(fileEnv.SUPABASE_PUBLISHABLE_KEY);
  if (!url || !anonKey) {
    throw new Error(
      'SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY are needed (environment or supabase/.env.local)',
    );
  }
  return { url, anonKey };
}

/** `mf_directory` -> its manifest URL; `MF_DIRECTORY_MANIFEST_URL` points it elsewhere. */
function remoteManifestUrls(env) {
  const remotes = {};
  for (const app of remoteApps) {
    const override = nonEmpty(env[`${app.name.toUpperCase()}_MANIFEST_URL`]);
    remotes[app.name] =
      override ?? `http://localhost:${resolveAppPort(app.name, env)}/mf-manifest.json`;
  }
  return remotes;
}

/** Where the shell's local envelope sink listens (scripts/serve.mjs). */
const LOCAL_SENTRY_TUNNEL = '/__sentry/envelope';

function isTruthy(value) {
  return /^(1|true|yes|on)$/i.test(nonEmpty(value) ?? '');
}

/**
 * Sentry: off without a DSN (SENTRY_DSN). With SENTRY_LOCAL_SINK=1 every envelope goes to the
 * shell's own server instead (`tunnel`, kept in memory by scripts/serve.mjs and read back at
 * GET /__sentry/envelopes), and a local-only DSN is used when SENTRY_DSN is not set, so the SDK
 * runs for real without a Sentry account or network. SENTRY_TUNNEL points the tunnel elsewhere.
 */
function sentrySettings(env, rootDir) {
  const localSink = isTruthy(env.SENTRY_LOCAL_SINK);
  const localDsn = `http://public@localhost:${resolveAppPort('shell', env)}/1`;
  return withoutUndefined({
    dsn: nonEmpty(env.SENTRY_DSN) ?? (localSink ? localDsn : undefined),
    environment: nonEmpty(env.SENTRY_ENVIRONMENT) ?? 'local',
    release: nonEmpty(env.SENTRY_RELEASE) ?? currentGitSha(rootDir) ?? 'local',
    tunnel: localSink ? LOCAL_SENTRY_TUNNEL : nonEmpty(env.SENTRY_TUNNEL),
  });
}

/** Builds the runtime configuration object served as `/config.json`. */
function createRuntimeConfig({ env = process.env, rootDir = repoRoot } = {}) {
  const fileEnv = readLocalSupabaseEnv(rootDir);
  return {
    supabase: supabaseSettings(env, fileEnv),
    remotes: remoteManifestUrls(env),
    // Where partners' embed.js sends visitors for the AI Lawyer (SITE_URL in production).
    site: { url: nonEmpty(env.SITE_URL) ?? `http://localhost:${resolveAppPort('shell', env)}` },
    sentry: sentrySettings(env, rootDir),
    voice: withoutUndefined({
      publicKey: nonEmpty(env.VAPI_PUBLIC_KEY),
      assistantId: nonEmpty(env.VAPI_ASSISTANT_ID),
    }),
    contact: {
      phone: nonEmpty(env.CONTACT_PHONE) ?? defaultContact.phone,
      whatsapp: nonEmpty(env.CONTACT_WHATSAPP) ?? defaultContact.whatsapp,
      email: nonEmpty(env.CONTACT_EMAIL) ?? defaultContact.email,
      address: nonEmpty(env.CONTACT_ADDRESS) ?? defaultContact.address,
    },
    // 'Continue with Google' starts Google sign-in only where the auth server has the provider.
    auth: { google: isTruthy(env.AUTH_GOOGLE_ENABLED) },
  };
}

/**
 * Where `/config.json` comes from: a given file (`configFile`, else `CONFIG_JSON`), served
 * verbatim and re-read on every request so tests can swap it while the server runs; otherwise
 * the generated configuration, built once.
 * Returns a function producing the response body.
 */
function createRuntimeConfigSource({ configFile, env = process.env, rootDir = repoRoot } = {}) {
  const file = nonEmpty(configFile) ?? nonEmpty(env.CONFIG_JSON);
  if (file) {
    const absolute = path.resolve(file);
    if (!fs.existsSync(absolute)) throw new Error(`Runtime config file not found: ${absolute}`);
    return Object.assign(() => fs.readFileSync(absolute, 'utf8'), { description: absolute });
  }
  const body = `${JSON.stringify(createRuntimeConfig({ env, rootDir }), null, 2)}\n`;
  return Object.assign(() => body, {
    description: 'generated from the environment and supabase/.env.local',
  });
}

/** Writes `/config.json` to a Node or connect response; never cached, it decides the whole site. */
function sendRuntimeConfig(response, readBody) {
  let body;
  try {
    body = readBody();
  } catch (error) {
    response.statusCode = 500;
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store');
    response.end(
      `config.json could not be read: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return;
  }
  response.statusCode = 200;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-cache');
  response.end(body);
}

module.exports = {
  createRuntimeConfig,
  createRuntimeConfigSource,
  sendRuntimeConfig,
  parseEnvFile,
  defaultContact,
  LOCAL_SENTRY_TUNNEL,
};
