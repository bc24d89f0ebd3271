'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { repoRoot } = require('./apps.cjs');

/**
 * The runtime singleton, @nyaya/shared-platform: it depends on every shared package, so their
 * installed versions are read from its folder (this package, node-only, depends on none of them).
 */
const platformDir = path.join(repoRoot, 'shared-platform');

/**
 * The only packages shared between the shell and the remotes, as singletons: two copies of
 * React, the router, the stores or the design system would break context and state.
 * Everything else stays private to each build; in particular @nyaya/db (bundled into each app,
 * versioned with the migrations) and @nyaya/build-kit (Node only) are never shared
 * (docs/adr/0028-packages-by-how-they-are-shared.md).
 */
const singletonPackages = Object.freeze([
  'react',
  'react-dom',
  // react-router-dom is not shared by itself: the platform's router entry (below) re-exports
  // the part every app uses, so one router runs on the page and the rest is not shipped
  // (docs/adr/0009).
  'zustand',
  'styled-components',
  '@supabase/supabase-js',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  // @sentry/react is deliberately absent: only @nyaya/shared-platform (itself a singleton)
  // imports it, so the page has one Sentry client anyway, and unshared it can be tree-shaken
  // and loaded after first paint (docs/adr/0003).
  '@nyaya/shared-design',
  '@nyaya/shared-platform',
]);

/**
 * Trailing-slash shares cover deep imports (`react/jsx-runtime`, `react-dom/client`); without
 * them each build would bundle its own copy of those entry points next to the shared React.
 */
const prefixShares = Object.freeze({ 'react/': 'react', 'react-dom/': 'react-dom' });

/**
 * Workspace packages with subpath entries besides their root, each shared as a singleton of its
 * own: the design system's Radix families (`@nyaya/shared-design/dialog`, `/dropdown-menu`,
 * `/select`, `/tabs`, `/toaster`; docs/adr/0006), the platform's server state on react-query
 * (`@nyaya/shared-platform/query`; docs/adr/0007) and its routing API
 * (`@nyaya/shared-platform/router`; docs/adr/0009). Apart from the router, they are kept out of
 * the root entries, which are on every first paint, so a page downloads only those it renders.
 * Every build provides
 * every entry, because `import` names the entry's file (a build includes a shared module given
 * by path even when its own code never imports it). The host registers its providers first and
 * `loaded-first` keeps the first registration of a version, so all entries on a page come from
 * one build, next to that build's root entry: they share one copy of Radix's focus-scope and
 * dismiss-layer stacks (a remote's Select inside the shell's Dialog behaves as one layer stack),
 * and one router context serves every app.
 * A prefix share (`@nyaya/shared-design/`) would not do: a build provides a prefix-matched
 * module only if it imports it, so an entry the shell does not use (Select) would come from
 * whichever remote registered first, with a second copy of Radix.
 */
const packagesWithEntries = Object.freeze(['@nyaya/shared-design', '@nyaya/shared-platform']);

/**
 * Subpaths that are not shared entries: the root (shared as the package itself), test kits
 * (`./testing`, `./testing/setup`: jsdom stubs and msw for tests), the standalone dev host
 * (`./dev-host`: a remote's own dev server, never in the site), and the design system's
 * stateless patterns (`./patterns`, `./combobox`). Those hold no page-wide state (no focus
 * scope, dismiss layer or toast queue), so each app bundles what it uses of them, tree-shaken,
 * and a remote can take a new pattern without a shell release; sharing them would add their
 * share-table entries to every container on `/` (docs/adr/0028). Every other entry of the
 * package's `exports` is shared.
 */
const unsharedSubpaths = /^\.(?:$|\/(?:testing|dev-host|patterns|combobox)(?:\/|$))/;

const semverPattern = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

function readPackageJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * Finds `node_modules/<name>/package.json` walking up from `fromDir`. `require.resolve` is not
 * enough: packages whose `exports` map hides `./package.json` (our workspace packages) cannot
 * be resolved that way.
 */
function findInstalledPackageJson(packageName, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', packageName, 'package.json');
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) {
      throw new Error(
        `Cannot find the installed package "${packageName}" from ${fromDir}. Run pnpm install.`,
      );
    }
  }
}

/**
 * The installed version of a shared package. It must be a real semver version: the federation
 * runtime compares versions, and `workspace:*` would make it warn or fail.
 */
function readInstalledVersion(packageName, fromDir = platformDir) {
  const ownPackage = readPackageJson(path.join(platformDir, 'package.json'));
  const packageJson =
    packageName === ownPackage.name
      ? ownPackage
      : readPackageJson(findInstalledPackageJson(packageName, fromDir));
  if (typeof packageJson.version !== 'string' || !semverPattern.test(packageJson.version)) {
    throw new Error(
      `"${packageName}" has no semver version in its package.json (found "${packageJson.version}")`,
    );
  }
  return packageJson.version;
}

function singletonConfig(version) {
  return { singleton: true, eager: false, requiredVersion: `^${version}` };
}

/**
 * The contract packages (docs/versioning.md): their versions are semver releases made with
 * changesets, and a build states which of them it works with.
 */
const contractPackages = Object.freeze(['@nyaya/shared-design', '@nyaya/shared-platform']);

/**
 * The range of a contract package an app declares in its package.json, e.g.
 * `"@nyaya/shared-platform": "workspace:^1.0.0"` → `^1.0.0`: the oldest release whose API the
 * app uses, up to the next major. `workspace:^` and `workspace:~` mean the installed version.
 */
function declaredRange(appDir, packageName, installedVersion) {
  const manifest = readPackageJson(path.join(appDir, 'package.json'));
  const spec =
    manifest.dependencies?.[packageName] ??
    manifest.peerDependencies?.[packageName] ??
    manifest.devDependencies?.[packageName];
  const range = spec?.replace(/^workspace:/, '');
  if (range === '^' || range === '~') return `${range}${installedVersion}`;
  if (!range || !/^[\^~]?\d+\.\d+\.\d+/.test(range)) {
    throw new Error(
      `${manifest.name} must declare the ${packageName} releases it works with as a range, ` +
        `e.g. "${packageName}": "workspace:^${installedVersion}" (found "${spec}")`,
    );
  }
  return range;
}

/**
 * A contract package as an app shares it: its required range is the one the app declares, and
 * `strictVersion`: on a page whose copy is outside that range (an older shell, a remote built
 * for another major), the app's module does not load and fails inside its RemoteBoundary with
 * the federation runtime's reason, instead of running against a contract it was not built for.
 */
function contractConfig(version, appDir, packageName) {
  const requiredVersion = appDir ? declaredRange(appDir, packageName, version) : `^${version}`;
  return { singleton: true, eager: false, requiredVersion, strictVersion: true };
}

/** The package.json of a package with entries: this package's own, or the installed one. */
function entryPackageJsonFile(packageName, fromDir) {
  const ownFile = path.join(platformDir, 'package.json');
  if (packageName === readPackageJson(ownFile).name) return ownFile;
  return fs.realpathSync(findInstalledPackageJson(packageName, fromDir));
}

/** The shares of a package's subpath entries, read from its package.json `exports`. */
function entryShares(packageName, fromDir, appDir) {
  const packageJsonFile = entryPackageJsonFile(packageName, fromDir);
  const version = readInstalledVersion(packageName, fromDir);
  const shares = {};
  for (const [subpath, file] of Object.entries(readPackageJson(packageJsonFile).exports)) {
    if (unsharedSubpaths.test(subpath)) continue;
    shares[`${packageName}/${subpath.slice(2)}`] = {
      ...contractConfig(version, appDir, packageName),
      version,
      import: path.resolve(path.dirname(packageJsonFile), file),
    };
  }
  return shares;
}

/**
 * Builds the Module Federation `shared` object from the installed versions. With `appDir`, the
 * contract packages are required in the ranges that app declares (sharedPresetFor).
 */
function createSharedPreset(fromDir = platformDir, { appDir } = {}) {
  const preset = {};
  for (const packageName of singletonPackages) {
    const version = readInstalledVersion(packageName, fromDir);
    preset[packageName] = contractPackages.includes(packageName)
      ? contractConfig(version, appDir, packageName)
      : singletonConfig(version);
  }
  for (const [prefix, packageName] of Object.entries(prefixShares)) {
    preset[prefix] = { ...preset[packageName] };
  }
  for (const packageName of packagesWithEntries) {
    Object.assign(preset, entryShares(packageName, fromDir, appDir));
  }
  return preset;
}

function deepFreeze(object) {
  for (const value of Object.values(object)) {
    if (value && typeof value === 'object') deepFreeze(value);
  }
  return Object.freeze(object);
}

/**
 * The ONE `shared` set every build uses, as the platform itself requires it (each contract
 * package at `^` its version). Frozen; builds get their own (sharedPresetFor).
 */
const sharedPreset = deepFreeze(createSharedPreset());

/**
 * The `shared` object of one app's build (a fresh, mutable object: the federation plugin
 * normalises its options in place): the preset, with the contract packages required in the
 * ranges the app declares in its package.json.
 */
function sharedPresetFor(appDir) {
  return createSharedPreset(platformDir, { appDir });
}

/** The versions of the contract packages this workspace builds with, e.g. for the shell's gate. */
function contractVersions() {
  return Object.fromEntries(
    contractPackages.map((packageName) => [packageName, readInstalledVersion(packageName)]),
  );
}

module.exports = {
  sharedPreset,
  sharedPresetFor,
  createSharedPreset,
  contractPackages,
  contractVersions,
  readInstalledVersion,
  singletonPackages,
};
