import { describe, expect, it } from 'vitest';
import { assertCompatibleManifest, IncompatibleRemoteError } from './contract-gate';
import { forgetFailedShareLoads } from './runtime-plugin';

const site = { '@nyaya/shared-platform': '1.4.2', '@nyaya/shared-design': '0.1.0' };

function manifest(shared: { name: string; requiredVersion: string }[]) {
  return { name: 'mf_lawyer_portal', metaData: {}, shared };
}

describe('the contract gate', () => {
  it('lets through a remote built for a release this site satisfies', () => {
    expect(() =>
      assertCompatibleManifest(
        manifest([
          { name: '@nyaya/shared-platform', requiredVersion: '^1.0.0' },
          { name: '@nyaya/shared-platform/query', requiredVersion: '^1.2.0' },
          { name: '@nyaya/shared-design/dialog', requiredVersion: '^0.1.0' },
          { name: 'react', requiredVersion: '^99.0.0' },
        ]),
        site,
      ),
    ).not.toThrow();
  });

  it('refuses a remote built for another major, naming what it needs and what the site has', () => {
    expect(() =>
      assertCompatibleManifest(
        manifest([{ name: '@nyaya/shared-platform', requiredVersion: '^0.1.0' }]),
        site,
      ),
    ).toThrow(
      new IncompatibleRemoteError(
        'mf_lawyer_portal is built for @nyaya/shared-platform ^0.1.0, and this site provides ' +
          '@nyaya/shared-platform 1.4.2: deploy a release of mf_lawyer_portal built for ' +
          '@nyaya/shared-platform 1.x.',
      ),
    );
  });

  it('refuses a remote that needs a newer minor than the site provides, entries included', () => {
    expect(() =>
      assertCompatibleManifest(
        manifest([{ name: '@nyaya/shared-platform/router', requiredVersion: '^1.5.0' }]),
        site,
      ),
    ).toThrow(/built for @nyaya\/shared-platform\/router \^1\.5\.0/);
  });

  it('ignores what is not a manifest', () => {
    expect(() => assertCompatibleManifest(null, site)).not.toThrow();
    expect(() => assertCompatibleManifest({ supabase: {} }, site)).not.toThrow();
  });
});

describe('forgetting failed shared-module loads', () => {
  it('drops the cached promise of a load that failed, and keeps loaded modules', () => {
    const failed = { loaded: false, lib: undefined, loading: Promise.reject(new Error('x')) };
    failed.loading.catch(() => undefined);
    const loaded = { loaded: true, lib: () => ({}), loading: Promise.resolve() };
    const shareScopeMap = {
      default: { '@nyaya/shared-design/dropdown-menu': { '0.1.0': failed, '0.2.0': loaded } },
    };
    forgetFailedShareLoads({
      pkgName: '@nyaya/shared-design/dropdown-menu',
      shareScopeMap,
    } as unknown as Parameters<typeof forgetFailedShareLoads>[0]);
    expect(failed).not.toHaveProperty('loading');
    expect(loaded.loading).toBeDefined();
  });
});
