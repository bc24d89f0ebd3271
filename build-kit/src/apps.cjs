'use strict';

const path = require('node:path');

/** The repository root: build helpers, scripts and app folders resolve paths from here. */
const repoRoot = path.resolve(__dirname, '..', '..');

/**
 * Every app of the platform: the shell and the seven remotes. The container name is a JS identifier because
 * Module Federation uses it as a global; folders keep dashes. Ports are a contract that tests
 * and tools rely on, so the defaults live here once and each is overridable by `<NAME>_PORT`.
 */
const apps = Object.freeze(
  [
    {
      name: 'shell',
      folder: 'shell',
      packageName: '@nyaya/shell',
      defaultPort: 3000,
      isHost: true,
      servesRuntimeConfig: true,
    },
    {
      name: 'mf_directory',
      folder: 'mf-directory',
      packageName: '@nyaya/mf-directory',
      defaultPort: 3001,
      isHost: false,
    },
    {
      name: 'mf_client_dashboard',
      folder: 'mf-client-dashboard',
      packageName: '@nyaya/mf-client-dashboard',
      defaultPort: 3002,
      isHost: false,
    },
    {
      name: 'mf_lawyer_portal',
      folder: 'mf-lawyer-portal',
      packageName: '@nyaya/mf-lawyer-portal',
      defaultPort: 3003,
      isHost: false,
    },
    {
      name: 'mf_support_widgets',
      folder: 'mf-support-widgets',
      packageName: '@nyaya/mf-support-widgets',
      defaultPort: 3004,
      isHost: false,
      // Partner pages' embed.js reads the runtime config from beside itself.
      servesRuntimeConfig: true,
    },
    {
      name: 'mf_ai_lawyer',
      folder: 'mf-ai-lawyer',
      packageName: '@nyaya/mf-ai-lawyer',
      defaultPort: 3005,
      isHost: false,
    },
    {
      name: 'mf_ops_console',
      folder: 'mf-ops-console',
      packageName: '@nyaya/mf-ops-console',
      defaultPort: 3007,
      isHost: false,
    },
    {
      name: 'mf_case_room',
      folder: 'mf-case-room',
      packageName: '@nyaya/mf-case-room',
      defaultPort: 3008,
      isHost: false,
    },
  ].map((app) => Object.freeze({ ...app, dir: path.join(repoRoot, app.folder) })),
);

const remoteApps = Object.freeze(apps.filter((app) => !app.isHost));
const hostApp = apps.find((app) => app.isHost);

function findApp(name) {
  const app = apps.find((candidate) => candidate.name === name);
  if (!app) {
    throw new Error(
      `Unknown app "${name}". Known apps: ${apps.map((candidate) => candidate.name).join(', ')}`,
    );
  }
  return app;
}

/** `mf_directory` -> `MF_DIRECTORY_PORT`. */
function portEnvName(appName) {
  return `${appName.toUpperCase()}_PORT`;
}

function parsePort(raw, envName) {
  const port = Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`${envName} must be a port number (1-65535), got "${raw}"`);
  }
  return port;
}

/** The port an app listens on: `<NAME>_PORT` from the environment, else its default. */
function resolveAppPort(appName, env = process.env, fallbackPort) {
  const envName = portEnvName(appName);
  const raw = env[envName];
  if (raw !== undefined && raw !== '') return parsePort(raw, envName);
  if (fallbackPort !== undefined) return fallbackPort;
  return findApp(appName).defaultPort;
}

module.exports = { repoRoot, apps, remoteApps, hostApp, findApp, portEnvName, resolveAppPort };
