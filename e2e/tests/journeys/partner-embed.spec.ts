/**
 * The support widget on a partner's page (issue "mf-support-widgets", docs/adr/0022): the demo
 * partner page with its hostile global CSS, served on an origin of its own, embedding this
 * run's embed.js with one script tag.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { appOrigin, shellOrigin } from '../../support/apps.ts';
import { expect, test } from '../../support/fixtures.ts';
import {
  CALLBACK_REFERENCE,
  COMPLAINT_REFERENCE,
  callbackByReference,
  complaintByReference,
  newPartnerId,
  registerPartner,
  servePartnerPage,
  uniqueContact,
} from '../../support/support-widgets.ts';

let partner: Awaited<ReturnType<typeof registerPartner>>;
let pageServer: Awaited<ReturnType<typeof servePartnerPage>>;

test.beforeAll(async () => {
  // The page's port is known once it listens; then the partner registers that origin.
  const id = newPartnerId();
  pageServer = await servePartnerPage(id);
  partner = await registerPartner(id, [pageServer.origin]);
});

test.afterAll(async () => {
  await pageServer?.close();
  await partner?.remove();
});

const widget = (page: Page) => page.locator('nyaya-support-widget');
const helpButton = (page: Page) => widget(page).getByRole('button', { name: 'Help' });

/** What the page itself looks like and holds, to compare with and without the widget. */
function pageFingerprint(page: Page) {
  return page.evaluate(() => {
    const style = (selector: string) => {
      const computed = getComputedStyle(document.querySelector(selector)!);
      return ['color', 'font-family', 'font-size', 'letter-spacing', 'display', 'background-color']
        .map((property) => `${property}: ${computed.getPropertyValue(property)}`)
        .join('; ');
    };
    return {
      body: style('body'),
      heading: style('#partner-heading'),
      paragraph: style('main p'),
      ownButton: style('#partner-button'),
      styleSheets: document.styleSheets.length,
      headChildren: document.head.children.length,
      windowNames: Object.keys(window).sort(),
    };
  });
}

test('renders under the page’s hostile CSS, leaves the page as it was, and files a complaint with the partner as source', async ({
  page,
}) => {
  // The page without the widget: embed.js never arrives.
  await page.route('**/embed.js', (route) => route.abort());
  await page.goto(`${pageServer.origin}/`);
  await expect(page.locator('#partner-heading')).toHaveText('Demo Legal Aid Society');
  const without = await pageFingerprint(page);
  await page.unroute('**/embed.js');

  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${appOrigin('mf_support_widgets')}/embed/`))
      chunks.push(request.url());
  });
  await page.goto(`${pageServer.origin}/`);
  await expect(helpButton(page)).toBeVisible();
  // One custom element, nothing else: the page's styles, head and globals are untouched.
  const { windowNames, ...withStyles } = await pageFingerprint(page);
  const { windowNames: namesWithout, ...withoutStyles } = without;
  expect(withStyles).toEqual(withoutStyles);
  expect(windowNames).toEqual(namesWithout);
  await expect(page.locator('body > *:not(main):not(script)')).toHaveCount(1);
  await expect(page.locator('#partner-button')).toBeHidden();
  // The page's `* { letter-spacing }`, `button { display: none }` and 9px root font reach
  // nothing inside.
  const trigger = await helpButton(page).evaluate((button) => {
    const style = getComputedStyle(button);
    return { display: style.display, fontSize: style.fontSize, letterSpacing: style.letterSpacing };
  });
  expect(trigger).toEqual({ display: 'flex', fontSize: '16px', letterSpacing: 'normal' });
  expect(chunks, 'the forms load on first intent, not before').toEqual([]);

  await helpButton(page).click();
  const menu = widget(page).getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'AI Lawyer',
    'Call Us',
    'WhatsApp',
    'Email',
    'Request Call Back',
    'File Complaint',
  ]);
  await expect(menu.getByRole('menuitem', { name: 'AI Lawyer' })).toHaveAttribute(
    'href',
    `${shellOrigin}`,
  );
  await expect(menu.getByRole('menuitem', { name: 'AI Lawyer' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect.poll(() => chunks.length).toBeGreaterThan(0);

  await menu.getByRole('menuitem', { name: 'File Complaint' }).click();
  const complaint = widget(page).getByRole('dialog', { name: 'File a Complaint' });
  await expect(complaint).toBeVisible();
  await expect(complaint).toContainText(
    "We value your feedback. Please share your complaint or concern and we'll address it promptly.",
  );
  const { email, mobile } = uniqueContact();
  await complaint.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await complaint.getByRole('textbox', { name: 'Phone Number' }).fill(`+91 ${mobile}`);
  await complaint
    .getByRole('textbox', { name: 'Complaint Details' })
    .fill('Nobody called me back.');
  await complaint.getByRole('button', { name: 'Submit Complaint' }).click();

  await expect(complaint).toBeHidden();
  const toast = widget(page)
    .getByRole('status')
    .filter({ hasText: 'Complaint Submitted Successfully' });
  await expect(toast).toContainText(
    "We'll review your complaint and get back to you soon. Thank you for your feedback!",
  );
  const reference = (await toast.innerText()).match(COMPLAINT_REFERENCE)?.[0];
  expect(reference, 'the toast shows the reference number').toBeTruthy();
  expect(await complaintByReference(reference!)).toMatchObject({
    email,
    phone_number: `+91${mobile}`,
    complaint_text: 'Nobody called me back.',
    source: partner.id,
    user_id: null,
  });
  // Focus is back on the Help button.
  await expect(helpButton(page)).toBeFocused();
});

test('the callback form: validation, the reference number, and the partner as source', async ({
  page,
}) => {
  await page.goto(`${pageServer.origin}/`);
  await helpButton(page).focus();
  await page.keyboard.press('Enter');
  const menu = widget(page).getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'AI Lawyer' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Request Call Back' })).toBeFocused();
  await page.keyboard.press('Enter');

  const callback = widget(page).getByRole('dialog', { name: 'Get Personal Legal Assistance' });
  await expect(callback.getByRole('link', { name: 'Call Right Now' })).toHaveAttribute(
    'href',
    /^tel:\+\d+$/,
  );
  await callback.getByRole('button', { name: 'Request Call Back' }).click();
  await callback.getByRole('button', { name: 'Request Call Back' }).click();
  await expect(callback.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expect(callback.getByText('Please enter your name.')).toBeVisible();

  const { mobile } = uniqueContact();
  await callback.getByRole('textbox', { name: 'Name' }).fill('Ravi Kumar');
  await callback.getByRole('textbox', { name: 'Mobile Number' }).fill(mobile);
  await callback
    .getByRole('textbox', { name: 'Issue Description' })
    .fill('My employer has not paid me for three months.');
  await callback.getByRole('button', { name: 'Request Call Back' }).click();

  await expect(callback).toContainText("We'll call you back within 24 hours.");
  const reference = (await callback.innerText()).match(CALLBACK_REFERENCE)?.[0];
  expect(reference).toBeTruthy();
  expect(await callbackByReference(reference!)).toMatchObject({
    name: 'Ravi Kumar',
    mobile_number: mobile,
    source: partner.id,
  });
  await page.keyboard.press('Escape');
  await expect(callback).toBeHidden();
});

test('a page whose origin the partner has not registered gets a console error and no widget', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const unregistered = pageServer.origin.replace('localhost', '127.0.0.1');
  await page.goto(`${unregistered}/`);
  await expect
    .poll(() => errors.join('\n'))
    .toContain(`The E2E Legal Aid Clinic support widget is not allowed on ${unregistered}.`);
  await expect(widget(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Help' })).toHaveCount(0);
});

test('an unknown partner id gets a console error and no widget', async ({ page }) => {
  const unknown = await servePartnerPage('no-such-partner');
  try {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${unknown.origin}/`);
    await expect.poll(() => errors.join('\n')).toContain('Unknown partner "no-such-partner".');
    await expect(widget(page)).toHaveCount(0);
  } finally {
    await unknown.close();
  }
});

test('the widget, its menu and its dialog with errors have no axe violations', async ({ page }) => {
  await page.goto(`${pageServer.origin}/`);
  await helpButton(page).click();
  const widgetOnly = () => new AxeBuilder({ page }).include('nyaya-support-widget');
  const violations = async () =>
    (await widgetOnly().analyze()).violations.map(
      (violation) => `${violation.id}: ${violation.help}`,
    );
  expect(await violations(), 'menu open').toEqual([]);

  await widget(page).getByRole('menuitem', { name: 'File Complaint' }).click();
  const complaint = widget(page).getByRole('dialog', { name: 'File a Complaint' });
  await complaint.getByRole('button', { name: 'Submit Complaint' }).click();
  await expect(complaint.getByText('Please enter your email address.')).toBeVisible();
  await expect(complaint.getByRole('textbox', { name: 'Email Address' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(await violations(), 'complaint dialog with errors').toEqual([]);
});

test('at 360 px the dialog fits the screen without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(`${pageServer.origin}/`);
  await helpButton(page).click();
  await widget(page).getByRole('menuitem', { name: 'Request Call Back' }).click();
  const callback = widget(page).getByRole('dialog', { name: 'Get Personal Legal Assistance' });
  await callback.getByRole('button', { name: 'Request Call Back' }).click();
  const box = await callback.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(await callback.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
    true,
  );
});
