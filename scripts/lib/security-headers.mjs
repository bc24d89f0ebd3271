// The security headers of every response scripts/serve.mjs sends (docs/adr/0025). The content
// security policy of a page is computed from the runtime config the same server serves as
// /config.json, so moved ports, a `--config` file and another Supabase or Sentry are followed.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

/** On every response of every server. */
export const baseSecurityHeaders = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  // Other origins (the remotes, Supabase, Sentry, the voice service) learn our origin, never a
  // page's path or query (a lawyer's id, a search, an auth code in a link).
  'Referrer-Policy': 'strict-origin-when-cross-origin',
});

/**
 * The voice consultation (mf_ai_lawyer): @vapi-ai/web calls its API, then @daily-co/daily-js
 * loads its call engine with a script tag from c.daily.co (the SDK is created with
 * `avoidEval`, so no 'unsafe-eval') and connects to Daily's API and media servers, which are
 * on daily.co and pluot.blue subdomains chosen per call. Audio itself is WebRTC, which CSP
 * does not govern.
 */
export const VOICE_API_ORIGIN = 'https://api.vapi.ai';
const voiceSources = {
  script: ['https://c.daily.co'],
  connect: [
    VOICE_API_ORIGIN,
    'https://*.daily.co',
    'wss://*.daily.co',
    'https://*.pluot.blue',
    'wss://*.pluot.blue',
  ],
  worker: ['blob:'],
};

/**
 * The case room's video consultation (docs/adr/0031): Daily Prebuilt in a frame that
 * @daily-co/daily-js's createFrame makes, showing the meeting's `https://<domain>.daily.co/<room>`
 * address; when that does not load, daily-js tries the same room on its fallback domains
 * dailywebrtc.com and dailywebrtc.net. Everything else of the call (its scripts, API, media
 * servers) runs inside that frame under Daily's own policy; in our page createFrame loads no
 * script and connects nowhere. (After a fatal call error daily-js reports to Daily's own Sentry
 * from our page; that report is not allowed: it carries nothing our users need.)
 * Allowed on every page: the site is one document, and /cases/* is reached within it.
 */
export const VIDEO_FRAME_SOURCES = Object.freeze([
  'https://*.daily.co',
  'https://*.dailywebrtc.com',
  'https://*.dailywebrtc.net',
]);

/**
 * Who may frame a partner frame page: any https page and pages on this machine. Which partner
 * may use the forms is the database's decision (public.partners, embed_partner), made for every
 * submission; a frame page shows nothing of ours a page could not get by opening it itself.
 * (CSP source expressions take no IPv6 literal: Chromium reports `http://[::1]:*` as an error.)
 */
export const PARTNER_FRAME_ANCESTORS = ['https:', 'http://localhost:*', 'http://127.0.0.1:*'];

/**
 * Partner frame pages: HTML documents under /embed/ on mf_support_widgets' origin (the forms
 * the partner embed opens in a frame of ours, docs/adr/0022). Every other document of every
 * server refuses to be framed.
 */
export const isPartnerFramePath = (pathname) => /^\/embed\/(?:[^/]+\.html?|[^/.]+)$/.test(pathname);

const originOf = (url) => {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
};

/** The WebSocket origin beside an http(s) origin (Supabase realtime). */
const socketOriginOf = (origin) => origin.replace(/^http/, 'ws');

/** The origins a runtime config names, by what they serve; absent or invalid ones are left out. */
export function originsOf(config) {
  const remotes = Object.values(config?.remotes ?? {}).map(originOf);
  const supabase = originOf(config?.supabase?.url);
  const sentry = [
    config?.sentry?.tunnel,
    config?.sentry?.dsn,
    ...Object.values(config?.sentry?.remotes ?? {}),
  ].map((url) => typeof url === 'string' && originOf(url));
  const voice = Boolean(config?.voice?.publicKey && config?.voice?.assistantId);
  const unique = (list) => [...new Set(list.filter(Boolean))];
  return { remotes: unique(remotes), supabase, sentry: unique(sentry), voice };
}

/** The SHA-256 sources of the inline scripts in `html`, for script-src. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    // An external script (`src`, not an attribute that merely ends in it, like `data-src`).
    if (/(?:^|\s)src\s*=/i.test(attributes) || body === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const hashCache = new Map();

/** inlineScriptHashes of a file, read again only when it changed (a rebuild while serving). */
export function inlineScriptHashesOfFile(file) {
  let stats;
  try {
    stats = statSync(file);
  } catch {
    return [];
  }
  const key = `${stats.mtimeMs}:${stats.size}`;
  const cached = hashCache.get(file);
  if (cached?.key === key) return cached.hashes;
  const hashes = inlineScriptHashes(readFileSync(file, 'utf8'));
  hashCache.set(file, { key, hashes });
  return hashes;
}

const serialize = (directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/**
 * The site's pages (the shell's documents): scripts only from our origin, the remotes' origins
 * and the hashes of the page's own inline scripts; data only from those, Supabase (its API and
 * its Realtime WebSocket, which the case room listens on), Sentry and, when voice is configured,
 * the voice service. Frames only of the case room's video consultation. Never framed.
 * Styles allow 'unsafe-inline': styled-components writes its rules into <style> elements at
 * run time and the prerendered pages carry them, with style attributes, in the HTML.
 */
export function sitePolicy(config, { scriptHashes = [] } = {}) {
  const { remotes, supabase, sentry, voice } = originsOf(config);
  const supabaseSources = supabase ? [supabase, socketOriginOf(supabase)] : [];
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...scriptHashes, ...(voice ? voiceSources.script : [])],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    // blob: a picture chosen for upload is previewed before it is sent.
    'img-src': ["'self'", 'data:', 'blob:', ...remotes, ...(supabase ? [supabase] : [])],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': [
      "'self'",
      ...remotes,
      ...supabaseSources,
      ...sentry,
      ...(voice ? voiceSources.connect : []),
    ],
    'worker-src': ["'self'", ...(voice ? voiceSources.worker : [])],
    'frame-src': [...VIDEO_FRAME_SOURCES],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/**
 * A partner frame page on mf_support_widgets' origin: its own scripts, Supabase and Sentry,
 * framed by partners' pages (PARTNER_FRAME_ANCESTORS).
 */
export function partnerFramePolicy(config, { scriptHashes = [] } = {}) {
  const { supabase, sentry } = originsOf(config);
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(supabase ? [supabase] : [])],
    'connect-src': ["'self'", ...(supabase ? [supabase, socketOriginOf(supabase)] : []), ...sentry],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': PARTNER_FRAME_ANCESTORS,
  });
}

/** Any other HTML a remote serves (its prerendered fragments): inert if opened, never framed. */
export const inertDocumentPolicy = serialize({
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'img-src': ['data:'],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
});

/** The headers of a document: its policy, and X-Frame-Options for browsers without frame-ancestors. */
export function documentHeaders(policy, { frameable = false } = {}) {
  return {
    'Content-Security-Policy': policy,
    ...(frameable ? {} : { 'X-Frame-Options': 'DENY' }),
  };
}

/** The runtime config a server serves, parsed; null when it cannot be read (the page reports it). */
export function parseRuntimeConfig(readRuntimeConfig) {
  try {
    return readRuntimeConfig ? JSON.parse(readRuntimeConfig()) : null;
  } catch {
    return null;
  }
}
