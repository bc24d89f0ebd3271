/**
 * The suite's `test`: Playwright's, plus servers a test may need besides the main site. They are
 * scripts/serve.mjs's servers running inside the test worker, so none can outlive the run.
 *
 *   runtimeConfig  a shell of its own (as `serve.mjs --only shell --config <file>`) whose
 *                  /config.json the test rewrites; reset to the main site's config around
 *                  every test
 *   serveRemote    a remote (as `serve.mjs --only <remote> [--dist <remote>=<dir>]`) on a free
 *                  port or the one given; stopped after the test
 */
import { test as base, expect } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startServers } from '../../scripts/serve.mjs';
import { shellOrigin, type RemoteName } from './apps.ts';
import { repoRoot, tempDir } from './paths.ts';
import {
  cloneConfig,
  fetchRuntimeConfig,
  writeRuntimeConfig,
  type RuntimeConfigJson,
} from './runtime-config.ts';

/** The shell build extra shell servers serve; with E2E_REUSE_SERVERS, what the running one serves. */
export function shellDistDir(): string {
  return process.env.E2E_SHELL_DIST || join(repoRoot, 'shell', 'dist');
}

export interface ConfigurableShell {
  /** Origin of this shell (`http://localhost:<port>`): open pages here, not at baseURL. */
  origin: string;
  configFile: string;
  /** The main site's /config.json (as a user gets it). */
  base: RuntimeConfigJson;
}

export interface RuntimeConfigControl extends ConfigurableShell {
  /** A copy of the main site's configuration to change. */
  copy(): RuntimeConfigJson;
  /** Serves this from now on (an object as JSON, a string verbatim). */
  set(config: RuntimeConfigJson | string): void;
  /** `${origin}${path}` */
  url(path: string): string;
}

export interface RemoteServer {
  name: RemoteName;
  origin: string;
  manifestUrl: string;
  stop(): Promise<void>;
}

export type ServeRemote = (
  name: RemoteName,
  options?: { dist?: string; port?: number },
) => Promise<RemoteServer>;

export const test = base.extend<
  { runtimeConfig: RuntimeConfigControl; serveRemote: ServeRemote },
  { configurableShell: ConfigurableShell }
>({
  configurableShell: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture needs from this pattern
    async ({}, use) => {
      mkdirSync(tempDir, { recursive: true });
      const dir = mkdtempSync(join(tempDir, 'config-shell-'));
      const configFile = join(dir, 'config.json');
      const baseConfig = await fetchRuntimeConfig(shellOrigin);
      writeRuntimeConfig(configFile, baseConfig);
      const shell = await startServers({
        only: ['shell'],
        dists: { shell: shellDistDir() },
        ports: { shell: 0 },
        configFile,
      });
      try {
        await use({ origin: shell.origins.shell!, configFile, base: baseConfig });
      } finally {
        await shell.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: 'worker' },
  ],

  runtimeConfig: async ({ configurableShell }, use) => {
    const { configFile, base: baseConfig, origin } = configurableShell;
    writeRuntimeConfig(configFile, baseConfig);
    try {
      await use({
        ...configurableShell,
        copy: () => cloneConfig(baseConfig),
        set: (config) => writeRuntimeConfig(configFile, config),
        url: (path) => `${origin}${path}`,
      });
    } finally {
      writeRuntimeConfig(configFile, baseConfig);
    }
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture needs from this pattern
  serveRemote: async ({}, use) => {
    const started: RemoteServer[] = [];
    try {
      await use(async (name, options = {}) => {
        const { origins, close } = await startServers({
          only: [name],
          dists: options.dist ? { [name]: options.dist } : {},
          ports: { [name]: options.port ?? 0 },
        });
        const origin = origins[name]!;
        const remote = { name, origin, manifestUrl: `${origin}/mf-manifest.json`, stop: close };
        started.push(remote);
        return remote;
      });
    } finally {
      await Promise.all(started.map((remote) => remote.stop()));
    }
  },
});

export { expect };
