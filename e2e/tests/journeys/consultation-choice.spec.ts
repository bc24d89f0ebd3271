/**
 * 'Start Consultation' (docs/product/public-site.md): signed out, the choice dialog 'Get Started
 * with Legal Consultation' and where each option leads; signed in, the consultation request form
 * (mf_client_dashboard).
 */
import { startSignedIn } from '../../support/auth.ts';
import { expect, test } from '../../support/fixtures.ts';
import { dialog } from '../../support/journeys.ts';
import type { Page } from '@playwright/test';

const choiceTitle = 'Get Started with Legal Consultation';
const options = ['Sign Up & Start Consultation', 'Login to Continue', 'Talk to Us Directly'];

async function openChoice(page: Page) {
  await page.goto('/');
  await page.locator('#hero-title').waitFor();
  await page.getByRole('main').getByRole('button', { name: 'Start Consultation' }).first().click();
  const choice = dialog(page, choiceTitle);
  await expect(choice).toBeVisible();
  return choice;
}

test('signed out: exactly three options, focus inside, Escape closes', async ({ page }) => {
  const choice = await openChoice(page);
  // The options are a list of buttons; besides them the dialog has only its Close button.
  await expect(choice.getByRole('list').getByRole('button')).toHaveText(options);
  await expect(choice.getByRole('button')).toHaveCount(options.length + 1);
  await expect(choice.getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(choice.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(choice.locator(':focus')).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(choice).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

const nextDialogs: { option: string; title: string; tab?: string }[] = [
  { option: 'Sign Up & Start Consultation', title: 'Client Portal', tab: 'Sign Up' },
  { option: 'Login to Continue', title: 'Client Portal', tab: 'Login' },
  { option: 'Talk to Us Directly', title: 'Get Personal Legal Assistance' },
];

for (const { option, title, tab } of nextDialogs) {
  test(`'${option}' opens '${title}'${tab ? ` on the ${tab} tab` : ''}`, async ({ page }) => {
    const choice = await openChoice(page);
    await choice.getByRole('button', { name: option, exact: true }).click();
    const next = dialog(page, title);
    await expect(next).toBeVisible();
    await expect(choice).toBeHidden();
    if (tab) {
      await expect(next.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    }
    await expect(next.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

test('signed in: Start Consultation opens the consultation request form', async ({ page }) => {
  await startSignedIn(page, 'client.demo@nyaya.test');
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Start Consultation' }).first().click();
  const request = dialog(page, 'Request a Consultation');
  await expect(request).toBeVisible();
  await expect(dialog(page, choiceTitle)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(request).toBeHidden();
});
