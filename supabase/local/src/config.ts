import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { readAuthLimits, type AuthLimits } from './auth/limits.ts';
import { configPath, defaultDataDir, localEnvPath, supabaseDir } from './paths.ts';

export interface LocalStackConfig {
  apiPort: number;
  apiHost: string;
  mailWebPort: number;
  mailSmtpPort: number;
  /**
   * Where the stack serves its embedded database (PGlite) to PostgreSQL clients
   * (SUPABASE_DB_PORT). Unused on PostgreSQL, whose own URL clients take.
   */
  dbPort: number;
  /** PGlite data directory, or null to keep the database in memory. */
  dataDir: string | null;
  /** When set, a real PostgreSQL database is used instead of PGlite. */
  databaseUrl: string | null;
  publishableKey: string;
  secretKey: string;
  jwtSecret: string;
  seedPaths: string[];
  /**
   * The `[api]` and `[auth]` sections of config.toml, env(...) placeholders resolved, as lite
   * takes them (`[auth.rate_limit]`, which lite does not know, is in `authLimits`).
   */
  api: Record<string, unknown>;
  auth: Record<string, unknown>;
  /** Rate limits and code limits the stack enforces in front of lite (src/auth). */
  authLimits: AuthLimits;
  /**
   * The site's origin on this machine (SHELL_PORT): auth e-mails link back to it, and
   * `auth.site_url` and `auth.additional_redirect_urls` name it instead of config.toml's port.
   */
  siteOrigin: string;
  /**
   * The demo partner page (scripts/partner-demo.mjs, DEMO_PARTNER_PORT) and its partner id: the
   * stack registers the page's origins for that partner after seeding.
   */
  demoPartner: { id: string; origins: string[] };
}

type Env = Record<string, string | undefined>;

/** Reads `KEY=value` lines; `#` starts a comment. */
export function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/i.exec(line);
    if (!match || line.trimStart().startsWith('#')) continue;
    values[match[1]!] = match[2]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

/** The committed local-only keys, overridden by the process environment. */
export function loadLocalEnv(env: Env = process.env): Env {
  return { ...parseEnvFile(readFileSync(localEnvPath, 'utf8')), ...definedOnly(env) };
}

function definedOnly(env: Env): Env {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
}

/** Replaces Supabase CLI style `env(NAME)` values with the variable's value. */
function resolvePlaceholders<T>(value: T, env: Env): T {
  if (typeof value === 'string') {
    const match = /^env\((\w+)\)$/.exec(value);
    if (!match) return value;
    const resolved = env[match[1]!];
    if (resolved === undefined)
      throw new Error(`config.toml needs the environment variable ${match[1]}`);
    return resolved as T;
  }
  if (Array.isArray(value)) return value.map((item) => resolvePlaceholders(item, env)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolvePlaceholders(item, env)]),
    ) as T;
  }
  return value;
}

function port(env: Env, name: string, fallback: unknown): number {
  const raw = env[name] ?? fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    throw new Error(`${name} must be a port number, got "${String(raw)}"`);
  }
  return value;
}

export function loadConfig(overrides: Env = {}): LocalStackConfig {
  const env = { ...loadLocalEnv(), ...definedOnly(overrides) };
  const toml = resolvePlaceholders(parseToml(readFileSync(configPath, 'utf8')), env) as {
    api?: Record<string, unknown> & { port?: number };
    auth?: Record<string, unknown>;
    inbucket?: { port?: number; smtp_port?: number };
    db?: { port?: number; seed?: { enabled?: boolean; sql_paths?: string[] } };
  };

  const dataDir = env.SUPABASE_DATA_DIR ?? defaultDataDir;
  const seed = toml.db?.seed;
  const { rate_limit: _rateLimit, ...tomlAuth } = toml.auth ?? {};
  const { auth, siteOrigin } = followShellPort(tomlAuth, env);
  const demoPartnerPort = port(env, 'DEMO_PARTNER_PORT', defaultDemoPartnerPort);
  return {
    apiPort: port(env, 'SUPABASE_API_PORT', toml.api?.port ?? 54321),
    apiHost: env.SUPABASE_API_HOST ?? '127.0.0.1',
    mailWebPort: port(env, 'MAILDEV_WEB_PORT', toml.inbucket?.port ?? 54324),
    mailSmtpPort: port(env, 'MAILDEV_SMTP_PORT', toml.inbucket?.smtp_port ?? 54325),
    dbPort: port(env, 'SUPABASE_DB_PORT', toml.db?.port ?? 54322),
    dataDir: dataDir === ':memory:' ? null : resolve(dataDir),
    databaseUrl: env.DATABASE_URL || null,
    publishableKey: required(env, 'SUPABASE_PUBLISHABLE_KEY'),
    secretKey: required(env, 'SUPABASE_SECRET_KEY'),
    jwtSecret: required(env, 'SUPABASE_JWT_SECRET'),
    seedPaths:
      seed?.enabled === false
        ? []
        : (seed?.sql_paths ?? ['./seed.sql']).map((path) => resolve(supabaseDir, path)),
    api: toml.api ?? {},
    auth,
    authLimits: readAuthLimits(toml.auth ?? {}, env),
    siteOrigin,
    demoPartner: {
      id: env.DEMO_PARTNER_ID || defaultDemoPartnerId,
      origins: loopbackOrigins(demoPartnerPort),
    },
  };
}

/** The shell's and the demo partner page's ports when nothing moves them (README, "Ports"). */
const defaultShellPort = 3000;
const defaultDemoPartnerPort = 3006;
/** The partner supabase/seed.sql registers for the demo page. */
const defaultDemoPartnerId = 'demo-legal-aid';

const loopbackOrigins = (port: number) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`];

/**
 * config.toml names the site at its default port, as the hosted project's settings do. Locally
 * the site is wherever SHELL_PORT put it: the site URL, and every allowed redirect on the site's
 * loopback origins, move to that port (other redirect URLs stay as written).
 */
function followShellPort(
  auth: Record<string, unknown>,
  env: Env,
): { auth: Record<string, unknown>; siteOrigin: string } {
  const configured = typeof auth.site_url === 'string' ? auth.site_url : null;
  let configuredPort = defaultShellPort;
  if (configured) {
    const url = new URL(configured);
    if (url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') {
      // A non-local site URL is meant as written.
      return { auth, siteOrigin: url.origin };
    }
    configuredPort = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  }
  const shellPort = port(env, 'SHELL_PORT', configuredPort);
  const [fromLocalhost, fromLoopback] = loopbackOrigins(configuredPort);
  const [toLocalhost, toLoopback] = loopbackOrigins(shellPort);
  const move = (value: unknown) => {
    if (typeof value !== 'string') return value;
    for (const [from, to] of [
      [fromLocalhost!, toLocalhost!],
      [fromLoopback!, toLoopback!],
    ] as const) {
      if (value === from || value.startsWith(`${from}/`)) return to + value.slice(from.length);
    }
    return value;
  };
  const redirects = Array.isArray(auth.additional_redirect_urls)
    ? auth.additional_redirect_urls.map(move)
    : [toLocalhost, `${toLocalhost}/**`, toLoopback, `${toLoopback}/**`];
  const siteUrl = configured ? String(move(configured)) : toLocalhost!;
  return {
    auth: { ...auth, site_url: siteUrl, additional_redirect_urls: redirects },
    siteOrigin: new URL(siteUrl).origin,
  };
}

function required(env: Env, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`Missing ${name}: set it in supabase/.env.local or the environment`);
  return value;
}
