/**
 * Consultation requests (docs/product/consultation-requests.md: the request form, its validation
 * and toasts, the client dashboard, the request statuses), and issue 10: a client's requests
 * from the landing page, the directory and the dashboard itself, the dashboard's list, badges
 * and counters, cancelling, and a visitor's typed request kept through signing in. Tests that
 * count requests sign up a client of their own; what the seed holds is read from the stack.
 */
import type { Page, Request } from '@playwright/test';
import { readCards, directory } from '../../support/directory.ts';
import {
  AUTH_REQUIRED,
  INDIAN_MOBILE,
  OPEN_TO_ANY_LAWYER,
  REQUIRED_FIELDS,
  SUBMITTED,
  cardLines,
  cardTexts,
  clientDashboard,
  clientRequests,
  counterTexts,
  expectFormValues,
  fillRequest,
  headerLogin,
  indianDate,
  indianDateTime,
  requestDialog,
  signOutInAnotherTab,
  signUpClient,
  startSignedInAs,
  submittedToday,
  toLawyer,
  type ClientAccount,
  type RequestValues,
} from '../../support/client-requests.ts';
import { startSignedIn } from '../../support/auth.ts';
import { shellOrigin } from '../../support/apps.ts';
import { expect, test } from '../../support/fixtures.ts';
import { dashboardLink, dialog, signInThroughUi, toast, userMenu } from '../../support/journeys.ts';

/** The landing page's first 'Start Consultation' (the hero's). */
async function startConsultationFromLanding(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Start Consultation' }).first().click();
}

async function openDashboard(page: Page, fullName: string) {
  await page.goto('/client-dashboard');
  const view = clientDashboard(page);
  await expect(view.heading).toBeVisible();
  await expect(page.getByText(`Welcome back, ${fullName}`, { exact: true })).toBeVisible();
  return view;
}

/** Submits the dialog and waits for the success toast and the dialog to close. */
async function submitAndExpectSuccess(page: Page) {
  const form = requestDialog(page);
  await form.submit.click();
  // The newest toast: an earlier submit's may still be on screen above it.
  await expect(toast(page, SUBMITTED.title).last()).toBeVisible();
  await expect(toast(page, SUBMITTED.description).last()).toBeVisible();
  await expect(form.root).toBeHidden();
}

/** POSTs of new consultation requests the page sends. */
function recordInserts(page: Page): Request[] {
  const inserts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/rest\/v1\/consultation_requests\b/.test(request.url())) {
      inserts.push(request);
    }
  });
  return inserts;
}

test('a client requests from the landing page (open) and a directory card (addressed), sees both on the dashboard, and cancels one', async ({
  page,
}) => {
  test.slow();
  const client = await signUpClient('Ishaan');
  await startSignedInAs(page, client);
  const since = new Date();
  const open: RequestValues = {
    serviceType: 'Property Law',
    description: 'The builder has delayed possession of our flat in Kharadi by two years.',
    location: 'Pune',
    phone: '+91 98765 43210',
  };
  const addressed: RequestValues = {
    serviceType: 'Family Law',
    description: 'I need advice on a mutual consent divorce and the custody of our son.',
    phone: '9812345678',
  };
  const form = requestDialog(page);

  await test.step('landing page: open to any lawyer; an empty submit is refused', async () => {
    await startConsultationFromLanding(page);
    await expect(form.root).toBeVisible();
    await expect(form.root).toHaveAccessibleDescription(OPEN_TO_ANY_LAWYER);
    await expect(form.serviceType).toBeFocused();

    await form.submit.click();
    await expect(toast(page, 'Validation Error')).toBeVisible();
    await expect(toast(page, REQUIRED_FIELDS)).toBeVisible();
    await expect(form.fieldErrors).toHaveText([REQUIRED_FIELDS, REQUIRED_FIELDS]);
    await expect(form.serviceType).toHaveAttribute('aria-invalid', 'true');
    await expect(form.description).toHaveAttribute('aria-invalid', 'true');
    await expect(form.location).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.phone).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.serviceType).toBeFocused();
    await expect(form.root).toBeVisible();
  });

  await test.step('landing page: the filled form is submitted', async () => {
    await fillRequest(page, form, open);
    await expect(form.fieldErrors).toHaveCount(0);
    await submitAndExpectSuccess(page);
  });

  let lawyer = '';
  await test.step("directory: 'Book Consultation' addresses the request to that lawyer", async () => {
    await page.goto('/lawyers');
    const view = directory(page);
    await expect(view.cards.nth(1)).toBeVisible();
    lawyer = (await readCards(view.cards))[1]!.name;
    await view.cards.nth(1).getByRole('button', { name: 'Book Consultation' }).click();
    await expect(form.root).toHaveAccessibleDescription(toLawyer(lawyer));
    await expect(toast(page, 'Booking consultation')).toBeVisible();
    await fillRequest(page, form, addressed);
    await submitAndExpectSuccess(page);
  });

  const view = clientDashboard(page);
  const addressedCard = view.card(addressed.serviceType);
  const openCard = view.card(open.serviceType);
  await test.step('dashboard: both newest first, Pending, with every detail; the counters', async () => {
    await dashboardLink(page).click();
    await expect(page).toHaveURL(`${shellOrigin}/client-dashboard`);
    await expect(view.heading).toBeVisible();
    await expect(page.getByText(`Welcome back, ${client.name}`, { exact: true })).toBeVisible();
    await expect(view.cards).toHaveCount(2);
    await expect(view.cards.getByRole('heading')).toHaveText([
      addressed.serviceType,
      open.serviceType,
    ]);
    await expect(cardLines(addressedCard)).toHaveText(
      cardTexts({
        ...addressed,
        status: 'Pending',
        lawyer,
        phone: '9812345678',
        submitted: submittedToday(since),
        cancellable: true,
      }),
    );
    await expect(cardLines(openCard)).toHaveText(
      cardTexts({
        ...open,
        status: 'Pending',
        // Stored as the database normalises an Indian mobile number.
        phone: '+919876543210',
        submitted: submittedToday(since),
        cancellable: true,
      }),
    );
    await expect(view.counters).toHaveText(
      counterTexts({ total: 2, pending: 2, assigned: 0, scheduled: 0, completed: 0 }),
    );
  });

  await test.step("cancel: 'Keep request' keeps it, confirming cancels it", async () => {
    const cancelButton = addressedCard.getByRole('button', { name: 'Cancel request' });
    await cancelButton.click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this request?' });
    await expect(confirm).toBeVisible();
    await expect(confirm).toHaveAccessibleDescription(
      `Your ${addressed.serviceType} request will be withdrawn and lawyers will no longer see it. This cannot be undone.`,
    );
    await confirm.getByRole('button', { name: 'Keep request' }).click();
    await expect(confirm).toBeHidden();
    await expect(cancelButton).toBeFocused();
    await expect(addressedCard.getByText('Pending', { exact: true })).toBeVisible();
    await expect(view.counters).toHaveText(
      counterTexts({ total: 2, pending: 2, assigned: 0, scheduled: 0, completed: 0 }),
    );

    await cancelButton.click();
    await confirm.getByRole('button', { name: 'Cancel request' }).click();
    // Whichever toast comes, read whole: a failure then says its title and reason here.
    const outcome = toast(page, /^(Request Cancelled|Cancellation Failed)$/).locator('xpath=..');
    await expect(outcome).toBeVisible();
    expect((await outcome.textContent())?.replace(/\s+/g, ' ').trim()).toBe(
      `Request Cancelled Your ${addressed.serviceType} request has been cancelled.`,
    );
    await expect(confirm).toBeHidden();
    await expect(addressedCard.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(addressedCard.getByRole('button')).toHaveCount(0);
    // Its button is gone: focus stays on the request rather than falling to the page.
    await expect(addressedCard).toBeFocused();
    await expect(openCard.getByText('Pending', { exact: true })).toBeVisible();
    await expect(openCard.getByRole('button', { name: 'Cancel request' })).toBeVisible();
    await expect(view.counters).toHaveText(
      counterTexts({ total: 2, pending: 1, assigned: 0, scheduled: 0, completed: 0 }),
    );
  });

  await test.step('after a reload it is still cancelled', async () => {
    await page.reload();
    await expect(view.cards).toHaveCount(2);
    await expect(addressedCard.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(addressedCard.getByRole('button')).toHaveCount(0);
    await expect(openCard.getByText('Pending', { exact: true })).toBeVisible();
    await expect(view.counters).toHaveText(
      counterTexts({ total: 2, pending: 1, assigned: 0, scheduled: 0, completed: 0 }),
    );
  });
});

test("'New Request' on the dashboard: the request appears there without a reload, from the empty state and on top of the list", async ({
  page,
}) => {
  const client = await signUpClient('Diya');
  await startSignedInAs(page, client);
  const since = new Date();
  const view = await openDashboard(page, client.name);
  await expect(
    view.list.getByText(
      'Quick Actions: Find a lawyer and request a consultation from our lawyers page.',
    ),
  ).toBeVisible();
  await expect(view.list.getByRole('link', { name: 'lawyers page' })).toHaveAttribute(
    'href',
    '/lawyers',
  );
  await expect(view.counters).toHaveText(
    counterTexts({ total: 0, pending: 0, assigned: 0, scheduled: 0, completed: 0 }),
  );
  // A marker that a reload would lose: the page stays the same document throughout.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  const requests: RequestValues[] = [
    { serviceType: 'Tax Law', description: 'A GST show-cause notice for 2023-24 needs a reply.' },
    {
      serviceType: 'Employment Law',
      description: 'My employer withholds my full and final settlement.',
      location: 'Hyderabad',
    },
  ];
  const form = requestDialog(page);
  for (const [index, request] of requests.entries()) {
    await view.newRequest.click();
    await expect(form.root).toHaveAccessibleDescription(OPEN_TO_ANY_LAWYER);
    await fillRequest(page, form, request);
    await submitAndExpectSuccess(page);
    await expect(view.newRequest).toBeFocused();
    await expect(view.cards).toHaveCount(index + 1);
    await expect(cardLines(view.cards.first())).toHaveText(
      cardTexts({
        ...request,
        status: 'Pending',
        submitted: submittedToday(since),
        cancellable: true,
      }),
    );
    await expect(view.counters).toHaveText(
      counterTexts({
        total: index + 1,
        pending: index + 1,
        assigned: 0,
        scheduled: 0,
        completed: 0,
      }),
    );
  }
  await expect(view.cards.getByRole('heading')).toHaveText(['Employment Law', 'Tax Law']);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test("a seeded client's scheduled request shows its meeting time and lawyer, and the counters count it", async ({
  page,
}) => {
  // Meera Pillai (client2.demo) has the seed's scheduled meeting, with Priya Sharma.
  const email = 'client2.demo@nyaya.test';
  const rows = await clientRequests(email);
  const count = (status: string) => rows.filter((row) => row.status === status).length;
  const scheduled = rows.filter((row) => row.status === 'scheduled');
  expect(scheduled.length, 'the seed has a scheduled request').toBeGreaterThan(0);
  const next = scheduled
    .map((row) => row.scheduled_for!)
    .filter((at) => Date.parse(at) >= Date.now())
    .sort((a, b) => Date.parse(a) - Date.parse(b))[0];
  expect(next, 'a meeting still ahead').toBeDefined();
  const meeting = scheduled.find((row) => row.scheduled_for === next)!;

  await startSignedIn(page, email);
  const view = await openDashboard(page, 'Meera Pillai');
  await expect(view.cards).toHaveCount(rows.length);
  await expect(view.cards.getByRole('heading')).toHaveText(rows.map((row) => row.service_type));
  await expect(view.counters).toHaveText(
    counterTexts({
      total: rows.length,
      pending: count('pending'),
      assigned: count('assigned'),
      scheduled: count('scheduled'),
      completed: count('completed'),
      nextMeeting: indianDateTime(next!),
    }),
  );
  expect(count('scheduled')).toBeGreaterThanOrEqual(1);
  // The seed's meeting is at 11:00 India time.
  expect(indianDateTime(next!)).toMatch(/, 11:00 am IST$/);

  const card = view.cards.nth(rows.indexOf(meeting));
  await expect(cardLines(card)).toHaveText(
    cardTexts({
      serviceType: meeting.service_type,
      status: 'Scheduled',
      description: meeting.description,
      lawyer: 'Priya Sharma',
      meeting: indianDateTime(next!),
      location: meeting.location ?? undefined,
      phone: meeting.phone ?? undefined,
      submitted: indianDate(meeting.created_at),
      caseRoom: true,
    }),
  );
  // Only pending requests can be cancelled.
  await expect(view.list.getByRole('button', { name: 'Cancel request' })).toHaveCount(
    count('pending'),
  );
});

/** A client signed in through the header, the request dialog opened, the session ended elsewhere. */
async function visitorWithOpenDialog(page: Page, client: ClientAccount) {
  await page.goto('/');
  await signInThroughUi(page, client.email, client.password);
  await expect(userMenu(page, client.name)).toBeVisible();
  await startConsultationFromLanding(page);
  const form = requestDialog(page);
  await expect(form.root).toHaveAccessibleDescription(OPEN_TO_ANY_LAWYER);
  // The session ends while the dialog is open: what is typed now is a visitor's.
  await signOutInAnotherTab(page, client.name);
  await expect(form.root).toBeVisible();
  return form;
}

const typedByVisitor: RequestValues = {
  serviceType: 'Criminal Law',
  description: 'A neighbour filed a false FIR against my father.\nWe need anticipatory bail.',
  location: 'Lucknow',
  phone: '+91 91234 56789',
};

test("a visitor's typed request is asked to log in, and comes back whole after signing in", async ({
  page,
}) => {
  test.slow();
  const client = await signUpClient('Kabir');
  const form = await visitorWithOpenDialog(page, client);
  await fillRequest(page, form, typedByVisitor);
  const inserts = recordInserts(page);
  await form.submit.click();
  await expect(toast(page, AUTH_REQUIRED.title)).toBeVisible();
  await expect(toast(page, AUTH_REQUIRED.description)).toBeVisible();
  await expect(form.logIn).toBeFocused();
  await expect(form.logIn).toHaveAccessibleDescription(
    'Please log in to submit a consultation request. What you have typed is kept and comes back after you log in.',
  );
  await expectFormValues(form, typedByVisitor);
  expect(inserts, 'nothing was sent').toHaveLength(0);

  await form.logIn.click();
  const portal = dialog(page, 'Client Portal');
  await expect(portal).toBeVisible();
  await expect(form.root).toBeHidden();
  await expect(portal.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await portal.getByLabel('Email').fill(client.email);
  await portal.getByLabel('Password').fill(client.password);
  await portal.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(form.root).toBeVisible();
  await expect(portal).toBeHidden();
  await expect(form.root).toHaveAccessibleDescription(OPEN_TO_ANY_LAWYER);
  await expectFormValues(form, typedByVisitor);
  await expect(form.logIn).toHaveCount(0);
  await submitAndExpectSuccess(page);
  expect(inserts).toHaveLength(1);

  const view = await openDashboard(page, client.name);
  await expect(view.cards).toHaveCount(1);
  await expect(cardLines(view.cards.first())).toHaveText(
    cardTexts({
      ...typedByVisitor,
      status: 'Pending',
      phone: '+919123456789',
      submitted: submittedToday(new Date(Date.now() - 60_000)),
      cancellable: true,
    }),
  );
});

test('a reload before signing in keeps what the visitor typed; signing in from Start Consultation brings it back', async ({
  page,
}) => {
  test.slow();
  const client = await signUpClient('Tara');
  const form = await visitorWithOpenDialog(page, client);
  await fillRequest(page, form, typedByVisitor);

  await page.reload();
  await expect(headerLogin(page)).toBeVisible();
  await expect(form.root).toHaveCount(0);
  await startConsultationFromLanding(page);
  const choice = dialog(page, 'Get Started with Legal Consultation');
  await choice.getByRole('button', { name: 'Login to Continue', exact: true }).click();
  const portal = dialog(page, 'Client Portal');
  await portal.getByLabel('Email').fill(client.email);
  await portal.getByLabel('Password').fill(client.password);
  await portal.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(form.root).toBeVisible();
  await expectFormValues(form, typedByVisitor);
  await submitAndExpectSuccess(page);
  const view = await openDashboard(page, client.name);
  await expect(view.cards).toHaveCount(1);
  await expect(view.cards.first().getByRole('heading')).toHaveText(typedByVisitor.serviceType);

  // Sent: the next request starts empty.
  await view.newRequest.click();
  await expectFormValues(form, {
    serviceType: 'Select the type of legal service',
    description: '',
  });
});

test('a double click on Submit sends one request', async ({ page }) => {
  const client = await signUpClient('Vihaan');
  await startSignedInAs(page, client);
  const view = await openDashboard(page, client.name);
  await expect(view.counters.first()).toHaveText('0');
  const inserts = recordInserts(page);
  await view.newRequest.click();
  const form = requestDialog(page);
  await fillRequest(page, form, {
    serviceType: 'Business Law',
    description: 'A supplier has not delivered goods we paid for in advance.',
  });
  await form.submit.dblclick();
  await expect(toast(page, SUBMITTED.title)).toBeVisible();
  await expect(form.root).toBeHidden();
  await expect(view.cards).toHaveCount(1);

  await page.reload();
  await expect(view.cards).toHaveCount(1);
  await expect(view.counters).toHaveText(
    counterTexts({ total: 1, pending: 1, assigned: 0, scheduled: 0, completed: 0 }),
  );
  expect(inserts).toHaveLength(1);
});

test("a phone that is not an Indian mobile ('12345') is refused at its field; nothing is sent and the values stay", async ({
  page,
}) => {
  await startSignedIn(page, 'client.demo@nyaya.test');
  const inserts = recordInserts(page);
  await startConsultationFromLanding(page);
  const form = requestDialog(page);
  const values = {
    serviceType: 'Immigration Law',
    description: 'My visa appeal was refused.',
    location: 'Chennai',
    phone: '12345',
  };
  await fillRequest(page, form, values);
  await form.submit.click();

  await expect(toast(page, 'Validation Error')).toBeVisible();
  await expect(toast(page, INDIAN_MOBILE)).toBeVisible();
  await expect(form.fieldErrors).toHaveText([INDIAN_MOBILE]);
  await expect(form.phone).toHaveAttribute('aria-invalid', 'true');
  await expect(form.phone).toHaveAccessibleDescription(
    new RegExp(`${INDIAN_MOBILE.replace(/[.+]/g, '\\$&')}$`),
  );
  await expect(form.phone).toBeFocused();
  await expect(form.root).toBeVisible();
  await expectFormValues(form, values);
  await expect(form.submit).toHaveText('Submit Request');
  expect(inserts, 'nothing was sent').toHaveLength(0);
});

test("when the database refuses the insert, 'Submission Failed' tells why and every value stays; the next try goes through", async ({
  page,
}) => {
  const client = await signUpClient('Anaya');
  await startSignedInAs(page, client);
  const view = await openDashboard(page, client.name);
  await expect(view.counters.first()).toHaveText('0');
  const refusal = 'Too many consultation requests. Please try again in an hour.';
  // The fault injected on purpose: the insert answers as a rate-limited PostgREST would.
  await page.route('**/rest/v1/consultation_requests?*', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'PT429', message: refusal, details: null, hint: null }),
        })
      : route.fallback(),
  );
  await view.newRequest.click();
  const form = requestDialog(page);
  const values = {
    serviceType: 'Personal Injury',
    description: 'A bus hit my scooter; the insurer refuses the claim.',
    location: 'Jaipur',
    phone: '9876501234',
  };
  await fillRequest(page, form, values);
  await form.submit.click();
  await expect(toast(page, 'Submission Failed')).toBeVisible();
  await expect(toast(page, refusal)).toBeVisible();
  await expect(form.root).toBeVisible();
  await expectFormValues(form, values);
  await expect(form.submit).toHaveText('Submit Request');
  await expect(form.submit).toBeEnabled();

  await page.unrouteAll();
  await submitAndExpectSuccess(page);
  await expect(view.cards).toHaveCount(1);
  await expect(view.cards.first().getByRole('heading')).toHaveText(values.serviceType);
});

test('keyboard only: open the form, Tab through its fields, choose a service with the keys, Enter submits', async ({
  page,
}) => {
  const client = await signUpClient('Reyansh');
  await startSignedInAs(page, client);
  const view = await openDashboard(page, client.name);
  await expect(view.counters.first()).toHaveText('0');
  await view.newRequest.focus();
  await page.keyboard.press('Enter');
  const form = requestDialog(page);
  await expect(form.root).toBeVisible();
  await expect(form.serviceType).toBeFocused();

  // The select opens with the keyboard, type-ahead moves to an option, Enter picks it.
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await page.keyboard.type('Env');
  await expect(page.getByRole('option', { name: 'Environmental Law' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(form.serviceType).toHaveText('Environmental Law');
  await expect(form.serviceType).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(form.description).toBeFocused();
  await page.keyboard.type('A factory upstream dumps effluent into our village well.');
  await page.keyboard.press('Tab');
  await expect(form.location).toBeFocused();
  await page.keyboard.type('Kanpur');
  await page.keyboard.press('Tab');
  await expect(form.phone).toBeFocused();
  await page.keyboard.type('9988776655');
  await page.keyboard.press('Enter');

  await expect(toast(page, SUBMITTED.title)).toBeVisible();
  await expect(form.root).toBeHidden();
  await expect(view.newRequest).toBeFocused();
  await expect(view.cards).toHaveCount(1);
  await expect(cardLines(view.cards.first())).toHaveText(
    cardTexts({
      serviceType: 'Environmental Law',
      status: 'Pending',
      description: 'A factory upstream dumps effluent into our village well.',
      location: 'Kanpur',
      phone: '9988776655',
      submitted: submittedToday(new Date(Date.now() - 60_000)),
      cancellable: true,
    }),
  );
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  const widths = (page: Page) =>
    page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));

  test('the dashboard and the request dialog (with its errors) do not scroll sideways', async ({
    page,
  }) => {
    // Aarav Mehta's requests have the seed's longest descriptions.
    await startSignedIn(page, 'client.demo@nyaya.test');
    const view = await openDashboard(page, 'Aarav Mehta');
    await expect(view.cards.first()).toBeVisible();
    const dashboard = await widths(page);
    expect(dashboard.scrollWidth, '/client-dashboard').toBeLessThanOrEqual(dashboard.innerWidth);

    await view.newRequest.click();
    const form = requestDialog(page);
    await form.submit.click();
    await expect(form.fieldErrors).toHaveCount(2);
    const withDialog = await widths(page);
    expect(withDialog.scrollWidth, 'with the dialog').toBeLessThanOrEqual(withDialog.innerWidth);
    const box = (await form.root.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    const inner = await form.root.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(inner.scrollWidth, 'the dialog itself').toBeLessThanOrEqual(inner.clientWidth);
  });
});
