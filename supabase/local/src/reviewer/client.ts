import ws from 'ws';
import { loadLocalEnv } from '../config.ts';
import { importWithoutNode20Notice } from '../quiet-import.ts';
import type { Database, DatabaseClient } from '../types/database.ts';
import type { ParsedArguments } from './args.ts';
import { localEnvSource, ReviewerError, reviewersTool, type ApiTarget } from './errors.ts';

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * The API URL and secret key: --url/--key, else SUPABASE_URL/SUPABASE_SECRET_KEY from the
 * environment, else the local stack's values in supabase/.env.local. SUPABASE_API_PORT moves
 * the local stack, so it wins over the file's URL (as in the site's config.json): the tool
 * decides on the stack that `npm start` or `db:start` started with the same variables.
 */
export function resolveTarget(
  args: Pick<ParsedArguments, 'url' | 'key'>,
  env: Env = process.env,
  tool: string = reviewersTool,
): ApiTarget {
  let fileEnv: Env = {};
  try {
    fileEnv = loadLocalEnv({});
  } catch {
    // No supabase/.env.local (e.g. a partial checkout): the environment must say it all.
  }

  const pick = (flag: string | null, name: string, option: string) => {
    if (nonEmpty(flag)) return { value: nonEmpty(flag)!, source: option };
    if (nonEmpty(env[name])) return { value: nonEmpty(env[name])!, source: name };
    if (nonEmpty(fileEnv[name])) return { value: nonEmpty(fileEnv[name])!, source: localEnvSource };
    throw new ReviewerError(`No ${name}: pass ${option} or set ${name} in the environment.`);
  };

  const apiPort = nonEmpty(env.SUPABASE_API_PORT);
  const url =
    !nonEmpty(args.url) && !nonEmpty(env.SUPABASE_URL) && apiPort
      ? { value: localApiUrl(apiPort), source: 'SUPABASE_API_PORT' }
      : pick(args.url, 'SUPABASE_URL', '--url');
  const key = pick(args.key, 'SUPABASE_SECRET_KEY', '--key');
  const target = {
    url: normalizeUrl(url.value, url.source),
    key: key.value,
    urlSource: url.source,
    keySource: key.source,
  };
  assertSecretKey(target, tool);
  return target;
}

function localApiUrl(port: string): string {
  const value = Number(port);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    throw new ReviewerError(`SUPABASE_API_PORT must be a port number, got "${port}".`);
  }
  return `http://localhost:${value}`;
}

function normalizeUrl(value: string, source: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ReviewerError(
      `"${value}" (from ${source}) is not a URL: use e.g. http://localhost:54321.`,
    );
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ReviewerError(`"${value}" (from ${source}) must be an http:// or https:// URL.`);
  }
  return parsed.toString().replace(/\/+$/, '');
}

/** Rejects keys that cannot be a secret key before any request is made. */
function assertSecretKey(target: ApiTarget, tool: string): void {
  const advice = `${tool} needs the project's secret key (sb_secret_..., or the legacy service_role key).`;
  if (target.key.startsWith('sb_publishable_')) {
    throw new ReviewerError(`The key from ${target.keySource} is a publishable key. ${advice}`);
  }
  const role = jwtRole(target.key);
  if (role !== undefined && role !== 'service_role') {
    throw new ReviewerError(
      `The key from ${target.keySource} is a JWT for the "${role ?? 'unknown'}" role. ${advice}`,
    );
  }
}

/** The role claim of a legacy JWT key; undefined if the key is not a JWT. */
function jwtRole(key: string): string | null | undefined {
  const parts = key.split('.');
  if (parts.length !== 3) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as {
      role?: unknown;
    };
    return typeof payload.role === 'string' ? payload.role : null;
  } catch {
    return undefined;
  }
}

/** Requests that get no answer fail instead of hanging the tool. */
function fetchWithTimeout(timeoutMs: number): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return fetch(input, { ...init, signal });
  };
}

export async function createReviewerClient(
  target: ApiTarget,
  options: { timeoutMs?: number } = {},
): Promise<DatabaseClient> {
  const { createClient } = await importWithoutNode20Notice(() => import('@supabase/supabase-js'));
  return createClient<Database>(target.url, target.key, {
    // Node 20 has no global WebSocket; supabase-js needs one even when realtime is unused.
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchWithTimeout(options.timeoutMs ?? 30_000) },
    // Interactive use: report an unreachable API at once (the reviewer re-runs the
    // command) instead of retrying reads with back-off for seven seconds.
    db: { retry: false },
  });
}
