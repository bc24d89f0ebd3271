/**
 * Version skew between separately released apps (DESIGN section 4, docs/versioning.md): the
 * lawyer portal's team ships alone, so a site can run
 *   (a) a remote built from today's sources in a site built from the previous release of the
 *       contract packages, and
 *   (b) a remote built from the previous release in today's site.
 * Each must work, or fail only inside its own RemoteBoundary, with the reason (the contract
 * release it needs and the one the page provides) reported to Sentry: never a blank page, never
 * another area broken. Which of the two is expected follows from the versions: the remote's
 * manifest names the ranges it requires, the site provides its versions.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startServers } from '../../scripts/serve.mjs';
import { appOrigin, apps } from '../support/apps.ts';
import { startSignedIn } from '../support/auth.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  appNamed,
  buildRelease,
  currentVersions,
  distOf,
  previousRelease,
  unmetRequirement,
  type ContractVersions,
  type Release,
} from '../support/releases.ts';
import { captureSentryEnvelopes } from '../support/sentry.ts';
import { repoRoot } from '../support/paths.ts';
import { footer, header } from '../support/site.ts';

const lawyerPortal = appNamed('mf_lawyer_portal');
const currentManifest = join(repoRoot, lawyerPortal.folder, 'dist', 'mf-manifest.json');

let release: Release;
let releaseDir: string;

test.beforeAll(async () => {
  // The first run builds the previous release: its own install and its own build of six apps.
  test.setTimeout(600_000);
  release = previousRelease();
  releaseDir = await buildRelease(release);
});

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
    const contractPackage = unmet.shareName.split('/').slice(0, 2).join('/');
    const reported = () =>
      sentry
        .events()
        .filter(({ event }) => event.tags?.remote === 'mf_lawyer_portal')
        .flatMap(({ event }) => event.exception?.values ?? [])
        .map((value) => value.value ?? '');
    await expect
      .poll(() =>
        reported().some(
          (message) => message.includes(contractPackage) && message.includes(unmet.requiredVersion),
        ),
      )
      .toBe(true);
  }

  // Another remote's area and the shell's own page work as before.
  await page.goto(`${origin}/lawyers`);
  await expect(page.getByRole('heading', { level: 1, name: 'Find Expert Lawyers' })).toBeVisible();
  await page.goto(`${origin}/`);
  await expect(page.locator('#hero-title')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Help' })).toBeVisible();
}

test('(a) a lawyer portal built from today’s sources in a site of the previous release', async ({
  page,
}) => {
  // The previous release's site: its shell and remotes, but today's lawyer portal.
  const site = await startServers({
    dists: Object.fromEntries(
      apps.filter((app) => app !== lawyerPortal).map((app) => [app.name, distOf(releaseDir, app)]),
    ),
    ports: Object.fromEntries(apps.map((app) => [app.name, 0])),
    env: { ...process.env, SENTRY_LOCAL_SINK: '1' },
  });
  try {
    const unmet = unmetRequirement(currentManifest, release.versions);
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
  const oldPortal = await serveRemote('mf_lawyer_portal', {
    dist: distOf(releaseDir, lawyerPortal),
  });
  const config = runtimeConfig.copy();
  config.remotes.mf_lawyer_portal = oldPortal.manifestUrl;
  // Sentry on, its envelopes answered by captureSentryEnvelopes (no network).
  config.sentry = { ...config.sentry, dsn: `${appOrigin('shell').replace('//', '//public@')}/1` };
  runtimeConfig.set(config);
  const provided: ContractVersions = currentVersions();
  const unmet = unmetRequirement(
    join(distOf(releaseDir, lawyerPortal), 'mf-manifest.json'),
    provided,
  );
  await expectLawyerPortalOutcome(page, runtimeConfig.origin, unmet);
});
