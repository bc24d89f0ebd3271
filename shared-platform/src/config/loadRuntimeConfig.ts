import { RuntimeConfigError } from './RuntimeConfigError';
import { checkRuntimeConfig, type RuntimeConfig } from './schema';

export const DEFAULT_RUNTIME_CONFIG_URL = '/config.json';
export const DEFAULT_RUNTIME_CONFIG_TIMEOUT_MS = 10_000;

export interface LoadRuntimeConfigOptions {
  /** Abort the request after this long (default 10 s): a hung config server must not hang the page. */
  timeoutMs?: number;
}

/**
 * Fetches and validates the runtime config. Throws a RuntimeConfigError that says what is
 * wrong: the HTTP status, a timeout, invalid JSON, or each missing/invalid field by path.
 */
export async function loadRuntimeConfig(
  url: string = DEFAULT_RUNTIME_CONFIG_URL,
  fetchImpl: typeof fetch = globalThis.fetch,
  { timeoutMs = DEFAULT_RUNTIME_CONFIG_TIMEOUT_MS }: LoadRuntimeConfigOptions = {},
): Promise<RuntimeConfig> {
  const body = await fetchText(url, fetchImpl, timeoutMs);

  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    throw new RuntimeConfigError(
      `Runtime config ${url} is not valid JSON: ${(error as Error).message}`,
      { cause: error },
    );
  }
  return parseRuntimeConfig(json, url);
}

/** Validates an already-parsed config object (for tests and dev hosts that build one in code). */
export function parseRuntimeConfig(json: unknown, source = 'object'): RuntimeConfig {
  const { config, problems } = checkRuntimeConfig(json);
  if (config) return config;
  throw new RuntimeConfigError(`Runtime config ${source} is invalid: ${problems.join('; ')}`);
}

async function fetchText(url: string, fetchImpl: typeof fetch, timeoutMs: number): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, {
      signal: controller.signal,
      // This file decides which release of every remote the page runs: never a cached copy.
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) {
      throw new RuntimeConfigError(
        `Could not load runtime config ${url}: HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
      );
    }
    return await response.text();
  } catch (error) {
    if (error instanceof RuntimeConfigError) throw error;
    if (controller.signal.aborted) {
      throw new RuntimeConfigError(
        `Could not load runtime config ${url}: no answer within ${timeoutMs} ms`,
        { cause: error },
      );
    }
    throw new RuntimeConfigError(
      `Could not load runtime config ${url}: ${(error as Error).message ?? String(error)}`,
      { cause: error },
    );
  } finally {
    clearTimeout(timer);
  }
}
