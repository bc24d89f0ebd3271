interface ReactDevToolsHook {
  renderers: Map<number, unknown>;
  inject: (renderer: unknown) => number;
}

type GlobalWithHook = typeof globalThis & { __REACT_DEVTOOLS_GLOBAL_HOOK__?: ReactDevToolsHook };

/**
 * Development only: lets a remote's React Refresh runtime find the React DOM renderer.
 *
 * The shell's refresh runtime installs a stub devtools hook that does not record renderers.
 * Each remote brings its own refresh runtime, which attaches when its remoteEntry.js loads,
 * after React DOM has registered, and finds renderers only in `hook.renderers`. Without this,
 * edits in a remote are hot-applied but never re-rendered inside the shell. (The React DevTools
 * extension records renderers the same way.)
 */
export function recordReactRenderersForRemoteRefresh(
  globalObject: GlobalWithHook = globalThis,
): void {
  const hook = globalObject.__REACT_DEVTOOLS_GLOBAL_HOOK__;
  if (!hook || typeof hook.inject !== 'function') return;
  const inject = hook.inject;
  hook.inject = function recordRenderer(this: ReactDevToolsHook, renderer: unknown) {
    const id = inject.call(this, renderer);
    if (!hook.renderers.has(id)) hook.renderers.set(id, renderer);
    return id;
  };
}
