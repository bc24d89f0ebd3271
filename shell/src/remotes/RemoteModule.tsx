import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import {
  RemoteBoundary,
  createRetryableLazy,
  type RemoteBoundaryProps,
  type RemoteName,
} from '@nyaya/shared-platform';
import { loadRemoteComponent, type RemoteModuleId } from '../federation';

// The props each remote module is rendered with; remotes type their own side of the contract.
type AnyProps = Record<string, unknown>;
type LazyForAttempt = (attempt: number) => LazyExoticComponent<ComponentType<AnyProps>>;

const lazyByModule = new Map<RemoteModuleId, LazyForAttempt>();

/** The container an exposed module belongs to: 'mf_directory/DirectoryPage' -> 'mf_directory'. */
export function remoteOf(remoteModuleId: RemoteModuleId): RemoteName {
  return remoteModuleId.slice(0, remoteModuleId.indexOf('/')) as RemoteName;
}

/**
 * One retryable lazy component per exposed module, kept while it works: a module that loaded
 * once renders at once when shown again (no loading flash when a dialog reopens). A failed load
 * is forgotten, so "Try again" or the next visit to that area loads it afresh.
 */
function lazyFor(remoteModuleId: RemoteModuleId): LazyForAttempt {
  let forAttempt = lazyByModule.get(remoteModuleId);
  if (!forAttempt) {
    const created = createRetryableLazy<AnyProps>(() =>
      loadRemoteComponent<AnyProps>(remoteModuleId).catch((error: unknown) => {
        if (lazyByModule.get(remoteModuleId) === created) lazyByModule.delete(remoteModuleId);
        throw error;
      }),
    );
    forAttempt = created;
    lazyByModule.set(remoteModuleId, created);
  }
  return forAttempt;
}

/** Forgets every loaded module (tests start each case from a cold page). */
export function clearRemoteModuleCache(): void {
  lazyByModule.clear();
}

export interface RemoteModuleProps extends Pick<
  RemoteBoundaryProps,
  'area' | 'timeoutMs' | 'fallback' | 'loading'
> {
  /** `<container>/<exposed name>`; must be listed in federation/remote-modules.ts. */
  module: RemoteModuleId;
  /** Props for the remote's component. */
  props?: AnyProps;
}

/**
 * Mounts one exposed module lazily inside shared-platform's RemoteBoundary: its own loading
 * state, timeout, error panel with a "Try again" that really reloads, and errors reported with
 * the remote's tag. A failing remote costs only this area.
 */
export function RemoteModule({ module, props, ...boundary }: RemoteModuleProps): ReactNode {
  const load = lazyFor(module);
  return (
    <RemoteBoundary remote={remoteOf(module)} {...boundary}>
      {(attempt) => {
        const Component = load(attempt);
        return <Component {...props} />;
      }}
    </RemoteBoundary>
  );
}
