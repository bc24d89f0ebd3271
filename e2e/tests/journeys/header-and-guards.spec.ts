/**
 * The header's states by role (docs/product/public-site.md) and the dashboard guards
 * (docs/product/users-and-roles.md): signed out, as the
 * demo client and as the approved demo lawyer.
 */
import { demoPassword } from '@nyaya/local-supabase';
import { shellOrigin } from '../../support/apps.ts';
import { startSignedIn } from '../../support/auth.ts';
import { expect, test } from '../../support/fixtures.ts';
import {
  dashboardLink,
  dialog,
  expectSignedOutHeader,
  signInThroughUi,
  toast,
  userMenu,
} from '../../support/journeys.ts';

const client = { email: 'client.demo@nyaya.test', name: 'Aarav Mehta' } as const;
const lawyer = { email: 'lawyer.approved@nyaya.test', name: 'Priya Sharma' } as const;

test('signed out: Login, Join as Lawyer and Talk to Us, no Dashboard', async ({ page }) => {
  await page.goto('/');
  await expectSignedOutHeader(page);
});

for (const [path, portal, heading] of [
  ['/client-dashboard', 'Client Portal', 'Client Dashboard'],
  ['/ai-consultations', 'Client Portal', 'AI Consultation History'],
] as const) {
  test(`signed out, ${path} opens the ${portal}'s login and returns to the page after it`, async ({
    page,
  }) => {
    await page.goto(path);
    const login = dialog(page, portal);
    await expect(login).toBeVisible();
    await expect(page).toHaveURL(`${shellOrigin}${path}`);
    await login.getByLabel('Email').fill(client.email);
    await login.getByLabel('Password').fill(demoPassword);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(login).toBeHidden();
    await expect(page).toHaveURL(`${shellOrigin}${path}`);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  });
}

test("signed out, /lawyer-dashboard opens the Lawyer Portal's login; closed, the page offers it again", async ({
  page,
}) => {
  await page.goto('/lawyer-dashboard');
  const login = dialog(page, 'Lawyer Portal');
  await expect(login).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Please log in to see this page' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await login.getByLabel('Email').fill(lawyer.email);
  await login.getByLabel('Password').fill(demoPassword);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`${shellOrigin}/lawyer-dashboard`);
  await expect(page.getByRole('heading', { name: 'Lawyer Dashboard', level: 1 })).toBeVisible();
});

test('the demo client signs in through the Login dialog: name, Dashboard → /client-dashboard', async ({
  page,
}) => {
  await page.goto('/');
  await signInThroughUi(page, client.email, demoPassword);
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(userMenu(page, client.name)).toBeVisible();
  await expect(dashboardLink(page)).toHaveAttribute('href', '/client-dashboard');
  await dashboardLink(page).click();
  await expect(page).toHaveURL(`${shellOrigin}/client-dashboard`);
  await expect(page.getByRole('heading', { name: 'Client Dashboard' })).toBeVisible();
});

test('the client visiting /lawyer-dashboard lands on /client-dashboard', async ({ page }) => {
  await startSignedIn(page, client.email);
  await page.goto('/lawyer-dashboard');
  await expect(page).toHaveURL(`${shellOrigin}/client-dashboard`);
  await expect(page.getByRole('heading', { name: 'Client Dashboard' })).toBeVisible();
  await expect(userMenu(page, client.name)).toBeVisible();
});

test('the approved lawyer: name, Dashboard → /lawyer-dashboard; /client-dashboard redirects there', async ({
  page,
}) => {
  await startSignedIn(page, lawyer.email);
  await page.goto('/');
  await expect(userMenu(page, lawyer.name)).toBeVisible();
  await expect(dashboardLink(page)).toHaveAttribute('href', '/lawyer-dashboard');
  await dashboardLink(page).click();
  await expect(page).toHaveURL(`${shellOrigin}/lawyer-dashboard`);

  await page.goto('/client-dashboard');
  await expect(page).toHaveURL(`${shellOrigin}/lawyer-dashboard`);
  await expect(userMenu(page, lawyer.name)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Client Dashboard' })).toHaveCount(0);
});
