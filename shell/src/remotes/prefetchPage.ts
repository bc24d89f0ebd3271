import { loadRemote } from '@module-federation/enhanced/runtime';
import type { PagePrefetch } from '@nyaya/shared-platform';
import { moduleId, type RemotePrefetchRef } from '../registry/registry';

/**
 * Loads a remote page's prefetch module and runs it for `location`. Best effort: the page reads
 * its data itself when it renders, so a remote release without this module, or one that fails,
 * costs only the head start. Failures to load the remote at all show where its page renders.
 */
export function prefetchPage(
  prefetch: RemotePrefetchRef,
  location: Parameters<PagePrefetch>[0],
): void {
  loadRemote<{ default?: PagePrefetch }>(moduleId(prefetch))
    .then((module) => module?.default?.(location))
    .catch(() => {});
}
