/**
 * What a first visit downloads (docs/benchmarks.md, ADRs 0004-0007): a signed-out visit of `/`
 * runs only what the page shows, and the deferred parts arrive when they are used. The sizes
 * are measured by `pnpm bench:web`; this checks which shared modules are in use, not how big
 * they are.
 */
import { demoPassword } from '@nyaya/local-supabase';
import type { Page } from '@playwright/test';
import { appOrigin, remoteApps, shellOrigin } from '../support/apps.ts';
import { loadedCopies, readFederationState } from '../support/federation.ts';
import { expect, test } from '../support/fixtures.ts';
import { signInThroughUi, toast, userMenu } from '../support/journeys.ts';

/** What the landing page renders with: the shell's frame, the design system's root, i18n. */
const onFirstPaint = [
  'react',
  'react-dom',
  '@nyaya/shared-platform/router',
  'styled-components',
  'zustand',
  'i18next',
  'react-i18next',
  '@nyaya/shared-design',
  '@nyaya/shared-platform',
];

/** What a signed-out visitor who only looks at `/` never needs. */
const deferred = [
  '@supabase/supabase-js',
  '@tanstack/react-query',
  '@nyaya/shared-platform/query',
  '@nyaya/shared-design/dialog',
  '@nyaya/shared-design/dropdown-menu',
  '@nyaya/shared-design/select',
  '@nyaya/shared-design/tabs',
  '@nyaya/shared-design/toaster',
];

async function loadedShares(page: Page): Promise<string[]> {
  return [...loadedCopies(await readFederationState(page)).keys()];
}

function helpButton(page: Page) {
  return page.getByRole('button', { name: 'Help' });
}

test('a signed-out first visit of / runs only what the page shows', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await page.goto('/');
  await expect(page.locator('#hero-title')).toBeVisible();
  // The floating help arrives after the first paint; once it is there the visit is complete.
  await expect(helpButton(page)).toBeVisible();
  await page.waitForLoadState('networkidle');

  const loaded = await loadedShares(page);
  expect(loaded).toEqual(expect.arrayContaining(onFirstPaint));
  for (const key of deferred)
    expect(loaded, `${key} must wait until it is used`).not.toContain(key);

  const remoteOrigins = remoteApps.map((app) => appOrigin(app.name));
  const contacted = remoteOrigins.filter((origin) =>
    requested.some((url) => url.startsWith(`${origin}/`)),
  );
  expect(contacted, 'only the floating help’s remote').toEqual([appOrigin('mf_support_widgets')]);
  // Nothing of the staff console: its JavaScript is 0 KB on / (docs/adr/0030-staff-console.md).
  expect(
    requested.filter((url) => url.startsWith(`${appOrigin('mf_ops_console')}/`)),
    'requests to mf_ops_console',
  ).toEqual([]);
});

test('the deferred parts arrive when used: the help menu when opened, supabase-js with sign-in', async ({
  page,
}) => {
  await page.goto('/');
  await expect(helpButton(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await loadedShares(page)).not.toContain('@nyaya/shared-design/dropdown-menu');

  await helpButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'File Complaint' })).toBeVisible();
  expect(await loadedShares(page)).toContain('@nyaya/shared-design/dropdown-menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  expect(await loadedShares(page)).not.toContain('@supabase/supabase-js');
  await signInThroughUi(page, 'client.demo@nyaya.test', demoPassword);
  // The lazily mounted Toaster shows the greeting.
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(userMenu(page, 'Aarav Mehta')).toBeVisible();
  expect(await loadedShares(page)).toEqual(
    expect.arrayContaining([
      '@supabase/supabase-js',
      '@nyaya/shared-design/dialog',
      '@nyaya/shared-design/tabs',
    ]),
  );

  // A stored session loads supabase-js at start-up: the reload comes back signed in.
  await page.reload();
  await expect(userMenu(page, 'Aarav Mehta')).toBeVisible();
  expect(await loadedShares(page)).toContain('@supabase/supabase-js');
  await expect(page).toHaveURL(`${shellOrigin}/`);
});

test('a help menu whose code failed to load is tried again on the next intent', async ({
  page,
}) => {
  await page.goto('/');
  await expect(helpButton(page)).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The network drops: the menu's code (the design system's dropdown-menu entry) cannot load.
  const dropped = async (route: import('@playwright/test').Route) =>
    route.abort('internetdisconnected');
  await page.route('**/*.js', dropped);
  await helpButton(page).click();
  const list = page.getByRole('list', { name: 'Help' });
  await expect(list).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await helpButton(page).click();
  await expect(list).toBeHidden();

  // It is back; the visitor points at the button again, then opens the help: the real menu.
  await page.unroute('**/*.js', dropped);
  await page.mouse.move(0, 0);
  await helpButton(page).hover();
  await expect
    .poll(async () => loadedShares(page), { message: 'the menu code loads on the new intent' })
    .toContain('@nyaya/shared-design/dropdown-menu');
  await helpButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'File Complaint' })).toBeVisible();
  await expect(list).toHaveCount(0);
});
