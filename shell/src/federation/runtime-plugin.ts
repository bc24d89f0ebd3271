import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime/types';
import { assertCompatibleManifest, type ContractVersions } from './contract-gate';
import { fetchWithTimeout } from './fetch-with-timeout';
import { RemoteLoadError } from './remote-load-error';

export interface ShellRuntimePluginOptions {
  manifestTimeoutMs?: number;
  manifestRetries?: number;
  retryDelayMs?: number;
  /** The contract releases this site provides; a remote built for others is not loaded. */
  contractVersions?: ContractVersions;
}

export const shellRuntimePluginDefaults = {
  manifestTimeoutMs: 8_000,
  manifestRetries: 1,
  retryDelayMs: 300,
} as const satisfies Omit<Required<ShellRuntimePluginOptions>, 'contractVersions'>;

type ErrorLoadShare = NonNullable<ModuleFederationRuntimePlugin['errorLoadShare']>;

/**
 * The federation runtime keeps the promise of a shared module's first load, so a chunk that
 * failed once (the network dropped) would fail on every later use until a reload. Forgetting
 * the failed load lets the next use fetch it again. For the shell's instance and, registered
 * globally, every remote's.
 */
export const forgetFailedShareLoads: ErrorLoadShare = ({ pkgName, shareScopeMap }) => {
  for (const scope of Object.values(shareScopeMap)) {
    for (const shared of Object.values(scope[pkgName] ?? {})) {
      if (!shared.loaded && !shared.lib) delete shared.loading;
    }
  }
};

/**
 * The host's federation runtime plugin: a deadline on manifest requests, and every load failure
 * surfaces as a rejected `loadRemote` with a RemoteLoadError, which the UI's error boundary shows
 * for that area only.
 */
export function createShellRuntimePlugin(
  options: ShellRuntimePluginOptions = {},
): ModuleFederationRuntimePlugin {
  const { manifestTimeoutMs, manifestRetries, retryDelayMs, contractVersions } = {
    ...shellRuntimePluginDefaults,
    ...options,
  };
  return {
    name: 'nyaya-shell-runtime',
    // The host's only `fetch` hook: the runtime calls every registered one, so a second hook
    // would request each manifest twice.
    fetch: async (url, init) => {
      const response = await fetchWithTimeout(url, init, {
        timeoutMs: manifestTimeoutMs,
        retries: manifestRetries,
        retryDelayMs,
      });
      if (contractVersions) {
        const manifest: unknown = await response
          .clone()
          .json()
          .catch(() => null);
        assertCompatibleManifest(manifest, contractVersions);
      }
      return response;
    },
    errorLoadShare: forgetFailedShareLoads,
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
