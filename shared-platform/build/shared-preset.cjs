'use strict';

const fs = require('node:fs');
const path = require('node:path');

/** shared-platform itself: it depends on every shared package, so versions are read from here. */
const platformDir = path.resolve(__dirname, '..');

/**
 * The only packages shared between the shell and the remotes (DESIGN section 4), as singletons:
 * two copies of React, the router, the stores or the design system would break context and state.
 * Everything else stays private to each build.
 */
const singletonPackages = Object.freeze([
  'react',
  'react-dom',
  'react-router-dom',
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

/** Builds the Module Federation `shared` object from the installed versions. */
function createSharedPreset(fromDir = platformDir) {
  const preset = {};
  for (const packageName of singletonPackages) {
    preset[packageName] = singletonConfig(readInstalledVersion(packageName, fromDir));
  }
  for (const [prefix, packageName] of Object.entries(prefixShares)) {
    preset[prefix] = { ...preset[packageName] };
  }
  return preset;
}

function deepFreeze(object) {
  for (const value of Object.values(object)) {
    if (value && typeof value === 'object') deepFreeze(value);
  }
  return Object.freeze(object);
}

/** The ONE `shared` object every build uses. Frozen: builds receive copies (see cloneSharedPreset). */
const sharedPreset = deepFreeze(createSharedPreset());

/** A mutable copy for a plugin instance: the federation plugin normalises its options in place. */
function cloneSharedPreset() {
  return structuredClone(sharedPreset);
}

module.exports = {
  sharedPreset,
  cloneSharedPreset,
  createSharedPreset,
  readInstalledVersion,
  singletonPackages,
};
