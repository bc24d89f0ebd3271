/**
 * The platform's apps and the local services' addresses, from the registry and helpers the
 * scripts use (`build-kit`, `scripts/lib/services.mjs`; loaded by path, as the scripts load them
 * before an install).
 */
import {
  apps,
  findApp,
  remoteApps,
  sharedPreset,
  singletonPackages,
  type AppName,
} from '../../build-kit/src/index.cjs';
import { appOrigin as originOf, mailboxUrl } from '../../scripts/lib/services.mjs';

export { apps, findApp, remoteApps, sharedPreset, singletonPackages };
export type { AppName };
export type RemoteName = Exclude<AppName, 'shell'>;

export const appOrigin = (name: AppName): string => originOf(name);
export const shellOrigin = appOrigin('shell');
export { mailboxUrl };

export function manifestUrl(name: RemoteName, origin = appOrigin(name)): string {
  return `${origin}/mf-manifest.json`;
}
