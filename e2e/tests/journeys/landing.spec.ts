/**
 * The landing page's content (docs/product/public-site.md), its navigation, the header links and
 * the footer.
 */
import { shellOrigin } from '../../support/apps.ts';
import { expect, test } from '../../support/fixtures.ts';
import { dialog } from '../../support/journeys.ts';
import { fetchRuntimeConfig } from '../../support/runtime-config.ts';
import { footer, header, headerLink } from '../../support/site.ts';

const findLawyersHeading = { name: 'Find Expert Lawyers', level: 1 } as const;

test('the hero offers Start Consultation, Browse Lawyers (→ /lawyers) and Join as Lawyer (lawyer sign-up)', async ({
  page,
}) => {
  await page.goto('/');
  const hero = page.locator('section[aria-labelledby="hero-title"]');
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(hero.getByRole('button', { name: 'Start Consultation' })).toBeVisible();

  await hero.getByRole('button', { name: 'Join as Lawyer' }).click();
  const portal = dialog(page, 'Lawyer Portal');
  await expect(portal).toBeVisible();
  await expect(portal.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(portal).toBeHidden();

  await hero.getByRole('link', { name: 'Browse Lawyers' }).click();
  await expect(page).toHaveURL(`${shellOrigin}/lawyers`);
  await expect(page.getByRole('heading', findLawyersHeading)).toBeVisible();
});

test('statistics, service cards, how it works and testimonials', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');

  const stats = page.locator('section[aria-labelledby="stats-title"]');
  for (const value of ['10,000+', '500+', '98%', '24/7']) {
    await expect(stats.getByText(value, { exact: true })).toBeVisible();
  }

  await expect(main.getByRole('heading', { name: 'Why Choose NyayaConnect?' })).toBeVisible();

  const services = ['Property Law', 'Family Law', 'Criminal Law', 'Business Law'];
  for (const service of services) {
    await expect(main.getByRole('link', { name: service })).toHaveAttribute(
      'href',
      `/lawyers?${new URLSearchParams({ specialization: service })}`,
    );
  }

  const steps = page.locator('#how-it-works').getByRole('listitem');
  await expect(steps).toHaveCount(3);
  for (const [index, title] of [
    'Submit Your Case',
    'Get Matched',
    'Video Consultation',
  ].entries()) {
    await expect(steps.nth(index)).toContainText(`Step ${index + 1}`, { ignoreCase: true });
    await expect(steps.nth(index).getByRole('heading', { name: title })).toBeVisible();
  }

  const testimonials = page.locator('section[aria-labelledby="testimonials-title"] figure');
  await expect(testimonials).toHaveCount(2);
  await expect(testimonials.nth(0)).toContainText('Rajesh Kumar');
  await expect(testimonials.nth(1)).toContainText('Ananya Iyer');
});

for (const service of ['Property Law', 'Family Law', 'Criminal Law', 'Business Law']) {
  test(`the ${service} card opens /lawyers with ${service} chosen`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: service }).click();
    await expect(page).toHaveURL(
      `${shellOrigin}/lawyers?${new URLSearchParams({ specialization: service })}`,
    );
    await expect(page.getByRole('heading', findLawyersHeading)).toBeVisible();
    await expect(page.getByRole('button', { name: service, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
}

test('header links Home and Find Lawyers navigate', async ({ page }) => {
  await page.goto('/');
  await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeVisible();
  await headerLink(page, 'Find Lawyers').click();
  await expect(page).toHaveURL(`${shellOrigin}/lawyers`);
  await expect(page.getByRole('heading', findLawyersHeading)).toBeVisible();
  await expect(headerLink(page, 'Find Lawyers')).toHaveAttribute('aria-current', 'page');

  await headerLink(page, 'Home').click();
  await expect(page).toHaveURL(`${shellOrigin}/`);
  await expect(page.locator('#hero-title')).toBeVisible();
  await expect(headerLink(page, 'Home')).toHaveAttribute('aria-current', 'page');
});

test('the footer has its ten links and the contact details from /config.json', async ({ page }) => {
  const { contact } = await fetchRuntimeConfig(shellOrigin);
  await page.goto('/');
  const site = footer(page);
  // In-page anchors, and the legal pages (docs/product/legal-pages.md).
  const links: [string, RegExp][] = [
    ['About Us', /^\/?#about$/],
    ['Services', /^\/?#services$/],
    ['For Lawyers', /^\/?#lawyers$/],
    ['Pricing', /^\/?#pricing$/],
    ['Contact', /^\/?#contact$/],
    ['Privacy Policy', /^\/privacy$/],
    ['Terms of Service', /^\/terms$/],
    ['Disclaimer', /^\/disclaimer$/],
    ['Professional Ethics', /^\/lawyer-policy$/],
    ['Complaints', /^\/?#complaints$/],
  ];
  for (const [name, href] of links) {
    await expect(site.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }

  await expect(site.getByRole('link', { name: contact.phone })).toHaveAttribute(
    'href',
    `tel:${contact.phone.replace(/[^\d+]/g, '')}`,
  );
  await expect(site.getByRole('link', { name: contact.email })).toHaveAttribute(
    'href',
    `mailto:${contact.email}`,
  );
  await expect(site.getByText(contact.address)).toBeVisible();

  await site.getByRole('link', { name: 'About Us', exact: true }).click();
  await expect(page).toHaveURL(`${shellOrigin}/#about`);
  await expect(page.locator('#about')).toBeInViewport();
});
