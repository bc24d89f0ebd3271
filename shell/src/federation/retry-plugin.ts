import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime/types';
import { RetryPlugin } from '@module-federation/retry-plugin';

/** Lowered from the plugin's 3 × 1 s: a dead remote should show its error within a second. */
export const scriptRetryDefaults = { retryTimes: 1, retryDelay: 300 } as const;

/**
 * Retries a remote's entry script and module factory once. Only the plugin's script hooks are
 * used: its `fetch` hook has no timeout and would run next to ours, requesting every manifest
 * twice (manifest retries live in runtime-plugin.ts).
 */
export function createScriptRetryPlugin(): ModuleFederationRuntimePlugin {
  const retryPlugin = RetryPlugin({ script: { ...scriptRetryDefaults } });
  return {
    name: 'nyaya-script-retry',
    loadEntryError: retryPlugin.loadEntryError,
    getModuleFactory: retryPlugin.getModuleFactory,
  };
}

// Module Federation's `runtimePlugins` option imports each plugin module's default export.
export default createScriptRetryPlugin;
