import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime/types';
import { fetchWithTimeout } from './fetch-with-timeout';
import { RemoteLoadError } from './remote-load-error';

export interface ShellRuntimePluginOptions {
  manifestTimeoutMs?: number;
  manifestRetries?: number;
  retryDelayMs?: number;
}

export const shellRuntimePluginDefaults = {
  manifestTimeoutMs: 8_000,
  manifestRetries: 1,
  retryDelayMs: 300,
} as const satisfies Required<ShellRuntimePluginOptions>;

/**
 * The host's federation runtime plugin: a deadline on manifest requests, and every load failure
 * surfaces as a rejected `loadRemote` with a RemoteLoadError, which the UI's error boundary shows
 * for that area only.
 */
export function createShellRuntimePlugin(
  options: ShellRuntimePluginOptions = {},
): ModuleFederationRuntimePlugin {
  const { manifestTimeoutMs, manifestRetries, retryDelayMs } = {
    ...shellRuntimePluginDefaults,
    ...options,
  };
  return {
    name: 'nyaya-shell-runtime',
    // The host's only `fetch` hook: the runtime calls every registered one, so a second hook
    // would request each manifest twice.
    fetch: (url, init) =>
      fetchWithTimeout(url, init, {
        timeoutMs: manifestTimeoutMs,
        retries: manifestRetries,
        retryDelayMs,
      }),
    errorLoadRemote: ({ id, error, lifecycle }) => {
      // A failed manifest first arrives here as 'afterResolve'. Returning nothing lets the runtime
      // drop its cached attempt (so a retry refetches) and rethrow; the same failure then comes
      // back as 'onLoad', where it becomes our error.
      if (lifecycle !== 'onLoad') return undefined;
      throw error instanceof RemoteLoadError ? error : new RemoteLoadError(id, error);
    },
  };
}

// Module Federation's `runtimePlugins` option imports each plugin module's default export.
export default createShellRuntimePlugin;
