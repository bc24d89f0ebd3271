/**
 * A remote that is down or throws costs only its own area. The header,
 * routing and the other remotes keep working, the area offers "Try again", and the failure is
 * reported with the remote's tag.
 */
import type { Response } from '@playwright/test';
import { appOrigin, manifestUrl } from '../support/apps.ts';
import { startSignedIn } from '../support/auth.ts';
import { makeExposedModuleThrow } from '../support/faults.ts';
import { expect, test } from '../support/fixtures.ts';
import { freePort } from '../support/processes.ts';
import { captureSentryEnvelopes } from '../support/sentry.ts';
import { footer, header, headerLink, remoteFallback, retryButton } from '../support/site.ts';

const directoryHeading = { name: 'Find Expert Lawyers' } as const;
/** The Sentry SDK's global carrier (@sentry/core): in every copy of the SDK. */
const sentryCarrierMarker = '__SENTRY__';
const clientDashboardHeading = { name: 'Client Dashboard' } as const;

test.describe('a remote that is down', () => {
  test('requests to mf_directory aborted: only /lawyers shows the fallback, and Try again loads it once they get through', async ({
    page,
  }) => {
    // Signed in as a client, so the client dashboard (another remote) is a page to go to.
    await startSignedIn(page, 'client.demo@nyaya.test');
    const directoryOrigin = appOrigin('mf_directory');
    let blocked = true;
    const refused: string[] = [];
    await page.route(`${directoryOrigin}/**`, async (route) => {
      if (!blocked) return route.fallback();
      refused.push(route.request().url());
      return route.abort('connectionrefused');
    });

    await page.goto('/');
    await expect(headerLink(page, 'Home')).toBeVisible();
    await headerLink(page, 'Find Lawyers').click();
    await expect(page).toHaveURL(/\/lawyers$/);

    const fallback = remoteFallback(page);
    await expect(fallback).toBeVisible();
    await expect(retryButton(fallback)).toBeEnabled();
    await expect(page.getByRole('heading', directoryHeading)).toHaveCount(0);
    expect(refused, 'the directory was requested and refused').toContain(
      manifestUrl('mf_directory'),
    );
    // Only the broken area is replaced: the shell's header and footer are still there, and
    // another remote on the same page (mf_support_widgets' floating help) still works.
    await expect(header(page)).toBeVisible();
    await expect(footer(page)).toBeVisible();
    await page.getByRole('button', { name: /^help$/i }).click();
    await expect(page.getByRole('menuitem', { name: 'Call Us' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Routing and the other remotes keep working.
    await headerLink(page, 'Home').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(remoteFallback(page)).toHaveCount(0);
    await headerLink(page, 'Dashboard').click();
    await expect(page).toHaveURL(/\/client-dashboard$/);
    await expect(page.getByRole('heading', clientDashboardHeading)).toBeVisible();
    await expect(remoteFallback(page)).toHaveCount(0);

    // The directory comes back: Try again loads it without a page reload.
    await page.goto('/lawyers');
    await expect(remoteFallback(page)).toBeVisible();
    blocked = false;
    const manifestLoaded = page.waitForResponse(
      (response) => response.url() === manifestUrl('mf_directory') && response.ok(),
    );
    await retryButton(remoteFallback(page)).click();
    await manifestLoaded;
    await expect(page.getByRole('heading', directoryHeading)).toBeVisible();
    await expect(remoteFallback(page)).toHaveCount(0);
    await expect(header(page)).toBeVisible();
  });

  test('mf_directory server stopped: fallback, then Try again loads it once the server is started', async ({
    page,
    runtimeConfig,
    serveRemote,
  }) => {
    // A port nobody listens on is a stopped server; the same port is started later.
    const port = await freePort();
    const stoppedManifest = `http://localhost:${port}/mf-manifest.json`;
    const config = runtimeConfig.copy();
    config.remotes.mf_directory = stoppedManifest;
    runtimeConfig.set(config);

    await page.goto(runtimeConfig.url('/lawyers'));
    const fallback = remoteFallback(page);
    await expect(fallback).toBeVisible();
    await expect(headerLink(page, 'Home')).toBeVisible();

    await headerLink(page, 'Home').click();
    await expect(remoteFallback(page)).toHaveCount(0);
    await headerLink(page, 'Find Lawyers').click();
    await expect(remoteFallback(page)).toBeVisible();

    const directory = await serveRemote('mf_directory', { port });
    const manifestLoaded = page.waitForResponse(
      (response) => response.url() === directory.manifestUrl && response.ok(),
    );
    await retryButton(remoteFallback(page)).click();
    await manifestLoaded;
    await expect(page.getByRole('heading', directoryHeading)).toBeVisible();
    await expect(remoteFallback(page)).toHaveCount(0);
  });
});

test.describe('a remote that throws', () => {
  const message = 'e2e: DirectoryPage exploded while rendering';

  test('a render error in mf_directory stays in its area', async ({ page }) => {
    const fault = await makeExposedModuleThrow(page, {
      remote: 'mf_directory',
      exposedName: 'DirectoryPage',
      manifestUrl: manifestUrl('mf_directory'),
      message,
    });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const consoleErrors: string[] = [];
    page.on('console', (entry) => {
      if (entry.type() === 'error') consoleErrors.push(entry.text());
    });

    await page.goto('/lawyers');
    await expect(remoteFallback(page)).toBeVisible();
    expect(
      fault.patchedResponses(),
      'the throwing build of DirectoryPage was served',
    ).toBeGreaterThan(0);
    // The fallback is for the render error itself, not for a module that failed to load.
    expect(consoleErrors.join('\n')).toContain(message);
    await expect(page.getByRole('heading', directoryHeading)).toHaveCount(0);
    await expect(header(page)).toBeVisible();
    await expect(footer(page)).toBeVisible();

    await headerLink(page, 'Home').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(remoteFallback(page)).toHaveCount(0);
    // An error boundary caught it: nothing reached the window as an uncaught error.
    expect(pageErrors).toEqual([]);
  });

  test('the render error is reported to Sentry with the remote tag mf_directory', async ({
    page,
    runtimeConfig,
  }) => {
    // Nothing listens at this port: every envelope must be caught by captureSentryEnvelopes.
    // (A DSN's public key may only contain word characters, or the SDK rejects it.)
    const ingestPort = await freePort();
    const tunnel = `http://localhost:${ingestPort}/e2e-sentry-tunnel`;
    const shellDsn = `http://e2eshellkey@localhost:${ingestPort}/1`;
    const directoryDsn = `http://e2edirectorykey@localhost:${ingestPort}/2`;
    const config = runtimeConfig.copy();
    config.sentry = {
      ...config.sentry,
      dsn: shellDsn,
      remotes: { mf_directory: directoryDsn },
      tunnel,
    };
    runtimeConfig.set(config);
    const sentry = await captureSentryEnvelopes(page);
    await makeExposedModuleThrow(page, {
      remote: 'mf_directory',
      exposedName: 'DirectoryPage',
      manifestUrl: config.remotes.mf_directory,
      message,
    });

    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });

    await page.goto(runtimeConfig.url('/lawyers'));
    await expect(remoteFallback(page)).toBeVisible();

    await expect
      .poll(
        () =>
          sentry
            .events()
            .filter(({ event }) =>
              event.exception?.values?.some((value) => value.value === message),
            ).length,
        { message: 'an error event for the thrown error reaches the Sentry endpoint' },
      )
      .toBeGreaterThan(0);
    const reported = sentry
      .events()
      .filter(({ event }) => event.exception?.values?.some((value) => value.value === message));
    for (const { event, envelope } of reported) {
      expect(event.tags?.remote).toBe('mf_directory');
      // Each remote's errors go to its own DSN when config.json names one.
      expect(envelope.header.dsn).toBe(directoryDsn);
      // Through the tunnel config.json names, never straight to an ingest host.
      expect(envelope.url).toBe(tunnel);
    }

    // One Sentry SDK in the page (docs/adr/0003): shared-platform's, served by the shell; no
    // remote brings its own.
    const withSentry: string[] = [];
    for (const response of scripts) {
      if (response.ok() && (await response.text()).includes(sentryCarrierMarker)) {
        withSentry.push(response.url());
      }
    }
    expect(withSentry, 'scripts that contain the Sentry SDK').toHaveLength(1);
    expect(new URL(withSentry[0]!).origin).toBe(runtimeConfig.origin);
  });
});
