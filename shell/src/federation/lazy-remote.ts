import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { translationsReady } from '@nyaya/shared-platform';
import { RemoteLoadError } from './remote-load-error';

type RemoteComponentModule<Props> = { default?: ComponentType<Props> };

/**
 * Loads an exposed module and hands back its default-exported component in the shape
 * `React.lazy` expects. Load failures reject (see runtime-plugin.ts) so the surrounding
 * RemoteBoundary shows them; pair it with `createRetryableLazy` so "Try again" really reloads.
 * It resolves only once the strings the module registered (its catalog, when it loads) are
 * ready in the page's language, so a Hindi page never shows a remote's English first
 * (docs/product/languages.md).
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
  await translationsReady();
  return { default: remoteModule.default };
}
