import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './remote-load-error';

type RemoteComponentModule<Props> = { default?: ComponentType<Props> };

/**
 * Loads an exposed module and hands back its default-exported component in the shape
 * `React.lazy` expects. Load failures reject (see runtime-plugin.ts) so the surrounding
 * RemoteBoundary shows them; pair it with `createRetryableLazy` so "Try again" really reloads.
 */
export async function loadRemoteComponent<Props extends object = Record<string, never>>(
  remoteModuleId: string,
): Promise<{ default: ComponentType<Props> }> {
  const remoteModule = await loadRemote<RemoteComponentModule<Props>>(remoteModuleId);
  if (!remoteModule?.default) {
    throw new RemoteLoadError(
      remoteModuleId,
      new Error('the module has no default-exported component'),
    );
  }
  return { default: remoteModule.default };
}
