/**
 * Releasing a new version of one remote = deploy it somewhere new and point
 * its entry in config.json at it. Nothing else is rebuilt (README.md, "Releasing a remote").
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { findApp } from '../support/apps.ts';
import { readFederationState } from '../support/federation.ts';
import { expect, test } from '../support/fixtures.ts';
import { fetchManifest } from '../support/manifests.ts';
import { tempDir } from '../support/paths.ts';
import { run } from '../support/processes.ts';

const directoryHeading = { name: 'Find Expert Lawyers' } as const;

/**
 * The directory rendered by its remote, not only its first state from the HTML (which the
 * server composes before any script runs): its cards, and every request of the visit made.
 */
async function expectLiveDirectory(page: Page): Promise<void> {
  await expect(page.getByRole('heading', directoryHeading)).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** `node <the app's own @rspack/cli> build ...`, as scripts/lib/rspack-cli.mjs runs it. */
function rspackCli(appDir: string): string {
  const appRequire = createRequire(join(appDir, 'package.json'));
  return join(dirname(appRequire.resolve('@rspack/cli/package.json')), 'bin', 'rspack.js');
}

function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const originOf = (url: string) => new URL(url).origin;

test('pointing config.json at a new mf_directory build switches the site to it, with the same shell build', async ({
  page,
  runtimeConfig,
  serveRemote,
}) => {
  test.setTimeout(120_000);
  const directory = findApp('mf_directory');
  const currentManifestUrl = runtimeConfig.base.remotes.mf_directory;
  const current = await fetchManifest(currentManifestUrl);

  // A real second build of the same sources; MF_BUILD_VERSION is the Module Federation
  // manifest plugin's release label (metaData.buildInfo.buildVersion).
  const release = `${current.metaData.buildInfo.buildVersion}-e2e.${Date.now().toString(36)}`;
  // Under .temp/, which lint ignores (test-results/ it does not) and global setup clears.
  mkdirSync(tempDir, { recursive: true });
  const nextDist = mkdtempSync(join(tempDir, 'mf-directory-next-'));
  await run(
    process.execPath,
    // The browser build only: the remote's prerender writes beside the app's own dist/.
    [
      rspackCli(directory.dir),
      'build',
      '--mode',
      'production',
      '--config-name',
      'mf_directory',
      '--output-path',
      nextDist,
    ],
    { cwd: directory.dir, env: { MF_BUILD_VERSION: release }, quiet: true },
  );
  const next = await serveRemote('mf_directory', { dist: nextDist });
  const nextManifest = await fetchManifest(next.manifestUrl);
  expect(nextManifest.metaData.buildInfo.buildVersion).toBe(release);
  expect(nextManifest.name).toBe('mf_directory');

  // Before: the site runs the current release.
  let requests = recordRequests(page);
  await page.goto(runtimeConfig.url('/lawyers'));
  await expectLiveDirectory(page);
  const shellScriptsBefore = requests
    .filter((request) => originOf(request.url()) === runtimeConfig.origin)
    .filter((request) => request.resourceType() === 'script')
    .map((request) => request.url())
    .sort();
  expect(requests.map((request) => request.url())).toContain(currentManifestUrl);
  let state = await readFederationState(page);
  expect(state.snapshots).toContainEqual(
    expect.objectContaining({
      key: `mf_directory:${currentManifestUrl}`,
      buildVersion: current.metaData.buildInfo.buildVersion,
    }),
  );

  // Release: only config.json changes.
  const config = runtimeConfig.copy();
  config.remotes.mf_directory = next.manifestUrl;
  runtimeConfig.set(config);

  page.removeAllListeners('request');
  requests = recordRequests(page);
  await page.reload();
  await expectLiveDirectory(page);

  const urls = requests.map((request) => request.url());
  expect(urls).toContain(next.manifestUrl);
  expect(urls).toContain(`${next.origin}/${nextManifest.metaData.remoteEntry.name}`);
  const exposeChunks = nextManifest.exposes
    .find((expose) => expose.name === 'DirectoryPage')!
    .assets.js.sync.map((file) => `${next.origin}/${file}`);
  for (const chunk of exposeChunks) expect(urls).toContain(chunk);
  expect(
    urls.filter((url) => originOf(url) === originOf(currentManifestUrl)),
    'nothing is loaded from the previous release any more',
  ).toEqual([]);

  state = await readFederationState(page);
  expect(state.snapshots).toContainEqual(
    expect.objectContaining({ key: `mf_directory:${next.manifestUrl}`, buildVersion: release }),
  );
  // Remotes run on the shell's federation runtime (docs/adr/0005), which records each remote
  // it loaded by the manifest it came from.
  expect(state.instances).toContainEqual(
    expect.objectContaining({ name: 'mf_directory', version: next.manifestUrl }),
  );
  expect(state.instances).not.toContainEqual(
    expect.objectContaining({ name: 'mf_directory', version: currentManifestUrl }),
  );
  expect(state.snapshots.map((snapshot) => snapshot.key)).not.toContain(
    `mf_directory:${currentManifestUrl}`,
  );

  // The same shell build served the page before and after.
  const shellScriptsAfter = requests
    .filter((request) => originOf(request.url()) === runtimeConfig.origin)
    .filter((request) => request.resourceType() === 'script')
    .map((request) => request.url())
    .sort();
  expect(shellScriptsAfter).toEqual(shellScriptsBefore);
});
