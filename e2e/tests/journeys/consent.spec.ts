/**
 * Consent (docs/product/privacy.md), as a person meets it in the browser: an account that never
 * agreed (a Google sign-up, which has no form) and one that agreed to an earlier version of the
 * privacy notice are asked before they continue, in a dialog that cannot be dismissed and is
 * axe-clean at 360 and 1280 px; agreeing is recorded and not asked again; declining signs out,
 * says how to have the account deleted, and the next sign-in asks again. (Sign-up without the
 * box: auth.spec.ts.)
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../../support/fixtures.ts';
import { signUpClient, startSignedInAs } from '../../support/client-requests.ts';
import { consentsOf, noticeVersions, recordConsent } from '../../support/consent.ts';
import { expectSignedOutHeader, signInThroughUi, userMenu } from '../../support/journeys.ts';

const firstTitle = 'Agree to continue';
const changedTitle = 'We have updated our terms';

for (const width of [360, 1280]) {
  test(`one who agreed to an earlier notice is asked again at ${width} px, and agreeing is recorded`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const client = await signUpClient('Older', { agreed: false });
    await recordConsent(client.id, 'privacy', '1.0');
    await recordConsent(client.id, 'terms', noticeVersions.terms);
    await startSignedInAs(page, client);

    await page.goto('/client-dashboard');
    const gate = page.getByRole('alertdialog', { name: changedTitle });
    await expect(gate).toBeVisible();
    // Only the privacy notice changed: it alone is listed, marked, with its version and date.
    await expect(gate.getByRole('link', { name: /^Privacy Policy/ })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(gate.getByRole('link', { name: /^Terms of Service/ })).toHaveCount(0);
    await expect(gate.getByText('Updated', { exact: true })).toBeVisible();
    await expect(
      gate.getByText(new RegExp(`^Version ${noticeVersions.privacy.replace('.', '\\.')} · `)),
    ).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );

    // It cannot be dismissed.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(gate).toBeVisible();

    await gate.getByRole('button', { name: 'I agree' }).click();
    await expect(gate).toBeHidden();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await consentsOf(client.id)).toEqual([
      { document: 'privacy', version: '1.0', given_at: 'sign_up' },
      { document: 'terms', version: noticeVersions.terms, given_at: 'sign_up' },
      { document: 'privacy', version: noticeVersions.privacy, given_at: 'asked_again' },
    ]);

    // Not asked again.
    const checked = page.waitForResponse((response) =>
      response.url().includes('/rpc/pending_legal_notices'),
    );
    await page.reload();
    expect(await (await checked).json()).toEqual([]);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
}

test('an account that never agreed is asked on sign-in; declining signs out and says how to delete the account', async ({
  page,
}) => {
  const client = await signUpClient('Never', { agreed: false });
  await page.goto('/');
  await signInThroughUi(page, client.email, client.password);

  const gate = page.getByRole('alertdialog', { name: firstTitle });
  await expect(gate).toBeVisible();
  await expect(gate.getByRole('link', { name: /^Privacy Policy/ })).toBeVisible();
  await expect(gate.getByRole('link', { name: /^Terms of Service/ })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await gate.getByRole('button', { name: 'Decline and sign out' }).click();
  const signedOut = page.getByRole('alertdialog', { name: 'You are signed out' });
  await expect(signedOut).toBeVisible();
  await expect(signedOut).toContainText(
    'Nothing about your account has changed. You can sign in again and agree at any time.',
  );
  await expect(signedOut).toContainText(
    'To have your account and your data deleted, write to privacy@nyayaconnect.in from the e-mail address you signed up with. We answer within 30 days.',
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await signedOut.getByRole('button', { name: 'Close' }).click();
  await expectSignedOutHeader(page);
  expect(await consentsOf(client.id)).toEqual([]);

  // The next sign-in asks again; agreeing records both notices.
  await signInThroughUi(page, client.email, client.password);
  await page
    .getByRole('alertdialog', { name: firstTitle })
    .getByRole('button', { name: 'I agree' })
    .click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(userMenu(page, client.name)).toBeVisible();
  expect(await consentsOf(client.id)).toEqual([
    { document: 'privacy', version: noticeVersions.privacy, given_at: 'asked_again' },
    { document: 'terms', version: noticeVersions.terms, given_at: 'asked_again' },
  ]);
});

test('an account that ticked the box at sign-up is not asked', async ({ page }) => {
  const client = await signUpClient('Agreed');
  expect(await consentsOf(client.id)).toEqual([
    { document: 'privacy', version: noticeVersions.privacy, given_at: 'sign_up' },
    { document: 'terms', version: noticeVersions.terms, given_at: 'sign_up' },
  ]);
  await page.goto('/');
  const checked = page.waitForResponse((response) =>
    response.url().includes('/rpc/pending_legal_notices'),
  );
  await signInThroughUi(page, client.email, client.password);
  await expect(userMenu(page, client.name)).toBeVisible();
  // The check answered, with nothing to ask.
  expect(await (await checked).json()).toEqual([]);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
