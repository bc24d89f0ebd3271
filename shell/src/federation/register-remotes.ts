import { registerGlobalPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@nyaya/shared-platform';
import { forgetFailedShareLoads } from './runtime-plugin';

/**
 * Tells the federation runtime where each remote lives, from `/config.json` (the entry is the
 * manifest URL). `force` replaces an earlier registration of the same name, so pointing a
 * remote at a new release only needs a new config.json. Every remote's runtime instance, made
 * when its container starts, also forgets failed shared-module loads (see the shell's plugin).
 */
export function registerRemotesFromConfig(config: Pick<RuntimeConfig, 'remotes'>): void {
  registerGlobalPlugins([
    { name: 'nyaya-forget-failed-shares', errorLoadShare: forgetFailedShareLoads },
  ]);
  registerRemotes(
    Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}
