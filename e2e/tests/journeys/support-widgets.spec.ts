/**
 * The callback and complaint dialogs on our site (mf_support_widgets,
 * docs/product/support-widgets.md): each form end to end into the local database, read back with
 * the secret key; a visitor's complaint has no user id, a signed-in user's has theirs; with the API
 * unreachable the failure path keeps every value.
 */
import type { Page } from '@playwright/test';
import { signInWithPassword, startSignedIn } from '../../support/auth.ts';
import { expect, test } from '../../support/fixtures.ts';
import { dialog, toast } from '../../support/journeys.ts';
import { footer } from '../../support/site.ts';
import {
  CALLBACK_REFERENCE,
  COMPLAINT_REFERENCE,
  callbackByReference,
  complaintByReference,
  complaintsFrom,
  uniqueContact,
} from '../../support/support-widgets.ts';

const COMPLAINT_TITLE = 'File a Complaint';
const CALLBACK_TITLE = 'Get Personal Legal Assistance';

async function openFromHelpMenu(page: Page, entry: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

function complaintForm(page: Page) {
  const root = dialog(page, COMPLAINT_TITLE);
  return {
    root,
    email: root.getByRole('textbox', { name: 'Email Address' }),
    phone: root.getByRole('textbox', { name: 'Phone Number' }),
    details: root.getByRole('textbox', { name: 'Complaint Details' }),
    submit: root.getByRole('button', { name: 'Submit Complaint' }),
    cancel: root.getByRole('button', { name: 'Cancel' }),
  };
}

async function fillComplaint(form: ReturnType<typeof complaintForm>) {
  const { email, mobile } = uniqueContact();
  // Stored as the database keeps Indian mobile numbers: '+91' and ten digits.
  const values = {
    email,
    phone: `+91 ${mobile}`,
    storedPhone: `+91${mobile}`,
    details: 'The lawyer did not join the call.',
  };
  await form.email.fill(values.email);
  await form.phone.fill(values.phone);
  await form.details.fill(values.details);
  return values;
}

/** The reference number in the success toast. */
async function complaintReference(page: Page): Promise<string> {
  const shown = toast(page, 'Complaint Submitted Successfully');
  await expect(shown).toBeVisible();
  const region = page.getByRole('region', { name: /notifications/i, includeHidden: true });
  await expect(region).toContainText(COMPLAINT_REFERENCE);
  return (await region.innerText()).match(COMPLAINT_REFERENCE)![0];
}

test('a visitor files a complaint from the help menu: stored without a user id, with its reference number', async ({
  page,
}) => {
  await openFromHelpMenu(page, 'File Complaint');
  const form = complaintForm(page);
  await expect(form.root).toContainText(
    "We value your feedback. Please share your complaint or concern and we'll address it promptly.",
  );
  await expect(form.details).toHaveAttribute('rows', '4');
  const values = await fillComplaint(form);
  await form.submit.click();

  await expect(
    toast(
      page,
      "We'll review your complaint and get back to you soon. Thank you for your feedback!",
    ),
  ).toBeVisible();
  // The number stays in the dialog, as the callback's does, with a way to copy it.
  await expect(form.root).toContainText(COMPLAINT_REFERENCE);
  const shown = (await form.root.innerText()).match(COMPLAINT_REFERENCE)![0];
  await expect(form.root.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await form.root.getByRole('button', { name: 'Copy reference number' }).click();
  await expect(form.root.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(form.root.getByRole('status')).toHaveText('Reference number copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  await form.root.getByRole('button', { name: 'Close' }).click();
  await expect(form.root).toBeHidden();
  const reference = await complaintReference(page);
  expect(reference).toBe(shown);
  expect(await complaintByReference(reference)).toMatchObject({
    email: values.email,
    phone_number: values.storedPhone,
    complaint_text: values.details,
    user_id: null,
    source: 'site',
  });
});

test('a signed-in client files a complaint from the footer: it carries their user id', async ({
  page,
}) => {
  const { session } = await signInWithPassword('client.demo@nyaya.test');
  await startSignedIn(page, 'client.demo@nyaya.test');
  await page.goto('/');
  await footer(page).getByRole('link', { name: 'Complaints' }).click();
  const form = complaintForm(page);
  await expect(form.root).toBeVisible();
  const values = await fillComplaint(form);
  await form.submit.click();
  const reference = await complaintReference(page);
  expect(await complaintByReference(reference)).toMatchObject({
    email: values.email,
    user_id: session.user.id,
    source: 'site',
  });
});

test('the API unreachable: the complaint fails with every value kept, and nothing is stored', async ({
  page,
}) => {
  await openFromHelpMenu(page, 'File Complaint');
  const form = complaintForm(page);
  const values = await fillComplaint(form);
  await page.route('**/rest/v1/rpc/submit_complaint', (route) => route.abort('connectionrefused'));
  await form.submit.click();

  await expect(toast(page, 'Failed to submit your complaint. Please try again.')).toBeVisible();
  await expect(toast(page, /^Error$/)).toBeVisible();
  await expect(form.root).toBeVisible();
  await expect(form.email).toHaveValue(values.email);
  await expect(form.phone).toHaveValue(values.phone);
  await expect(form.details).toHaveValue(values.details);
  await expect(form.submit).toBeEnabled();
  await expect(form.cancel).toBeEnabled();
  expect(await complaintsFrom(values.email)).toBe(0);

  // Once the network is back, the same values go through.
  await page.unroute('**/rest/v1/rpc/submit_complaint');
  await form.submit.click();
  await complaintReference(page);
  expect(await complaintsFrom(values.email)).toBe(1);
});

test('a visitor asks for a call back from Talk to Us: stored with its reference number shown', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Talk to Us', exact: true }).click();
  const callback = dialog(page, CALLBACK_TITLE);
  await expect(callback.getByRole('link', { name: 'Call Right Now' })).toHaveAttribute(
    'href',
    /^tel:\+\d+$/,
  );
  await callback.getByRole('button', { name: 'Request Call Back' }).click();

  const { mobile } = uniqueContact();
  await callback.getByRole('textbox', { name: 'Name' }).fill('Meera Iyer');
  const mobileInput = callback.getByRole('textbox', { name: 'Mobile Number' });
  await expect(mobileInput).toHaveAttribute('placeholder', /\+91|98/);
  await mobileInput.fill(mobile);
  await callback
    .getByRole('textbox', { name: 'Issue Description' })
    .fill('A cheque bounced and the payee threatens a case.');
  await callback.getByRole('button', { name: 'Request Call Back' }).click();

  await expect(toast(page, "We'll call you back within 24 hours.")).toBeVisible();
  await expect(callback).toContainText(CALLBACK_REFERENCE);
  const reference = (await callback.innerText()).match(CALLBACK_REFERENCE)![0];
  expect(await callbackByReference(reference)).toMatchObject({
    name: 'Meera Iyer',
    // Typed as ten digits, stored in the one form the database keeps: '+91' and ten digits.
    mobile_number: `+91${mobile}`,
    issue_description: 'A cheque bounced and the payee threatens a case.',
    source: 'site',
  });
});
