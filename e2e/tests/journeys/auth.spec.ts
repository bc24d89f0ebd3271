/**
 * Spec sections 2 (authentication dialog, header) and 8 (auth toasts): a client signs up through
 * the UI, confirms the e-mail with the link MailDev received, is signed in, and signs out; a
 * wrong password shows the backend's message and keeps the e-mail typed.
 */
import { demoPassword } from '@nyaya/local-supabase';
import { mailboxUrl, shellOrigin } from '../../support/apps.ts';
import { expect, test } from '../../support/fixtures.ts';
import {
  dashboardLink,
  dialog,
  expectSignedOutHeader,
  signInThroughUi,
  signedOutActions,
  toast,
  userMenu,
} from '../../support/journeys.ts';
import { extractConfirmationLink, waitForEmail } from '@nyaya/local-supabase';

test('a client signs up, confirms the e-mail, sees their name and Dashboard, and signs out', async ({
  page,
}) => {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const fullName = `Meera Journey ${unique.slice(-6)}`;
  const email = `journey.${unique}@nyaya.test`;
  const password = 'Journey#2026pass';

  await page.goto('/');
  await signedOutActions(page).login.click();
  const portal = dialog(page, 'Client Portal');
  await expect(portal).toBeVisible();
  await portal.getByRole('tab', { name: 'Sign Up' }).click();
  await portal.getByLabel('Full Name').fill(fullName);
  await portal.getByLabel('Phone Number').fill('+91 98765 43210');
  await portal.getByLabel('Email').fill(email);
  await portal.getByLabel('Password').fill(password);
  await portal.getByRole('button', { name: 'Sign Up', exact: true }).click();

  await expect(toast(page, 'Please check your email to confirm your account.')).toBeVisible();
  await expect(portal).toBeHidden();
  await expectSignedOutHeader(page);

  const message = await waitForEmail(email, { mailUrl: mailboxUrl() });
  const link = extractConfirmationLink(message);
  expect(new URL(link).pathname).toBe('/auth/v1/verify');

  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`^${shellOrigin}/`));
  const menu = userMenu(page, fullName);
  const login = signedOutActions(page).login;
  await expect(menu.or(login)).toBeVisible();
  if (await login.isVisible()) {
    // The link confirmed the address without a session for this page: sign in with it now.
    await signInThroughUi(page, email, password);
  }

  await expect(menu).toBeVisible();
  await expect(dashboardLink(page)).toHaveAttribute('href', '/client-dashboard');
  await expect(login).toHaveCount(0);

  await dashboardLink(page).click();
  await expect(page).toHaveURL(`${shellOrigin}/client-dashboard`);
  await expect(page.getByRole('heading', { name: 'Client Dashboard' })).toBeVisible();

  await menu.click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expectSignedOutHeader(page);
  await expect(menu).toHaveCount(0);
});

test('a wrong password shows the backend message and keeps the e-mail typed', async ({ page }) => {
  const email = 'client.demo@nyaya.test';
  await page.goto('/');
  await signedOutActions(page).login.click();
  const portal = dialog(page, 'Client Portal');
  await expect(portal).toBeVisible();
  await portal.getByLabel('Email').fill(email);
  await portal.getByLabel('Password').fill(`${demoPassword}-wrong`);
  await portal.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(toast(page, 'Invalid login credentials')).toBeVisible();
  await expect(portal).toBeVisible();
  await expect(portal.getByLabel('Email')).toHaveValue(email);
  // (Escape would dismiss the toast first: it is the newest layer.)
  await portal.getByRole('button', { name: 'Close' }).click();
  await expect(portal).toBeHidden();
  await expectSignedOutHeader(page);
});
