/**
 * The legal pages (docs/product/legal-pages.md): the footer's Privacy Policy, Terms of Service,
 * Disclaimer and Professional Ethics lead to the privacy notice, the terms of use, the
 * disclaimer and the lawyers' listing policy and code of conduct, each with its version and
 * effective date and a contents list that leads to its sections. At 360 and 1280 px nothing is
 * wider than the screen and axe finds no violation. The pages are in the HTML the server sends,
 * so they read without any script.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { footer } from '../../support/site.ts';

const PAGES = [
  { link: 'Privacy Policy', path: '/privacy', title: 'Privacy notice' },
  { link: 'Terms of Service', path: '/terms', title: 'Terms of use' },
  { link: 'Disclaimer', path: '/disclaimer', title: 'Disclaimer' },
  {
    link: 'Professional Ethics',
    path: '/lawyer-policy',
    title: 'Listing policy and code of conduct for lawyers',
  },
] as const;

const VERSION_LINE = /^Version \d+\.\d+ · in effect from \d{1,2} [A-Z][a-z]{2} \d{4}$/;

async function pageWidthOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const { link, path, title } of PAGES) {
  test(`the footer's ${link} opens ${path}, whose contents lead to its sections`, async ({
    page,
  }) => {
    await page.goto('/');
    await footer(page).getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main.getByText(VERSION_LINE)).toBeVisible();
    await expect(page).toHaveTitle(`${title} – NyayaConnect`);

    const contents = main.getByRole('navigation', { name: 'On this page' });
    const entries = contents.getByRole('link');
    expect(await entries.count()).toBeGreaterThan(2);
    const last = entries.last();
    const heading = (await last.textContent())!;
    await last.click();
    await expect(page).toHaveURL(/#[a-z0-9-]+$/);
    await expect(
      main.getByRole('heading', { level: 2, name: heading, exact: true }),
    ).toBeInViewport();
  });

  for (const width of [360, 1280]) {
    test(`${path} fits ${width} px and axe finds no violation`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(await pageWidthOverflow(page), 'wider than the screen').toBeLessThanOrEqual(0);
      await testInfo.attach(`${path.slice(1)}-${width}.png`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes[0]?.target}`)).toEqual([]);
    });
  }
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('every legal page is in the HTML the server sends', async ({ page }) => {
    for (const { path, title } of PAGES) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 }).nth(2)).toBeVisible();
    }
  });
});

test('the privacy notice names the grievance officer and the rights, and reads in Hindi', async ({
  page,
  context,
}) => {
  await page.goto('/privacy');
  const main = page.getByRole('main');
  await expect(main.getByText(/grievance@nyayaconnect\.in/).first()).toBeVisible();
  await expect(main.getByRole('table').first()).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).first().click();
  await expect(main.getByRole('heading', { level: 1, name: 'गोपनीयता सूचना' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // The choice holds on the next visit: the server sends the Hindi document.
  const again = await context.newPage();
  await again.goto('/privacy');
  await expect(again.getByRole('heading', { level: 1, name: 'गोपनीयता सूचना' })).toBeVisible();
});
