/**
 * The contract between the shell and the remotes (docs/adr/0011-typed-contract-and-registry.md):
 *  - every module the shell loads (shell/src/registry/registry.ts) is exposed by that
 *    remote's manifest and default-exports a component;
 *  - every shared singleton runs as one copy in the page, React from the shell, and no remote
 *    ships its own React.
 */
import type { Page, Response } from '@playwright/test';
import { REMOTE_MODULE_IDS as remoteModuleIds } from '../../shell/src/registry/registry.ts';
import {
  remoteApps,
  sharedPreset,
  shellOrigin,
  singletonPackages,
  type RemoteName,
} from '../support/apps.ts';
import { startSignedIn } from '../support/auth.ts';
import {
  loadedCopies,
  loadRemoteInPage,
  navigateInApp,
  readFederationState,
} from '../support/federation.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  exposesModule,
  fetchManifest,
  sharedFallbackUrls,
  type MfManifest,
} from '../support/manifests.ts';
import { signedOutActions } from '../support/journeys.ts';
import { fetchRuntimeConfig } from '../support/runtime-config.ts';
import { headerLink } from '../support/site.ts';

/**
 * The shared singletons (docs/adr/0028-packages-by-how-they-are-shared.md; docs/adr/0003):
 * `@sentry/react` is not shared by itself; only @nyaya/shared-platform imports it, so the page
 * still has one Sentry client (checked in resilience.spec.ts, where Sentry is on).
 */
const sharedSingletons = [
  'react',
  'react-dom',
  'zustand',
  'styled-components',
  '@supabase/supabase-js',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  '@nyaya/shared-design',
  '@nyaya/shared-platform',
] as const;

/**
 * The design system's Radix-based entries (docs/adr/0006): singletons of their own, provided by
 * every build, loaded only by pages that render them. `@nyaya/shared-design/testing` is not
 * shared, nor are the stateless `/patterns` and `/combobox`, which each app bundles
 * (docs/adr/0028).
 */
const designEntries = [
  '@nyaya/shared-design/dialog',
  '@nyaya/shared-design/dropdown-menu',
  '@nyaya/shared-design/select',
  '@nyaya/shared-design/tabs',
  '@nyaya/shared-design/toaster',
] as const;

/**
 * The platform's entries, shared the same way: server state on react-query (docs/adr/0007),
 * loaded with the first remote module that uses it, and the routing API (docs/adr/0009), on
 * every page. `./dev-host`, `./testing`, `./testing/setup` and `./build` are not shared.
 */
const platformEntries = ['@nyaya/shared-platform/query', '@nyaya/shared-platform/router'] as const;

/** Every subpath entry of the workspace packages: shared, provided by every build, on demand. */
const sharedEntries: readonly string[] = [...designEntries, ...platformEntries];

/** Present in React's and ReactDOM's builds (development and production): a copy of React. */
const reactInternalsMarker = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';

function splitModuleId(id: string): { remote: RemoteName; exposed: string } {
  const slash = id.indexOf('/');
  return { remote: id.slice(0, slash) as RemoteName, exposed: id.slice(slash + 1) };
}

async function deployedManifests(): Promise<
  Map<RemoteName, { url: string; manifest: MfManifest }>
> {
  const config = await fetchRuntimeConfig(shellOrigin);
  const manifests = new Map<RemoteName, { url: string; manifest: MfManifest }>();
  for (const [remote, url] of Object.entries(config.remotes) as [RemoteName, string][]) {
    manifests.set(remote, { url, manifest: await fetchManifest(url) });
  }
  return manifests;
}

/** The package a share key belongs to: `react-dom/client` -> `react-dom`, `@a/b/c` -> `@a/b`. */
function packageOf(shareKey: string): string {
  const parts = shareKey.split('/');
  return shareKey.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

test.describe('exposed modules', () => {
  test('config.json names every remote, and each manifest belongs to that remote', async () => {
    const manifests = await deployedManifests();
    expect([...manifests.keys()].sort()).toEqual(remoteApps.map((app) => app.name).sort());
    for (const [remote, { manifest }] of manifests) {
      expect(manifest.name, `manifest served for ${remote}`).toBe(remote);
    }
  });

  test('every module the shell loads is exposed by its remote’s manifest', async () => {
    const manifests = await deployedManifests();
    const missing = remoteModuleIds.filter((id) => {
      const { remote, exposed } = splitModuleId(id);
      const entry = manifests.get(remote);
      return !entry || !exposesModule(entry.manifest, exposed);
    });
    expect(missing, 'modules the shell loads that no manifest exposes').toEqual([]);
    // The check itself can fail: a module nobody exposes is reported.
    const directory = manifests.get('mf_directory')!.manifest;
    expect(exposesModule(directory, 'NoSuchModule')).toBe(false);
  });

  test('every module the shell loads loads in the page and default-exports a component', async ({
    page,
  }) => {
    await page.goto('/');
    // The page is live (its scripts run after its first paint, docs/adr/0034): the account area
    // shows the signed-out actions once the shell has started, its remotes registered.
    await expect(signedOutActions(page).login).toBeVisible();
    for (const id of remoteModuleIds) {
      expect(await loadRemoteInPage(page, id), id).toEqual({ ok: true, defaultExport: 'function' });
    }
    const missing = await loadRemoteInPage(page, 'mf_directory/NoSuchModule');
    expect(missing.ok, 'loading a module that is not exposed fails').toBe(false);
  });
});

test.describe('shared singletons', () => {
  const visits = [
    {
      account: 'client.demo@nyaya.test',
      dashboard: '/client-dashboard',
      title: 'Client Dashboard',
    },
    {
      account: 'lawyer.approved@nyaya.test',
      dashboard: '/lawyer-dashboard',
      title: 'Lawyer Dashboard',
    },
  ] as const;
  type Visit = (typeof visits)[number];

  /**
   * In one page: /, /lawyers and the account's dashboard, then every module the shell loads
   * (overlays open on demand), so every remote joins the page's share scope.
   */
  async function visitTheSite(page: Page, visit: Visit, remoteResponses: Response[] = []) {
    const remoteOrigins = new Set(
      Object.values((await fetchRuntimeConfig(shellOrigin)).remotes).map(
        (url) => new URL(url).origin,
      ),
    );
    page.on('response', (response) => {
      if (remoteOrigins.has(new URL(response.url()).origin)) remoteResponses.push(response);
    });
    await startSignedIn(page, visit.account);
    await page.goto('/');
    await headerLink(page, 'Find Lawyers').click();
    await expect(page.getByRole('heading', { name: 'Find Expert Lawyers' })).toBeVisible();
    await navigateInApp(page, visit.dashboard);
    await expect(page.getByRole('heading', { name: visit.title, level: 1 })).toBeVisible();
    await headerLink(page, 'Home').click();
    await expect(page).toHaveURL(/\/$/);
    for (const id of remoteModuleIds) {
      expect(await loadRemoteInPage(page, id), id).toEqual({ ok: true, defaultExport: 'function' });
    }
  }

  test('the build preset shares exactly the singleton packages of ADRs 0028 and 0003', () => {
    expect([...singletonPackages].sort()).toEqual([...sharedSingletons].sort());
  });

  test('the build preset shares the design system’s and the platform’s entries as singletons, not their test kits, dev host or build helpers', () => {
    const keys = Object.keys(sharedPreset).filter((key) =>
      /^@nyaya\/shared-(?:design|platform)\//.test(key),
    );
    expect(keys.sort()).toEqual([...sharedEntries].sort());
    for (const key of keys) expect(sharedPreset[key]?.singleton, key).toBe(true);
  });

  test('the shell and every remote provide every shared entry as a singleton', async () => {
    const manifests = [
      await fetchManifest(`${shellOrigin}/mf-manifest.json`),
      ...[...(await deployedManifests()).values()].map(({ manifest }) => manifest),
    ];
    for (const manifest of manifests) {
      for (const entry of sharedEntries) {
        const shared = manifest.shared.find((candidate) => candidate.name === entry);
        expect(shared?.singleton, `${manifest.name} shares ${entry} as a singleton`).toBe(true);
      }
    }
  });

  for (const visit of visits) {
    test(`each shared package runs as one copy in the page, React and ReactDOM from the shell (${visit.dashboard})`, async ({
      page,
    }) => {
      await visitTheSite(page, visit);
      const state = await readFederationState(page);
      expect(
        state.instances.map((instance) => instance.name).sort(),
        'every remote joined the page',
      ).toEqual(['shell', ...remoteApps.map((app) => app.name)].sort());

      const copies = loadedCopies(state);
      test.info().annotations.push({
        type: 'shared copies',
        description: [...copies].map(([key, list]) => `${key}: ${list.join(', ')}`).join('; '),
      });
      for (const [key, list] of copies) {
        expect(list, `loaded copies of ${key}`).toHaveLength(1);
        expect(
          sharedSingletons as readonly string[],
          `${key} belongs to a shared singleton`,
        ).toContain(packageOf(key));
      }
      for (const key of ['react', 'react-dom']) {
        expect(copies.get(key), `${key} is loaded once, from the shell`).toEqual([
          expect.stringMatching(/ from shell$/),
        ]);
      }
      // The remotes' dialogs and the signed-in user menu use the first two entries (the
      // floating help loads its menu only when opened); the lawyer dashboard's module (loaded
      // on every visit) uses the query entry.
      // (`from` names the build that first asked for a copy, not whose code it is: that the code
      // is the shell's is checked on the network, in the next test.)
      for (const key of [
        '@nyaya/shared-design/dialog',
        '@nyaya/shared-design/dropdown-menu',
        '@nyaya/shared-platform/query',
        '@nyaya/shared-platform/router',
      ]) {
        expect(copies.get(key), `${key} loaded exactly once`).toHaveLength(1);
      }
      // Every shared singleton is in use on the composed site, each exactly once (react-query
      // with the query entry).
      for (const name of sharedSingletons) {
        expect(copies.get(name), `${name} loaded exactly once`).toHaveLength(1);
      }
      // Everything the shell's own build shares is loaded, and loaded once; the entries load
      // only where rendered (this visit opens no tabs, select or toast).
      const shellManifest = await fetchManifest(`${shellOrigin}/mf-manifest.json`);
      for (const shared of shellManifest.shared) {
        const loaded = copies.get(shared.name) ?? [];
        if (sharedEntries.includes(shared.name)) {
          expect(
            loaded.length,
            `${shared.name} (on demand) loaded at most once`,
          ).toBeLessThanOrEqual(1);
        } else {
          expect(loaded, `${shared.name} (shared by the shell)`).toHaveLength(1);
        }
      }
    });
  }

  test('no remote ships its own React or design system: no remote-served script contains React, and no remote’s React or design-system fallback is requested', async ({
    page,
  }) => {
    const remoteResponses: Response[] = [];
    await visitTheSite(page, visits[0], remoteResponses);
    const scripts = remoteResponses.filter(
      (response) =>
        response.request().resourceType() === 'script' || response.url().endsWith('.js'),
    );
    expect(scripts.length, 'remote scripts were loaded').toBeGreaterThan(0);
    const withReact: string[] = [];
    for (const response of scripts) {
      if (response.status() !== 200) continue;
      if ((await response.text()).includes(reactInternalsMarker)) withReact.push(response.url());
    }
    expect(withReact, 'remote scripts that contain a copy of React').toEqual([]);

    const requested = new Set(remoteResponses.map((response) => response.url()));
    const reactFallbacks = [...(await deployedManifests()).values()].flatMap(({ url, manifest }) =>
      sharedFallbackUrls(manifest, url).filter(({ key }) =>
        ['react', 'react-dom'].includes(packageOf(key)),
      ),
    );
    expect(reactFallbacks.length, 'remotes declare React as shared').toBeGreaterThan(0);
    expect(
      reactFallbacks.filter(({ url }) => requested.has(url)),
      'remote React copies the page fetched',
    ).toEqual([]);

    // One copy of Radix's focus and dismiss-layer stacks: every design-system entry the page
    // uses (the remotes' dialogs, the floating help menu) is the shell's, never a remote's.
    const designFallbacks = [...(await deployedManifests()).values()].flatMap(({ url, manifest }) =>
      sharedFallbackUrls(manifest, url).filter(
        ({ key }) => packageOf(key) === '@nyaya/shared-design',
      ),
    );
    expect(designFallbacks.length, 'remotes declare the design system as shared').toBeGreaterThan(
      0,
    );
    expect(
      designFallbacks.filter(({ url }) => requested.has(url)),
      'remote design-system copies the page fetched',
    ).toEqual([]);
  });
});
