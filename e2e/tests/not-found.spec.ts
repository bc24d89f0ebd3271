/**
 * docs/product/public-site.md: any other path shows 'Oops! Page not found' with a link back home.
 */
import { expect, test } from '../support/fixtures.ts';
import { header, remoteFallback } from '../support/site.ts';

const notFoundHeading = { name: 'Oops! Page not found' } as const;

for (const path of ['/no-such-page', '/lawyers/x/y', '/client-dashboard/unknown?x=1']) {
  test(`${path} shows the 404 page, and its link goes home`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', notFoundHeading)).toBeVisible();
    await expect(header(page)).toBeVisible();
    await expect(remoteFallback(page)).toHaveCount(0);

    const home = page.getByRole('main').getByRole('link', { name: /home/i });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL(new URL('/', page.url()).href);
    await expect(page.getByRole('heading', notFoundHeading)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('known routes do not show the 404 page', async ({ page }) => {
  for (const path of ['/', '/lawyers']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('heading', notFoundHeading)).toHaveCount(0);
  }
});
