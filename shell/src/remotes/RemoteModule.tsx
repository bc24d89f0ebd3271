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
/** Loads begun before their component rendered (preloadRemoteModule), taken by the first render. */
const earlyLoads = new Map<string, Promise<{ default: ComponentType<AnyProps> }>>();
/** The components of early loads that have arrived: rendered at once, without suspending. */
const preloadedComponents = new Map<string, ComponentType<AnyProps>>();
/** Every early load begun, settled either way (preloadedModulesSettled). */
const preloads: Promise<void>[] = [];

/**
 * One retryable lazy component per exposed module, kept while it works: a module that loaded
 * once renders at once when shown again (no loading flash when a dialog reopens). A failed load
 * is forgotten, so "Try again" or the next visit to that area loads it afresh.
 */
function lazyFor(id: string): LazyForAttempt {
  let forAttempt = lazyByModule.get(id);
  if (!forAttempt) {
    const created = createRetryableLazy<AnyProps>(() => {
      const early = earlyLoads.get(id);
      earlyLoads.delete(id);
      return (early ?? loadRemoteComponent<AnyProps>(id)).catch((error: unknown) => {
        if (lazyByModule.get(id) === created) lazyByModule.delete(id);
        throw error;
      });
    });
    forAttempt = created;
    lazyByModule.set(id, created);
  }
  return forAttempt;
}

/**
 * Starts loading an exposed module before anything renders it: the first page's module as soon
 * as the remotes are registered, while React is still starting. Settles when the load has; once
 * it has arrived, RemoteModule renders the component at once instead of suspending (React holds
 * back a Suspense boundary's content for a moment after its fallback showed, so a page that
 * arrives just after its skeleton would wait). A failed early load is reported where the module
 * renders (its RemoteBoundary), like any other.
 */
export function preloadRemoteModule(module: RemoteModuleRef): Promise<void> {
  const id = moduleId(module);
  if (lazyByModule.has(id) || earlyLoads.has(id)) return Promise.resolve();
  const load = loadRemoteComponent<AnyProps>(id);
  earlyLoads.set(id, load);
  const settled = load.then(
    ({ default: component }) => void preloadedComponents.set(id, component),
    // Handled by the render that takes the load.
    () => undefined,
  );
  preloads.push(settled);
  return settled;
}

/**
 * Settles once every module preloaded so far (the first page's) has loaded or failed: UI that
 * can wait (the floating help) waits for it, so its downloads do not compete with the page's.
 */
export function preloadedModulesSettled(): Promise<void> {
  return Promise.all(preloads).then(() => undefined);
}

/** Forgets every loaded module (tests start each case from a cold page). */
export function clearRemoteModuleCache(): void {
  lazyByModule.clear();
  earlyLoads.clear();
  preloadedComponents.clear();
  preloads.length = 0;
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
  const id = moduleId(module);
  const load = lazyFor(id);
  return (
    <RemoteBoundary remote={module.remote} {...boundary}>
      {(attempt) => {
        const Component = (attempt === 0 && preloadedComponents.get(id)) || load(attempt);
        return <Component {...(props as AnyProps)} />;
      }}
    </RemoteBoundary>
  );
}
