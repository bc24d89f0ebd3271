import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  apps,
  repoRoot,
  contractPackages,
  contractVersions,
  sharedPreset,
  sharedPresetFor,
  singletonPackages,
} from './index.cjs';

const readManifest = (folder: string) =>
  JSON.parse(readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8')) as {
    version: string;
    exports: Record<string, string>;
    dependencies?: Record<string, string>;
  };

const everyPreset = [
  ['the preset', sharedPreset],
  ...apps.map((app) => [app.name, sharedPresetFor(app.dir)] as const),
] as const;

describe('the Module Federation shared preset', () => {
  // @nyaya/db is bundled into each app and versioned with the migrations; @nyaya/build-kit runs
  // in Node only (docs/adr/0028-packages-by-how-they-are-shared.md). Shared, a migration would
  // again need the shell to ship, and node-only code would be provided to every page.
  it.each(everyPreset)('never shares @nyaya/db or @nyaya/build-kit (%s)', (_name, preset) => {
    const shared = Object.keys(preset).filter((key) =>
      /^@nyaya\/(?:db|build-kit)(?:\/|$)/.test(key),
    );
    expect(shared).toEqual([]);
  });

  it('shares every stateful entry of the design system as a strict singleton, and bundles its stateless patterns', () => {
    const design = readManifest('shared-design');
    const bundled = ['./patterns', './combobox'];
    const entries = Object.entries(design.exports).filter(
      ([subpath]) =>
        subpath !== '.' && !subpath.startsWith('./testing') && !bundled.includes(subpath),
    );
    expect(entries.map(([subpath]) => subpath)).toContain('./dialog');
    for (const [subpath, file] of entries) {
      const key = `@nyaya/shared-design/${subpath.slice(2)}`;
      expect(sharedPreset[key], key).toEqual({
        singleton: true,
        eager: false,
        requiredVersion: `^${design.version}`,
        strictVersion: true,
        version: design.version,
        import: path.join(repoRoot, 'shared-design', file),
      });
    }
    for (const subpath of bundled) {
      expect(Object.keys(design.exports)).toContain(subpath);
      expect(sharedPreset[`@nyaya/shared-design/${subpath.slice(2)}`]).toBeUndefined();
    }
  });

  it("shares the platform's run-time entries, and neither its test kits nor its dev host", () => {
    const platformEntries = Object.keys(sharedPreset).filter((key) =>
      key.startsWith('@nyaya/shared-platform/'),
    );
    expect(platformEntries.sort()).toEqual([
      '@nyaya/shared-platform/query',
      '@nyaya/shared-platform/router',
    ]);
  });

  it('requires each contract package in the range the app declares', () => {
    for (const app of apps) {
      const manifest = readManifest(app.folder);
      const preset = sharedPresetFor(app.dir);
      for (const packageName of contractPackages) {
        const declared = manifest.dependencies?.[packageName]?.replace(/^workspace:/, '');
        expect(declared, `${app.name} declares ${packageName}`).toMatch(/^\^\d+\.\d+\.\d+$/);
        expect(preset[packageName]).toMatchObject({
          requiredVersion: declared,
          strictVersion: true,
        });
      }
    }
    expect(Object.keys(contractVersions()).sort()).toEqual([...contractPackages].sort());
  });

  it("shares each singleton package, and React's deep imports with React", () => {
    for (const packageName of singletonPackages) {
      expect(sharedPreset[packageName], packageName).toMatchObject({
        singleton: true,
        eager: false,
      });
      expect(sharedPreset[packageName]?.requiredVersion, packageName).toMatch(/^\^\d+\.\d+\.\d+/);
    }
    expect(sharedPreset['react/']).toEqual(sharedPreset.react);
    expect(sharedPreset['react-dom/']).toEqual(sharedPreset['react-dom']);
  });

  it('gives each build an object of its own (the federation plugin changes it in place)', () => {
    const shell = sharedPresetFor(apps[0]!.dir);
    expect(Object.isFrozen(sharedPreset)).toBe(true);
    expect(Object.isFrozen(shell)).toBe(false);
    expect(shell).not.toBe(sharedPresetFor(apps[0]!.dir));
  });
});
