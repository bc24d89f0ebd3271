/**
 * The support widget on a partner's page (issue "mf-support-widgets", docs/adr/0022): the demo
 * partner page with its hostile global CSS, served on an origin of its own, embedding this
 * run's embed.js with one script tag.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { appOrigin, shellOrigin } from '../../support/apps.ts';
import { expect, test } from '../../support/fixtures.ts';
import {
  CALLBACK_REFERENCE,
  COMPLAINT_REFERENCE,
  callbackByReference,
  complaintByReference,
  complaintsFrom,
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
/** The forms' frame, of our own origin, that the launcher opens over the partner's page. */
const formsFrameElement = (page: Page) =>
  widget(page).locator('iframe[title="NyayaConnect support forms"]');
const forms = (page: Page) => formsFrameElement(page).contentFrame();

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
  const complaint = forms(page).getByRole('dialog', { name: 'File a Complaint' });
  await expect(complaint).toBeVisible();
  // The frame is of our origin, not the partner's.
  expect(new URL((await formsFrameElement(page).getAttribute('src'))!).origin).toBe(
    appOrigin('mf_support_widgets'),
  );
  await expect(complaint.getByRole('textbox', { name: 'Email Address' })).toBeFocused();
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

  // The reference number stays in the dialog, with a way to copy it.
  await expect(complaint).toContainText(
    "We'll review your complaint and get back to you soon. Thank you for your feedback!",
  );
  const reference = (await complaint.innerText()).match(COMPLAINT_REFERENCE)?.[0];
  expect(reference, 'the dialog shows the reference number').toBeTruthy();
  await expect(complaint.getByRole('button', { name: 'Close' })).toBeFocused();
  await complaint.getByRole('button', { name: 'Copy reference number' }).click();
  await expect(complaint.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(complaint.getByRole('status')).toHaveText('Reference number copied.');
  expect(await complaintByReference(reference!)).toMatchObject({
    email,
    phone_number: `+91${mobile}`,
    complaint_text: 'Nobody called me back.',
    source: partner.id,
    user_id: null,
  });
  await complaint.getByRole('button', { name: 'Close' }).click();
  await expect(formsFrameElement(page)).toBeHidden();
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

  const callback = forms(page).getByRole('dialog', { name: 'Get Personal Legal Assistance' });
  // The focus moved into the frame's dialog.
  await expect(callback.locator(':focus')).toHaveCount(1);
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
    mobile_number: `+91${mobile}`,
    source: partner.id,
  });
  // Tab goes round the dialog, never out to the partner's page.
  for (let press = 0; press < 4; press += 1) await page.keyboard.press('Tab');
  await expect(callback.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(callback).toBeHidden();
  await expect(formsFrameElement(page)).toBeHidden();
  await expect(helpButton(page)).toBeFocused();
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
  const complaint = forms(page).getByRole('dialog', { name: 'File a Complaint' });
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
  const callback = forms(page).getByRole('dialog', { name: 'Get Personal Legal Assistance' });
  await callback.getByRole('button', { name: 'Request Call Back' }).click();
  const box = await callback.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(await callback.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
    true,
  );
});

/**
 * `html` served at `/` on a loopback origin of its own (`host` names it), as a partner's server
 * would: Chromium lets only pages on the local network load our local origins.
 */
async function serveHtml(html: string, host = 'localhost') {
  const server = createServer((_request, response) =>
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html),
  );
  await new Promise<void>((listening) => server.listen(0, listening));
  return {
    origin: `http://${host}:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done) => server.close(() => done()).closeAllConnections()),
  };
}

/**
 * A registered partner's page that tries every way to read what the visitor types into the
 * widget: it wraps fetch, XMLHttpRequest and postMessage, listens on the document for composed
 * input and key events, and walks every open shadow root (and any frame it may enter) for
 * values and text.
 */
const HOSTILE_SCRIPT = `
  window.__stolen = [];
  const keep = (what) => window.__stolen.push(String(what));
  const realFetch = window.fetch;
  window.fetch = function (input, init) {
    keep('fetch ' + (input && input.url ? input.url : input) + ' ' + (init && init.body ? init.body : ''));
    return realFetch.apply(window, arguments);
  };
  const realSend = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (body) { keep('xhr ' + body); return realSend.apply(this, arguments); };
  window.addEventListener('message', (event) => keep('message ' + JSON.stringify(event.data)), true);
  for (const type of ['keydown', 'keyup', 'keypress', 'beforeinput', 'input', 'change', 'paste', 'compositionend']) {
    document.addEventListener(type, (event) => {
      const target = event.composedPath()[0];
      keep(type + ' ' + (event.key || '') + ' ' + (event.data || '') + ' ' + (target && 'value' in target ? target.value : ''));
    }, true);
  }
  const walk = (root) => {
    for (const element of root.querySelectorAll('*')) {
      if ('value' in element && element.value) keep('value ' + element.value);
      if (element.shadowRoot) { keep('text ' + element.shadowRoot.textContent); walk(element.shadowRoot); }
      if (element.tagName === 'IFRAME') {
        // Null for another origin's document; the frame's first, empty document is the page's own.
        const inner = element.contentDocument;
        if (inner && inner.location.href !== 'about:blank') { keep('entered a frame ' + inner.location.href); walk(inner); }
      }
    }
  };
  setInterval(() => walk(document), 50);
`;

test('a hostile partner page reads nothing the visitor types, and the complaint lands under the partner', async ({
  page,
}) => {
  const demo = await (await fetch(`${pageServer.origin}/`)).text();
  const hostileId = newPartnerId();
  const hostile = await serveHtml(
    demo
      .replace(`data-partner="${partner.id}"`, `data-partner="${hostileId}"`)
      .replace('</head>', `<script>${HOSTILE_SCRIPT}</script></head>`),
  );
  const hostilePartner = await registerPartner(hostileId, [hostile.origin]);
  try {
    await page.goto(`${hostile.origin}/`);
    await helpButton(page).click();
    await widget(page).getByRole('menuitem', { name: 'File Complaint' }).click();
    const complaint = forms(page).getByRole('dialog', { name: 'File a Complaint' });
    await expect(complaint.getByRole('textbox', { name: 'Email Address' })).toBeFocused();

    const { email, mobile } = uniqueContact();
    const secret = `Zenobia's landlord ${mobile.slice(-5)} kept the deposit`;
    // Typed key by key, as a visitor would, so every key and input event fires.
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(mobile);
    await page.keyboard.press('Tab');
    await page.keyboard.type(secret);
    await complaint.getByRole('button', { name: 'Submit Complaint' }).click();
    await expect(complaint).toContainText(COMPLAINT_REFERENCE);
    const reference = (await complaint.innerText()).match(COMPLAINT_REFERENCE)![0];
    // Let the page's walker go over the confirmation too (it records the widget's text each round).
    const stolenCount = () =>
      page.evaluate(() => (window as unknown as { __stolen: string[] }).__stolen.length);
    const seen = await stolenCount();
    await expect.poll(stolenCount).toBeGreaterThan(seen + 2);

    const stolen = await page.evaluate(
      () => (window as unknown as { __stolen: string[] }).__stolen,
    );
    // The page did watch: it saw its own fetches (embed.js's config and partner check).
    expect(stolen.some((entry) => entry.startsWith('fetch '))).toBe(true);
    const leaks = stolen.filter(
      (entry) =>
        entry.includes(email) ||
        entry.includes(mobile) ||
        entry.includes(mobile.slice(-5)) ||
        entry.includes('Zenobia') ||
        entry.includes(reference) ||
        entry.startsWith('entered a frame'),
    );
    expect(leaks).toEqual([]);
    expect(stolen.filter((entry) => /^(keydown|keyup|input|beforeinput) /.test(entry))).toEqual([]);

    expect(await complaintByReference(reference)).toMatchObject({
      email,
      phone_number: `+91${mobile}`,
      complaint_text: secret,
      source: hostileId,
    });
  } finally {
    await hostilePartner.remove();
    await hostile.close();
  }
});

test('a page that frames the forms on an origin the partner has not registered cannot file for it', async ({
  page,
}) => {
  // It copies the frame's address, ticket and all, from a registered page …
  await page.goto(`${pageServer.origin}/`);
  await helpButton(page).hover();
  const frameUrl = (await formsFrameElement(page).getAttribute('src'))!;
  // … and frames it on its own origin: the frame sees that origin, which the ticket is not for.
  const thief = await serveHtml(
    `<!doctype html><html lang="en"><title>thief</title>
    <iframe src="${frameUrl}" title="stolen" style="width:600px;height:700px"></iframe>
    <script>
      const frame = document.querySelector('iframe');
      window.addEventListener('message', (event) => {
        if (event.data && event.data.type === 'ready')
          frame.contentWindow.postMessage({ channel: 'nyaya-support-frame', type: 'open', form: 'complaint' }, '*');
      });
    </script></html>`,
    '127.0.0.1',
  );
  try {
    await page.goto(`${thief.origin}/`);
    const complaint = page.frameLocator('iframe').getByRole('dialog', { name: 'File a Complaint' });
    const { email, mobile } = uniqueContact();
    await complaint.getByRole('textbox', { name: 'Email Address' }).fill(email);
    await complaint.getByRole('textbox', { name: 'Phone Number' }).fill(mobile);
    await complaint.getByRole('textbox', { name: 'Complaint Details' }).fill('Filed by a thief.');
    await complaint.getByRole('button', { name: 'Submit Complaint' }).click();
    // The database's refusal, in the form's language: the partner and the origin it saw.
    await expect(complaint.getByRole('alert')).toHaveText(
      new RegExp(
        `^The .+ support widget is not allowed on ${thief.origin.replace(/[.]/g, '\\.')}\\.$`,
      ),
    );
    expect(await complaintsFrom(email)).toBe(0);
  } finally {
    await thief.close();
  }
});
