/**
 * Version skew between separately released apps (docs/adr/0012-contract-versions-and-skew.md,
 * docs/versioning.md): the lawyer portal's team ships alone, so a site can run
 *   (a) a remote built from today's sources in a site built from the previous release of the
 *       contract packages, and
 *   (b) a remote built from the previous release in today's site;
 * and the staff console's team releases alone:
 *   (c) a new build of mf_ops_console in a new folder, config.json pointed at it while the site
 *       runs (docs/adr/0030-staff-console.md).
 * Each must work, or fail only inside its own RemoteBoundary, with the reason (the contract
 * release it needs and the one the page provides) reported to Sentry: never a blank page, never
 * another area broken. Which of the two is expected follows from the versions: the remote's
 * manifest names the ranges it requires, the site provides its versions.
 */
import { execFileSync, execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import semver from 'semver';
import { pnpm } from '../../scripts/lib/pnpm.mjs';
import { startServers } from '../../scripts/serve.mjs';
import { appOrigin, apps } from '../support/apps.ts';
import { startSignedIn } from '../support/auth.ts';
import { expect, test } from '../support/fixtures.ts';
import { captureSentryEnvelopes } from '../support/sentry.ts';
import { repoRoot } from '../support/paths.ts';
import { footer, header } from '../support/site.ts';

/*
 * The previous release of the contract packages, built as it was released. A release is a change of their versions (the release commit sets them), so the
 * previous release is the state just before the commit that set today's versions. Its builds
 * are kept in .temp/releases/<commit> (not under node_modules/: builds compile only sources
 * outside it), and a second run does not build again.
 */

/** Package name → version of the contract packages. */
type ContractVersions = Record<string, string>;
const manifests = ['shared-platform/package.json', 'shared-design/package.json'];
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();

/** The contract versions at a commit, or of the working tree (`commit` omitted). */
function contractVersions(commit?: string): ContractVersions {
  const read = (file: string) =>
    commit ? git('show', `${commit}:${file}`) : readFileSync(join(repoRoot, file), 'utf8');
  return Object.fromEntries(
    manifests.map((file) => {
      const { name, version } = JSON.parse(read(file)) as { name: string; version: string };
      return [name, version];
    }),
  );
}

const same = (a: ContractVersions, b: ContractVersions) => JSON.stringify(a) === JSON.stringify(b);

/** The commit of the previous release; throws when the history has none (a shallow clone). */
function previousRelease(): string {
  const current = contractVersions('HEAD');
  let releaseCommit: string | undefined;
  // Newest first: the oldest commit that still has today's versions set them.
  for (const commit of git('log', '--format=%H', 'HEAD', '--', ...manifests).split('\n')) {
    if (!commit || !same(contractVersions(commit), current)) break;
    releaseCommit = commit;
  }
  const parent = `${releaseCommit}^`;
  const exists =
    releaseCommit &&
    spawnSync('git', ['rev-parse', '--verify', '--quiet', `${parent}^{commit}`], { cwd: repoRoot })
      .status === 0;
  if (!exists || same(contractVersions(parent), current)) {
    throw new Error('No earlier release of the contract packages in the git history');
  }
  return git('rev-parse', parent);
}

/**
 * The release's source with its dependencies installed and all its apps built by its own
 * scripts; returns its folder (`<folder>/<app folder>/dist` are the builds).
 */
async function buildRelease(commit: string): Promise<string> {
  const dir = join(repoRoot, '.temp', 'releases', commit);
  if (existsSync(join(dir, '.built'))) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execSync(`git archive ${commit} | tar -x -C "${dir}"`, { cwd: repoRoot });
  // Without the settings of the pnpm running this suite: the release is a workspace of its own.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(npm_|pnpm_)/i.test(name)),
  );
  for (const args of [
    ['install', '--frozen-lockfile', '--prefer-offline'],
    ['run', 'build'],
  ]) {
    const code = await pnpm(args, { cwd: dir, stdio: 'inherit', env });
    if (code !== 0) throw new Error(`pnpm ${args.join(' ')} failed in ${dir} (exit ${code})`);
  }
  writeFileSync(join(dir, '.built'), `${new Date().toISOString()}\n`);
  return dir;
}

/**
 * The first contract package (or entry of one) that a build's mf-manifest.json requires in a
 * range `provided` does not satisfy, or null when the build can run on a page providing it.
 */
function unmetRequirement(manifestFile: string, provided: ContractVersions) {
  const { shared } = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    shared: { name: string; requiredVersion?: string }[];
  };
  for (const { name, requiredVersion } of shared) {
    const contract = Object.keys(provided).find(
      (pkg) => name === pkg || name.startsWith(`${pkg}/`),
    );
    if (contract && requiredVersion && !semver.satisfies(provided[contract]!, requiredVersion)) {
      return { contract, shareName: name, requiredVersion };
    }
  }
  return null;
}

const lawyerPortal = apps.find((app) => app.name === 'mf_lawyer_portal')!;
const manifestIn = (root: string) => join(root, lawyerPortal.folder, 'dist', 'mf-manifest.json');

let release: string;
let releaseDir: string;
const distOf = (app: (typeof apps)[number]) => join(releaseDir, app.folder, 'dist');

/**
 * The previous release, built once by the first test that needs it (its own install and its own
 * build of every app it has); the console's own release, (c), does not need it.
 */
async function ensureRelease(): Promise<void> {
  if (releaseDir) return;
  release = previousRelease();
  releaseDir = await buildRelease(release);
}

/**
 * Visits the lawyer dashboard signed in as the approved demo lawyer, and checks the outcome
 * the versions predict; the rest of the page keeps working either way.
 */
async function expectLawyerPortalOutcome(
  page: Page,
  origin: string,
  unmet: ReturnType<typeof unmetRequirement>,
) {
  const sentry = await captureSentryEnvelopes(page);
  await startSignedIn(page, 'lawyer.approved@nyaya.test');
  await page.goto(`${origin}/lawyer-dashboard`);

  // The shell around the area is whole, signed in.
  await expect(header(page).getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(footer(page)).toBeVisible();

  if (unmet === null) {
    await expect(page.getByRole('heading', { level: 1, name: 'Lawyer Dashboard' })).toBeVisible();
  } else {
    const panel = page
      .getByRole('alert')
      .filter({ hasText: /lawyer dashboard is temporarily unavailable/i });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: /try again/i })).toBeVisible();
    // The reason, as the site's Sentry receives it, tagged with the remote: the contract
    // package and the release the remote was built for.
    const reported = () =>
      sentry
        .events()
        .filter(({ event }) => event.tags?.remote === 'mf_lawyer_portal')
        .flatMap(({ event }) => event.exception?.values ?? [])
        .map((value) => value.value ?? '');
    await expect
      .poll(() =>
        reported().some(
          (message) => message.includes(unmet.contract) && message.includes(unmet.requiredVersion),
        ),
      )
      .toBe(true);
  }

  // Another remote's area and the shell's own page work as before.
  // The directory's page module loads, not only its first state from today's HTML.
  const directoryLoaded = page.waitForResponse(
    (response) => response.url().includes('__federation_expose_DirectoryPage') && response.ok(),
  );
  await page.goto(`${origin}/lawyers`);
  await directoryLoaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Find Expert Lawyers' })).toBeVisible();
  await page.goto(`${origin}/`);
  await expect(page.locator('#hero-title')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Help' })).toBeVisible();
}

test('(a) a lawyer portal built from today’s sources in a site of the previous release', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await ensureRelease();
  // The previous release's site: its shell and remotes, but today's lawyer portal. A remote
  // added since (the staff console) is not part of that site.
  const released = apps.filter(
    (app) =>
      app === lawyerPortal ||
      existsSync(join(distOf(app), app.isHost ? 'index.html' : 'mf-manifest.json')),
  );
  const site = await startServers({
    only: released.map((app) => app.name),
    dists: Object.fromEntries(
      released.filter((app) => app !== lawyerPortal).map((app) => [app.name, distOf(app)]),
    ),
    ports: Object.fromEntries(released.map((app) => [app.name, 0])),
    env: { ...process.env, SENTRY_LOCAL_SINK: '1' },
  });
  try {
    const unmet = unmetRequirement(manifestIn(repoRoot), contractVersions(release));
    await expectLawyerPortalOutcome(page, site.origins.shell!, unmet);
  } finally {
    await site.close();
  }
});

test('(b) a lawyer portal built from the previous release in today’s site', async ({
  page,
  runtimeConfig,
  serveRemote,
}) => {
  test.setTimeout(600_000);
  await ensureRelease();
  const oldPortal = await serveRemote('mf_lawyer_portal', {
    dist: distOf(lawyerPortal),
  });
  const config = runtimeConfig.copy();
  config.remotes.mf_lawyer_portal = oldPortal.manifestUrl;
  // Sentry on, its envelopes answered by captureSentryEnvelopes (no network).
  config.sentry = { ...config.sentry, dsn: `${appOrigin('shell').replace('//', '//public@')}/1` };
  runtimeConfig.set(config);
  const unmet = unmetRequirement(manifestIn(releaseDir), contractVersions());
  await expectLawyerPortalOutcome(page, runtimeConfig.origin, unmet);
});

test('(c) the staff console released alone: a new build in a new folder, config.json pointed at it, while the site runs', async ({
  page,
  runtimeConfig,
  serveRemote,
}) => {
  test.setTimeout(300_000);
  const opsConsole = apps.find((app) => app.name === 'mf_ops_console')!;
  const folder = join(repoRoot, '.temp', 'releases', `mf-ops-console-${Date.now().toString(36)}`);
  try {
    // The console team's release: its own build, by its own Rspack, into a folder of its own.
    const code = await new Promise<number | null>((done) => {
      const build = spawn(
        join('node_modules', '.bin', 'rspack'),
        ['build', '--mode', 'production', '--output-path', folder],
        { cwd: opsConsole.dir, stdio: 'inherit' },
      );
      build.on('exit', done);
    });
    expect(code, 'the console’s build').toBe(0);
    expect(existsSync(join(folder, 'mf-manifest.json')), 'its manifest').toBe(true);

    // The site runs with today's config; the staff console works from its current build.
    await startSignedIn(page, 'ops.demo@nyaya.test');
    await page.goto(runtimeConfig.url('/ops'));
    await expect(page.getByRole('heading', { level: 1, name: 'Staff console' })).toBeVisible();

    // The release: only config.json changes; no other app is built, served anew or restarted.
    const released = await serveRemote('mf_ops_console', { dist: folder });
    const config = runtimeConfig.copy();
    config.remotes.mf_ops_console = released.manifestUrl;
    runtimeConfig.set(config);

    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(runtimeConfig.url('/ops'));
    await expect(page.getByRole('heading', { level: 1, name: 'Staff console' })).toBeVisible();
    await page.getByRole('tab', { name: 'Callbacks', exact: true }).click();
    await expect(page.getByRole('tabpanel', { name: 'Callbacks', exact: true })).toBeVisible();
    expect(
      scripts.filter((url) => url.startsWith(`${released.origin}/`)).length,
      'the console’s code came from the new release',
    ).toBeGreaterThan(0);
    expect(
      scripts.filter((url) => url.startsWith(`${appOrigin('mf_ops_console')}/`)),
      'nothing from the previous build',
    ).toEqual([]);

    // The rest of the site is as it was.
    await page.goto(runtimeConfig.url('/lawyers'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find Expert Lawyers' }),
    ).toBeVisible();
    await page.goto(runtimeConfig.url('/'));
    await expect(page.locator('#hero-title')).toBeVisible();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
