'use strict';

/**
 * Node-side build helpers (`@nyaya/build-kit`): the app registry and ports, the one
 * Module Federation `shared` preset, the Rspack config factories (an app, and the prerender of
 * its pages) and the runtime-config generator.
 * CommonJS so rspack configs, scripts and tools in any module format can load it.
 */
const {
  repoRoot,
  apps,
  remoteApps,
  hostApp,
  findApp,
  portEnvName,
  resolveAppPort,
} = require('./apps.cjs');
const {
  sharedPreset,
  sharedPresetFor,
  createSharedPreset,
  contractPackages,
  contractVersions,
  readInstalledVersion,
  singletonPackages,
} = require('./shared-preset.cjs');
const { createAppConfig, corsHeaders } = require('./app-config.cjs');
const { APP_SHELL_PAGE, createPrerenderConfig } = require('./prerender-config.cjs');
const {
  createRuntimeConfig,
  createRuntimeConfigSource,
  sendRuntimeConfig,
  parseEnvFile,
  defaultContact,
} = require('./runtime-config.cjs');

module.exports = {
  repoRoot,
  apps,
  remoteApps,
  hostApp,
  findApp,
  portEnvName,
  resolveAppPort,
  sharedPreset,
  sharedPresetFor,
  createSharedPreset,
  contractPackages,
  contractVersions,
  readInstalledVersion,
  singletonPackages,
  createAppConfig,
  corsHeaders,
  APP_SHELL_PAGE,
  createPrerenderConfig,
  createRuntimeConfig,
  createRuntimeConfigSource,
  sendRuntimeConfig,
  parseEnvFile,
  defaultContact,
};
