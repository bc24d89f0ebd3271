import { fetchWithTimeout } from './fetch-with-timeout';

export const runtimeConfigUrl = '/config.json';

/**
 * The part of `/config.json` the shell needs before its first render. The rest (sentry, voice,
 * contact) passes through untouched for the app's providers.
 */
export interface FederationRuntimeConfig {
  supabase: { url: string; anonKey: string };
  /** Remote container name -> its mf-manifest.json URL. */
  remotes: Record<string, string>;
  [section: string]: unknown;
}

/** `/config.json` is missing, unreachable or malformed; the message is shown to the user. */
export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireString(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new RuntimeConfigError(`${runtimeConfigUrl}: "${field}" must be a non-empty string`);
  }
  return value;
}

function requireUrl(value: unknown, field: string): string {
  const text = requireString(value, field);
  try {
    // Relative URLs are allowed: the federation runtime resolves them against the page.
    new URL(text, globalThis.location?.href ?? 'http://localhost/');
  } catch {
    throw new RuntimeConfigError(`${runtimeConfigUrl}: "${field}" must be a URL, got "${text}"`);
  }
  return text;
}

/** Checks the minimal shape; throws RuntimeConfigError naming the first bad field. */
export function parseFederationRuntimeConfig(value: unknown): FederationRuntimeConfig {
  if (!isRecord(value))
    throw new RuntimeConfigError(`${runtimeConfigUrl} must contain a JSON object`);
  const { supabase, remotes } = value;
  if (!isRecord(supabase))
    throw new RuntimeConfigError(`${runtimeConfigUrl}: "supabase" section is missing`);
  if (!isRecord(remotes))
    throw new RuntimeConfigError(`${runtimeConfigUrl}: "remotes" section is missing`);
  return {
    ...value,
    supabase: {
      url: requireUrl(supabase.url, 'supabase.url'),
      anonKey: requireString(supabase.anonKey, 'supabase.anonKey'),
    },
    remotes: Object.fromEntries(
      Object.entries(remotes).map(([name, entry]) => [name, requireUrl(entry, `remotes.${name}`)]),
    ),
  };
}

/**
 * Fetches and validates `/config.json`. `no-store` because this file decides which release of
 * every remote the page runs; a cached copy could pin a withdrawn one.
 */
export async function loadRuntimeConfigForFederation(
  timeoutMs = 8_000,
): Promise<FederationRuntimeConfig> {
  let response: Response;
  try {
    response = await fetchWithTimeout(
      runtimeConfigUrl,
      { cache: 'no-store' },
      { timeoutMs, retries: 1, retryDelayMs: 300 },
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new RuntimeConfigError(`The runtime configuration could not be loaded (${reason}).`, {
      cause: error,
    });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new RuntimeConfigError(`${runtimeConfigUrl} is not valid JSON.`, { cause: error });
  }
  return parseFederationRuntimeConfig(body);
}
