/**
 * Accounts (docs/product/accounts.md: the authentication dialog, the header, the toasts): a client
 * signs up through the UI, confirms the e-mail with the link MailDev received, is signed in, and
 * signs out; a wrong password shows the backend's message and keeps the e-mail typed.
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
import {
  emailsTo,
  extractConfirmationLink,
  waitForEmail,
  type MailMessage,
} from '@nyaya/local-supabase';
import { createClient } from '@supabase/supabase-js';
import type { Page } from '@playwright/test';
import ws from 'ws';
import { fetchRuntimeConfig } from '../../support/runtime-config.ts';
import { agreedAtSignUp, consentBox } from '../../support/consent.ts';

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
  // Without the consent box ticked, no account: a sentence at the box, and the form as it was.
  await expect(consentBox(portal)).not.toBeChecked();
  await portal.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(
    portal.getByText(
      'Tick the box to agree to the Terms of Service and the Privacy Policy. An account cannot be created without it.',
    ),
  ).toBeVisible();
  await expect(consentBox(portal)).toBeFocused();
  await expect(portal.getByLabel('Email')).toHaveValue(email);
  await expect(toast(page, 'Please check your email to confirm your account.')).toHaveCount(0);
  await consentBox(portal).check();
  await portal.getByRole('button', { name: 'Sign Up', exact: true }).click();

  await expect(toast(page, 'Please check your email to confirm your account.')).toBeVisible();
  // The dialog stays to take the e-mailed code; this journey follows the link instead.
  await expect(
    portal.getByText(`We sent a confirmation link and a 6-digit code to ${email}.`),
  ).toBeVisible();
  await expect(portal.getByLabel('6-digit code')).toBeVisible();

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

// ---------------------------------------------------------------------------------------------
// No dead ends: a forgotten password, an unconfirmed account, Google where it is not offered
// ---------------------------------------------------------------------------------------------

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** The 6-digit code an auth e-mail offers, as the person reads it in the HTML part. */
function codeIn(message: MailMessage): string {
  const code = /Or enter this code:[\s\S]*?\b(\d{6})\b/.exec(message.html ?? '')?.[1];
  if (!code) throw new Error(`No code in the HTML of "${message.subject}":\n${message.html}`);
  return code;
}

/** An account made through the auth API as the sign-up form does; confirmed unless told. */
async function account(role: 'client' | 'lawyer', { confirmed = true } = {}) {
  const email = `recovery.${unique()}@nyaya.test`;
  const password = 'Recover#2026pass';
  const { supabase } = await fetchRuntimeConfig(shellOrigin);
  const client = createClient(supabase.url, supabase.anonKey, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { error } = await client.auth.signUp({
    email,
    password,
    options: {
      data: { full_name: 'Rekha Recovery', role, phone: '+91 98765 43210', ...agreedAtSignUp },
      emailRedirectTo: `${shellOrigin}/`,
    },
  });
  if (error) throw new Error(`sign-up of ${email} failed: ${error.message}`);
  const message = await waitForEmail(email, { mailUrl: mailboxUrl() });
  if (confirmed) await fetch(extractConfirmationLink(message), { redirect: 'manual' });
  return { email, password, message };
}

async function openPortalLogin(page: Page, portal: 'Client Portal' | 'Lawyer Portal') {
  await page.goto('/');
  if (portal === 'Client Portal') await signedOutActions(page).login.click();
  else await signedOutActions(page).joinAsLawyer.click();
  const dialogOf = dialog(page, portal);
  await dialogOf.getByRole('tab', { name: 'Login' }).click();
  return dialogOf;
}

async function setNewPassword(page: Page, password: string) {
  // supabase-js leaves an empty fragment where the link's tokens were.
  await expect(page).toHaveURL(new RegExp(`^${shellOrigin}/reset-password#?$`));
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password').fill('weakpassword');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('The password needs a capital letter (A-Z).')).toBeVisible();
  await page.getByLabel('New password').fill(password);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(toast(page, 'Your password has been changed. You are signed in.')).toBeVisible();
}

test('a client who forgot the password resets it by the e-mailed link and is signed in', async ({
  page,
}) => {
  const { email } = await account('client');
  const portal = await openPortalLogin(page, 'Client Portal');
  await portal.getByLabel('Email').fill(email);
  await portal.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(portal.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(portal.getByLabel('Email')).toHaveValue(email);
  await portal.getByRole('button', { name: 'Send reset e-mail' }).click();
  await expect(portal.getByLabel('6-digit code')).toBeVisible();

  const message = await waitForEmail(email, {
    mailUrl: mailboxUrl(),
    subject: 'Reset Your Password',
  });
  await page.goto(extractConfirmationLink(message));
  await setNewPassword(page, 'Reset#ByLink2026');
  await expect(page).toHaveURL(`${shellOrigin}/client-dashboard`);
  await expect(userMenu(page, 'Rekha Recovery')).toBeVisible();

  // The new password is the one that signs in now.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await signInThroughUi(page, email, 'Reset#ByLink2026');
  await expect(userMenu(page, 'Rekha Recovery')).toBeVisible();
});

test('a lawyer who forgot the password resets it with the e-mailed code', async ({ page }) => {
  const { email, password } = await account('lawyer');
  const portal = await openPortalLogin(page, 'Lawyer Portal');
  await portal.getByRole('button', { name: 'Forgot password?' }).click();
  await portal.getByLabel('Email').fill(email);
  await portal.getByRole('button', { name: 'Send reset e-mail' }).click();
  const message = await waitForEmail(email, {
    mailUrl: mailboxUrl(),
    subject: 'Reset Your Password',
  });

  await portal.getByLabel('6-digit code').fill('000000');
  await portal.getByRole('button', { name: 'Continue' }).click();
  await expect(
    portal.getByText('This code is wrong or has expired. Check the e-mail, or ask for a new one.'),
  ).toBeVisible();
  await portal.getByLabel('6-digit code').fill(codeIn(message));
  await portal.getByRole('button', { name: 'Continue' }).click();
  await expect(portal).toBeHidden();
  await setNewPassword(page, 'Reset#ByCode2026');
  await expect(page).toHaveURL(`${shellOrigin}/lawyer-dashboard`);

  // The old password no longer works.
  const { supabase } = await fetchRuntimeConfig(shellOrigin);
  const old = await createClient(supabase.url, supabase.anonKey, {
    realtime: { transport: ws as never },
    auth: { persistSession: false },
  }).auth.signInWithPassword({ email, password });
  expect(old.error?.code).toBe('invalid_credentials');
});

test('a client confirms the sign-up with the e-mailed code in the dialog and is signed in', async ({
  page,
}) => {
  const email = `code.${unique()}@nyaya.test`;
  await page.goto('/');
  await signedOutActions(page).login.click();
  const portal = dialog(page, 'Client Portal');
  await portal.getByRole('tab', { name: 'Sign Up' }).click();
  await portal.getByLabel('Full Name').fill('Kavya Code');
  await portal.getByLabel('Email').fill(email);
  await portal.getByLabel('Password').fill('Code#2026pass');
  await consentBox(portal).check();
  await portal.getByRole('button', { name: 'Sign Up', exact: true }).click();

  const message = await waitForEmail(email, { mailUrl: mailboxUrl() });
  await portal.getByLabel('6-digit code').fill(codeIn(message));
  await portal.getByRole('button', { name: 'Confirm e-mail' }).click();
  await expect(
    toast(page, 'Your e-mail address is confirmed. Welcome to NyayaConnect!'),
  ).toBeVisible();
  await expect(portal).toBeHidden();
  await expect(userMenu(page, 'Kavya Code')).toBeVisible();
});

test('signing in before confirming offers the confirmation again, once a minute', async ({
  page,
}) => {
  // One confirmation a minute per address (config.toml's max_frequency): the sign-up's own first.
  test.setTimeout(150_000);
  const { email, password } = await account('client', { confirmed: false });
  const portal = await openPortalLogin(page, 'Client Portal');
  await portal.getByLabel('Email').fill(email);
  await portal.getByLabel('Password').fill(password);
  await portal.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(portal.getByText(`The e-mail address ${email} is not confirmed yet.`)).toBeVisible();

  const resend = portal.getByRole('button', { name: 'Resend confirmation e-mail' });
  await resend.click();
  await expect(
    toast(page, /^For security purposes, you can only request this after \d+ seconds\.$/),
  ).toBeVisible();
  await expect.poll(async () => (await emailsTo(email, { mailUrl: mailboxUrl() })).length).toBe(1);

  await expect(async () => {
    await resend.click();
    await expect(
      toast(page, 'A new confirmation e-mail is on its way. It may take a minute to arrive.'),
    ).toBeVisible({ timeout: 3_000 });
  }).toPass({ intervals: [10_000], timeout: 100_000 });
  await expect.poll(async () => (await emailsTo(email, { mailUrl: mailboxUrl() })).length).toBe(2);

  const latest = (await emailsTo(email, { mailUrl: mailboxUrl() })).at(-1)!;
  await portal.getByLabel('6-digit code').fill(codeIn(latest));
  await portal.getByRole('button', { name: 'Confirm e-mail' }).click();
  await expect(portal).toBeHidden();
  await expect(userMenu(page, 'Rekha Recovery')).toBeVisible();
});

test("'Continue with Google' explains in the dialog when Google is not offered, and stays", async ({
  page,
}) => {
  const toAuthServer: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/v1/')) toAuthServer.push(request.url());
  });
  const portal = await openPortalLogin(page, 'Lawyer Portal');
  await portal.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(portal.getByRole('alert')).toHaveText(
    'Google sign-in is not available on this site. Please sign in with your e-mail and password instead.',
  );
  await expect(page).toHaveURL(`${shellOrigin}/`);
  expect(toAuthServer.filter((url) => url.includes('/authorize'))).toEqual([]);

  await portal.getByRole('button', { name: 'Use e-mail instead' }).click();
  await expect(portal.getByLabel('Email')).toBeFocused();
});

test('a Google sign-in that fails at the provider returns to the site with a clear message', async ({
  page,
}) => {
  // Google offered by the config and the auth server; the provider then fails, as a refused
  // consent or a broken exchange does, and the auth server sends the browser back with an error.
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), auth: { google: true } } });
  });
  await page.route('**/auth/v1/settings', (route) =>
    route.fulfill({ json: { external: { google: true, email: true } } }),
  );
  await page.route('**/auth/v1/authorize?**', (route) =>
    route.fulfill({
      status: 303,
      headers: {
        location:
          `${shellOrigin}/#error=server_error&error_code=unexpected_failure` +
          '&error_description=Unable+to+exchange+external+code',
      },
    }),
  );

  const portal = await openPortalLogin(page, 'Client Portal');
  await portal.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(`${shellOrigin}/`);
  await expect(toast(page, 'Sign-in did not complete')).toBeVisible();
  await expect(toast(page, 'Unable to exchange external code')).toBeVisible();
  await expect(page.locator('#hero-title')).toBeVisible();
  await expectSignedOutHeader(page);
  expect(await page.evaluate(() => localStorage.getItem('pending_user_type'))).toBeNull();
});
