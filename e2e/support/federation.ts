/**
 * Reading the Module Federation runtime's state in the page (`window.__FEDERATION__`, set up by
 * @module-federation/runtime-core):
 *
 *   __INSTANCES__   one per container: the host (`shell:<buildVersion>`) and each loaded remote
 *   __SHARE__       [instance id][share scope][package][version] -> { from, loaded, lib, ... };
 *                   `from` names the build whose copy is provided to everyone
 *   moduleInfo      ["<remote>:<manifest url>"] -> the snapshot made from that remote's manifest
 */
import type { Page } from '@playwright/test';

export interface SharedProvider {
  /** Share key: a package (`react`) or a deep import (`react-dom/client`). */
  key: string;
  version: string;
  /** The build whose copy this is. */
  from: string;
  /** True once its factory ran (the copy is in use). */
  loaded: boolean;
  /** Share scope entries of this (key, version, from), across instances. */
  scopes: string[];
}

export interface RemoteSnapshot {
  /** `<remote>:<manifest url>` */
  key: string;
  buildVersion?: string;
  remoteEntry?: string;
  publicPath?: string;
}

export interface FederationState {
  instances: { name: string; id: string; version?: string }[];
  providers: SharedProvider[];
  snapshots: RemoteSnapshot[];
}

/** Plain data only: the runtime objects hold functions and cycles. */
export async function readFederationState(page: Page): Promise<FederationState> {
  return page.evaluate(() => {
    interface RawShared {
      from?: string;
      loaded?: boolean;
      lib?: unknown;
    }
    type RawShare = Record<string, Record<string, Record<string, Record<string, RawShared>>>>;
    interface RawInstance {
      name: string;
      options: { id?: string; version?: string };
    }
    const federation = (
      window as unknown as {
        __FEDERATION__?: {
          __INSTANCES__?: RawInstance[];
          __SHARE__?: RawShare;
          moduleInfo?: Record<string, Record<string, unknown>>;
        };
      }
    ).__FEDERATION__;
    if (!federation) throw new Error('window.__FEDERATION__ is missing: no federation runtime ran');

    const byKey = new Map<string, SharedProvider>();
    for (const [instanceId, scopes] of Object.entries(federation.__SHARE__ ?? {})) {
      for (const [scopeName, packages] of Object.entries(scopes)) {
        for (const [key, versions] of Object.entries(packages)) {
          for (const [version, shared] of Object.entries(versions)) {
            const from = shared.from ?? '(unknown)';
            const id = `${key}@${version}@${from}`;
            const entry = byKey.get(id) ?? { key, version, from, loaded: false, scopes: [] };
            entry.loaded ||= Boolean(shared.loaded) || typeof shared.lib === 'function';
            entry.scopes.push(`${instanceId}/${scopeName}`);
            byKey.set(id, entry);
          }
        }
      }
    }
    return {
      instances: (federation.__INSTANCES__ ?? []).map((instance) => ({
        name: instance.name,
        id: String(instance.options.id ?? instance.name),
        ...(instance.options.version ? { version: String(instance.options.version) } : {}),
      })),
      providers: [...byKey.values()],
      snapshots: Object.entries(federation.moduleInfo ?? {}).map(([key, info]) => ({
        key,
        ...(typeof info.buildVersion === 'string' ? { buildVersion: info.buildVersion } : {}),
        ...(typeof info.remoteEntry === 'string' ? { remoteEntry: info.remoteEntry } : {}),
        ...(typeof info.publicPath === 'string' ? { publicPath: info.publicPath } : {}),
      })),
    };
  });
}

/** Loaded copies per share key: `{ react: ['19.3.1 from shell'], ... }`. */
export function loadedCopies(state: FederationState): Map<string, string[]> {
  const copies = new Map<string, string[]>();
  for (const provider of state.providers) {
    if (!provider.loaded) continue;
    copies.set(provider.key, [
      ...(copies.get(provider.key) ?? []),
      `${provider.version} from ${provider.from}`,
    ]);
  }
  return copies;
}

/**
 * Loads an exposed module through the host's federation instance, as the shell does, and says
 * what its default export is ('function' for a React component), or the load error.
 */
export async function loadRemoteInPage(
  page: Page,
  remoteModuleId: string,
): Promise<{ ok: true; defaultExport: string } | { ok: false; error: string }> {
  return page.evaluate(async (id) => {
    const host = (
      window as unknown as {
        __FEDERATION__?: {
          __INSTANCES__?: { name: string; loadRemote(id: string): Promise<unknown> }[];
        };
      }
    ).__FEDERATION__?.__INSTANCES__?.find((instance) => instance.name === 'shell');
    if (!host) return { ok: false as const, error: 'no federation instance named "shell"' };
    try {
      const loaded = (await host.loadRemote(id)) as { default?: unknown } | undefined;
      return { ok: true as const, defaultExport: typeof loaded?.default };
    } catch (error) {
      return { ok: false as const, error: error instanceof Error ? error.message : String(error) };
    }
  }, remoteModuleId);
}

/**
 * Client-side navigation without a link to click: BrowserRouter follows `popstate`. Keeps the
 * page (and its federation state) instead of reloading it like `page.goto` would.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}
