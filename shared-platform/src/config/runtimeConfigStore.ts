import { useSyncExternalStore } from 'react';
import { RuntimeConfigError } from './RuntimeConfigError';
import type { RuntimeConfig } from './schema';

// One holder per page: shared-platform is a Module Federation singleton, so the shell and
// every remote read the same config the shell loaded before first render.
let current: RuntimeConfig | null = null;
const listeners = new Set<() => void>();

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
  listeners.forEach((listener) => listener());
}

/** The loaded runtime config. Throws if `setRuntimeConfig` has not run yet. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) {
    throw new RuntimeConfigError(
      'Runtime config is not loaded yet: call loadRuntimeConfig() and setRuntimeConfig() before rendering.',
    );
  }
  return current;
}

export function hasRuntimeConfig(): boolean {
  return current !== null;
}

/** Forgets the config (tests, or a dev host switching backends). */
export function clearRuntimeConfig(): void {
  current = null;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The runtime config inside React. Throws (like getRuntimeConfig) if it is not loaded. */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useSyncExternalStore(subscribe, () => current);
  if (!config) return getRuntimeConfig();
  return config;
}
