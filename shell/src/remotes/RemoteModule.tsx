import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import {
  RemoteBoundary,
  createRetryableLazy,
  type RemoteBoundaryProps,
} from '@nyaya/shared-platform';
import { loadRemoteComponent } from '../federation';
import { moduleId, type RemoteModuleRef } from '../registry/registry';

// Inside the cache every module is untyped; RemoteModule's props restore the module's type.
type AnyProps = Record<string, unknown>;
type LazyForAttempt = (attempt: number) => LazyExoticComponent<ComponentType<AnyProps>>;

const lazyByModule = new Map<string, LazyForAttempt>();

/**
 * One retryable lazy component per exposed module, kept while it works: a module that loaded
 * once renders at once when shown again (no loading flash when a dialog reopens). A failed load
 * is forgotten, so "Try again" or the next visit to that area loads it afresh.
 */
function lazyFor(id: string): LazyForAttempt {
  let forAttempt = lazyByModule.get(id);
  if (!forAttempt) {
    const created = createRetryableLazy<AnyProps>(() =>
      loadRemoteComponent<AnyProps>(id).catch((error: unknown) => {
        if (lazyByModule.get(id) === created) lazyByModule.delete(id);
        throw error;
      }),
    );
    forAttempt = created;
    lazyByModule.set(id, created);
  }
  return forAttempt;
}

/** Forgets every loaded module (tests start each case from a cold page). */
export function clearRemoteModuleCache(): void {
  lazyByModule.clear();
}

export type RemoteModuleProps<Props extends object> = Pick<
  RemoteBoundaryProps,
  'area' | 'timeoutMs' | 'fallback' | 'loading'
> & {
  /** An exposed module of the registry, whose component takes `Props`. */
  module: RemoteModuleRef<ComponentType<Props>>;
} & (Partial<Props> extends Props ? { props?: Props } : { props: Props });

/**
 * Mounts one exposed module lazily inside shared-platform's RemoteBoundary: its own loading
 * state, timeout, error panel with a "Try again" that really reloads, and errors reported with
 * the remote's tag. A failing remote costs only this area.
 */
export function RemoteModule<Props extends object = object>({
  module,
  props,
  ...boundary
}: RemoteModuleProps<Props>): ReactNode {
  const load = lazyFor(moduleId(module));
  return (
    <RemoteBoundary remote={module.remote} {...boundary}>
      {(attempt) => {
        const Component = load(attempt);
        return <Component {...(props as AnyProps)} />;
      }}
    </RemoteBoundary>
  );
}
