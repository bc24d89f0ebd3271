/** Locators and steps shared by the user-journey specs (tests/journeys). */
import { expect, type Locator, type Page } from '@playwright/test';
import { header } from './site.ts';

/** A dialog by its accessible name (its title). */
export function dialog(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name, exact: true });
}

/**
 * A toast's text inside the notifications region (not Radix's off-screen announcement copy).
 * `includeHidden`: while a modal dialog is open, everything outside it (the toast viewport
 * included) is aria-hidden.
 */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('region', { name: /notifications/i, includeHidden: true }).getByText(text);
}

/** The header's account buttons when signed out. */
export function signedOutActions(page: Page) {
  const banner = header(page);
  return {
    login: banner.getByRole('button', { name: 'Login', exact: true }),
    joinAsLawyer: banner.getByRole('button', { name: 'Join as Lawyer', exact: true }),
    talkToUs: banner.getByRole('button', { name: 'Talk to Us', exact: true }),
  };
}

/** The header's Dashboard link (signed in). */
export function dashboardLink(page: Page): Locator {
  return header(page).getByRole('link', { name: 'Dashboard', exact: true });
}

/** The header's user menu trigger, named by the user's full name. */
export function userMenu(page: Page, fullName: string): Locator {
  return header(page).getByRole('button', { name: fullName });
}

export async function expectSignedOutHeader(page: Page): Promise<void> {
  const actions = signedOutActions(page);
  await expect(actions.login).toBeVisible();
  await expect(actions.joinAsLawyer).toBeVisible();
  await expect(actions.talkToUs).toBeVisible();
  await expect(dashboardLink(page)).toHaveCount(0);
}

/** Signs in through the header's Login button and the Client Portal's Login tab. */
export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await signedOutActions(page).login.click();
  const portal = dialog(page, 'Client Portal');
  await expect(portal).toBeVisible();
  await expect(portal.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await portal.getByLabel('Email').fill(email);
  await portal.getByLabel('Password').fill(password);
  await portal.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(portal).toBeHidden();
}
