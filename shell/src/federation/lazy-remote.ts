import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './remote-load-error';
import type { RemoteModuleId } from './remote-modules';

type RemoteComponentModule<Props> = { default?: ComponentType<Props> };

/**
 * A React.lazy component for an exposed module. Load failures reject (see runtime-plugin.ts), so
 * the nearest error boundary renders them. Each call makes a fresh lazy component: React caches
 * a rejected lazy for good, so a retry needs a new one.
 */
export function lazyRemoteComponent<Props extends object = Record<string, never>>(
  remoteModuleId: RemoteModuleId,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => {
    const remoteModule = await loadRemote<RemoteComponentModule<Props>>(remoteModuleId);
    if (!remoteModule?.default) {
      throw new RemoteLoadError(
        remoteModuleId,
        new Error('the module has no default-exported component'),
      );
    }
    return { default: remoteModule.default };
  });
}
