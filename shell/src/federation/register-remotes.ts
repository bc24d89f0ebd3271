import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@nyaya/shared-platform';

/**
 * Tells the federation runtime where each remote lives, from `/config.json` (the entry is the
 * manifest URL). `force` replaces an earlier registration of the same name, so pointing a
 * remote at a new release only needs a new config.json.
 */
export function registerRemotesFromConfig(config: Pick<RuntimeConfig, 'remotes'>): void {
  registerRemotes(
    Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}
