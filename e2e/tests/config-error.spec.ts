/**
 * The shell cannot start without a usable /config.json: it must say so on a page of its own,
 * never leave the screen blank.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

async function expectStartupErrorPage(page: Page, reason: RegExp) {
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(alert).toContainText(reason);
  await expect(page.getByRole('button', { name: /reload|try again/i })).toBeVisible();
  expect((await page.locator('body').innerText()).trim()).not.toBe('');
}

test('config.json that is not JSON: an error page says so', async ({ page, runtimeConfig }) => {
  runtimeConfig.set('{ "supabase": { "url": "http://localhost:54321", ');
  await page.goto(runtimeConfig.url('/'));
  await expectStartupErrorPage(page, /config\.json.*not valid JSON/i);
});

test('config.json without remotes: an error page names the missing section', async ({
  page,
  runtimeConfig,
}) => {
  const { remotes: _remotes, ...withoutRemotes } = runtimeConfig.copy();
  runtimeConfig.set(JSON.stringify(withoutRemotes));
  await page.goto(runtimeConfig.url('/lawyers'));
  await expectStartupErrorPage(page, /remotes.*missing|missing.*remotes/i);
});

test('the same shell starts normally once config.json is fixed, without a rebuild', async ({
  page,
  runtimeConfig,
}) => {
  runtimeConfig.set('not json');
  await page.goto(runtimeConfig.url('/'));
  await expect(page.getByRole('alert')).toBeVisible();
  runtimeConfig.set(runtimeConfig.copy());
  await page.getByRole('button', { name: /reload|try again/i }).click();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
