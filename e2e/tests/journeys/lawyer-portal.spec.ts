/**
 * The lawyer portal (docs/product/lawyer-portal.md: dashboard, verification, approval and request
 * statuses, who sees what, toasts), and issue 11: a lawyer joins through 'Join as Lawyer', confirms
 * the e-mail from the mailbox, submits the verification and is approved with `pnpm reviewer`; a
 * client finds them in the directory and books them; the lawyer accepts, schedules and completes
 * the case while the client's dashboard follows. Two approved lawyers race for one open request.
 * Hand-backs (decline, release) reach the client with who and why.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { loadLocalEnv } from '@nyaya/local-supabase';
import { shellOrigin } from '../../support/apps.ts';
import { fetchRuntimeConfig } from '../../support/runtime-config.ts';
import {
  clientDashboard,
  fillRequest,
  indianDateTime,
  requestDialog,
  signUpClient,
  startSignedInAs,
  toLawyer,
  type ClientAccount,
} from '../../support/client-requests.ts';
import { directory } from '../../support/directory.ts';
import { expect, test } from '../../support/fixtures.ts';
import {
  dashboardLink,
  dialog,
  signedOutActions,
  toast,
  userMenu,
} from '../../support/journeys.ts';
import {
  confirmEmail,
  createApprovedLawyer,
  fillVerification,
  lawyerDashboard,
  newLawyer,
  returnToTab,
  review,
  signInAsLawyerThroughUi,
  fileRequestAs,
  verificationDialog,
  type LawyerAccount,
} from '../../support/lawyer-portal.ts';
import { consentBox } from '../../support/consent.ts';

// Lawyers and clients here are in India: times typed and shown are IST.
const TIME_ZONE = 'Asia/Kolkata';
test.use({ timezoneId: TIME_ZONE });

/** A confirmation that asks before a step that cannot be undone. */
function alertDialog(page: Page, name: string) {
  return page.getByRole('alertdialog', { name, exact: true });
}

/** A second person's browser, with its own storage. */
function newPerson(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ baseURL: shellOrigin, timezoneId: TIME_ZONE });
}

/**
 * Time passes: the meeting of the request with `description` started a minute ago. Only the
 * service role can set a time in the past (the lawyer's schedule function refuses one).
 */
async function meetingHasStarted(description: string): Promise<void> {
  const { supabase } = await fetchRuntimeConfig(shellOrigin);
  const secretKey = loadLocalEnv().SUPABASE_SECRET_KEY;
  if (!secretKey) throw new Error('SUPABASE_SECRET_KEY is missing from supabase/.env.local');
  const service = createClient(supabase.url, secretKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  const { data, error } = await service
    .from('consultation_requests')
    .update({ scheduled_for: new Date(Date.now() - 60_000).toISOString() })
    .eq('description', description)
    .select('id');
  if (error || data?.length !== 1) throw new Error(`moving the meeting: ${error?.message}`);
}

/** Tomorrow at 11:30 in India, as the date and time inputs take it and as the client reads it. */
function tomorrowAtHalfPastEleven() {
  const ist = new Date(Date.now() + (5 * 60 + 30) * 60_000 + 24 * 3600_000);
  const date = ist.toISOString().slice(0, 10);
  return { date, time: '11:30', at: new Date(`${date}T11:30:00+05:30`) };
}

test('a lawyer joins, is approved, and takes a booked request from Requested you to Completed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const lawyer = newLawyer('Kavya');
  const view = lawyerDashboard(page);

  await test.step("'Join as Lawyer': sign up, then confirm the e-mail from the mailbox", async () => {
    await page.goto('/');
    await signedOutActions(page).joinAsLawyer.click();
    const portal = dialog(page, 'Lawyer Portal');
    await expect(portal.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await portal.getByLabel('Full Name').fill(lawyer.name);
    await portal.getByLabel('Phone Number').fill('+91 98111 22334');
    await portal.getByLabel('Email').fill(lawyer.email);
    await portal.getByLabel('Password').fill(lawyer.password);
    await consentBox(portal).check();
    await portal.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(toast(page, /^Registration successful!/)).toBeVisible();
    // The dialog waits for the e-mailed code; this lawyer closes it and follows the link instead.
    // (Escape would first dismiss the toast, the newest layer.)
    await portal.getByRole('button', { name: 'Close' }).click();
    await expect(portal).toBeHidden();

    await confirmEmail(lawyer.email);
    await signInAsLawyerThroughUi(page, lawyer);
    await expect(userMenu(page, lawyer.name)).toBeVisible();
    await dashboardLink(page).click();
    await expect(page).toHaveURL(`${shellOrigin}/lawyer-dashboard`);
  });

  await test.step('the verification dialog opens by itself; submitted, the lawyer is Under Review', async () => {
    const form = verificationDialog(page, 'Complete Verification');
    await expect(form.root).toBeVisible();
    await fillVerification(form, {
      barCouncilId: lawyer.barCouncilId,
      yearsExperience: '9',
      expertiseAreas: ['Property Law', 'Family Law'],
      practiceLocations: ['Delhi High Court', 'Supreme Court of India'],
      languages: ['Hindi', 'English'],
      bio: 'Property and family disputes in Delhi.',
    });
    await form.submit.click();
    await expect(toast(page, /^Verification Submitted!$/)).toBeVisible();
    await expect(
      toast(page, 'Verification submitted! Under review. We will call you within 24 hours.'),
    ).toBeVisible();
    await expect(form.root).toBeHidden();
    await expect(view.status).toContainText('Under Review');
    await expect(view.overview).toContainText(lawyer.barCouncilId);
    await expect(view.overview).toContainText('Supreme Court of India');
    await expect(view.overview).toContainText('HindiEnglish');
    // Not approved: no requests are shown (and the database gives none).
    await expect(view.available).toHaveCount(0);
  });

  await test.step('`pnpm reviewer approve`: the dashboard shows it when the tab is back', async () => {
    await review('approve', lawyer.email);
    await returnToTab(page);
    await expect(view.status).toContainText('Approved');
    await expect(view.status).toContainText('Your profile is approved and listed on the portal');
  });

  const client = await signUpClient('Booking');
  const description = `Boundary wall dispute ${Date.now()}: the neighbour built on our land.`;
  const clientContext = await newPerson(browser);
  const clientPage = await clientContext.newPage();
  await startSignedInAs(clientContext, client);

  const clientCard = clientDashboard(clientPage).card('Property Law');
  await test.step('a client finds the lawyer in the directory and books them', async () => {
    await clientPage.goto(`/lawyers?q=${encodeURIComponent(lawyer.name)}`);
    const card = directory(clientPage).card(lawyer.name);
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Book Consultation' }).click();
    const form = requestDialog(clientPage);
    await expect(form.root).toContainText(toLawyer(lawyer.name));
    await fillRequest(clientPage, form, {
      serviceType: 'Property Law',
      description,
      location: 'Dwarka, New Delhi',
    });
    await form.submit.click();
    await expect(toast(clientPage, 'Request Submitted!').last()).toBeVisible();

    await clientPage.goto('/client-dashboard');
    await expect(clientCard).toContainText('Pending');
    await expect(clientCard).toContainText(`Lawyer: ${lawyer.name}`);
  });

  const myCase = view.myCase(description);
  await test.step("the lawyer sees it as 'Requested you' and accepts it", async () => {
    await returnToTab(page);
    await expect(myCase).toContainText('Requested you');
    await expect(myCase).toContainText(`Client: ${client.name}`);
    await expect(view.availableCard(description)).toHaveCount(0);
    await myCase.getByRole('button', { name: 'Accept Request' }).click();
    await expect(toast(page, 'Request accepted')).toBeVisible();
    await expect(myCase).toContainText('Assigned');
    await expect(myCase).not.toContainText('Requested you');
  });

  await test.step('the client sees it Assigned to the lawyer', async () => {
    await returnToTab(clientPage);
    await expect(clientCard).toContainText('Assigned');
    await expect(clientCard).toContainText(`Lawyer: ${lawyer.name}`);
  });

  const meeting = tomorrowAtHalfPastEleven();
  await test.step('the lawyer schedules a meeting tomorrow at 11:30; the client sees when', async () => {
    await myCase.getByRole('button', { name: 'Schedule meeting' }).click();
    const schedule = dialog(page, 'Schedule meeting');
    await schedule.getByLabel('Date').fill(meeting.date);
    await schedule.getByLabel('Time').fill(meeting.time);
    await schedule.getByRole('button', { name: 'Schedule meeting', exact: true }).click();
    await expect(toast(page, 'Meeting scheduled')).toBeVisible();
    await expect(myCase).toContainText('Scheduled');

    await returnToTab(clientPage);
    await expect(clientCard).toContainText('Scheduled');
    await expect(clientCard).toContainText(`Meeting: ${indianDateTime(meeting.at)}`);
    await expect(clientDashboard(clientPage).counters.nth(3), 'Scheduled Meetings').toHaveText('1');
  });

  await test.step('"Mark completed" waits for the meeting to start', async () => {
    await returnToTab(page);
    await expect(myCase).toContainText(
      'You can mark the case completed once the meeting has started.',
    );
    await expect(myCase.getByRole('button', { name: 'Mark completed' })).toHaveCount(0);
  });

  await test.step('once the meeting has started, the lawyer marks it completed; both dashboards count it', async () => {
    await meetingHasStarted(description);
    // The lawyer opens the dashboard again at the meeting's time.
    await page.reload();
    await myCase.getByRole('button', { name: 'Mark completed' }).click();
    await alertDialog(page, 'Mark this case completed?')
      .getByRole('button', { name: 'Mark completed', exact: true })
      .click();
    await expect(toast(page, 'Case completed')).toBeVisible();
    await expect(myCase).toContainText('Completed');
    await expect(view.counters.nth(2), 'Completed Cases').toHaveText('1');

    await returnToTab(clientPage);
    await expect(clientCard).toContainText('Completed');
    await expect(clientDashboard(clientPage).counters.last(), 'Past Consultations').toHaveText('1');
  });

  await clientContext.close();
});

test('two approved lawyers race for one open request: exactly one gets it, the other is told why', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [first, second] = await Promise.all([
    createApprovedLawyer('Arjun'),
    createApprovedLawyer('Nisha'),
  ]);
  const client = await signUpClient('Racing');
  const description = `Cheque bounce ${Date.now()}: which lawyer takes it first?`;
  await fileRequestAs(client, { serviceType: 'Business Law', description });

  const racers: { lawyer: LawyerAccount; context: BrowserContext; page: Page }[] = [];
  for (const lawyer of [first, second]) {
    const context = await newPerson(browser);
    await startSignedInAs(context, lawyer);
    const page = await context.newPage();
    await page.goto('/lawyer-dashboard');
    await expect(lawyerDashboard(page).availableCard(description)).toBeVisible();
    racers.push({ lawyer, context, page });
  }

  // Both press Accept Request at once.
  await Promise.all(
    racers.map(({ page }) =>
      lawyerDashboard(page)
        .availableCard(description)
        .getByRole('button', { name: 'Accept Request' })
        .click(),
    ),
  );

  const outcomes = await Promise.all(
    racers.map(async ({ page }) => {
      const won = toast(page, 'Request accepted');
      const lost = toast(
        page,
        'This request is no longer available: another lawyer may have accepted it, or the client withdrew it.',
      );
      await expect(won.or(lost)).toBeVisible();
      return (await won.isVisible()) ? 'won' : 'lost';
    }),
  );
  expect([...outcomes].sort()).toEqual(['lost', 'won']);

  const winner = racers[outcomes.indexOf('won')]!;
  const loser = racers[outcomes.indexOf('lost')]!;
  await expect(lawyerDashboard(winner.page).myCase(description)).toContainText('Assigned');
  // The loser's list is read again: the request is gone from it, and is not theirs.
  await expect(lawyerDashboard(loser.page).availableCard(description)).toHaveCount(0);
  await expect(lawyerDashboard(loser.page).myCase(description)).toHaveCount(0);

  for (const { context } of racers) await context.close();
});

test('a declined request and a released case reach the client with who and why', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const lawyer = await createApprovedLawyer('Farhan');
  const client: ClientAccount = await signUpClient('Handback');
  const addressed = `Lease deed question ${Date.now()}: addressed to one lawyer.`;
  const open = `Tax notice ${Date.now()}: open to any lawyer.`;
  await fileRequestAs(client, {
    serviceType: 'Property Law',
    description: addressed,
    lawyerId: lawyer.id,
  });
  await fileRequestAs(client, { serviceType: 'Tax Law', description: open });

  await startSignedInAs(page, lawyer);
  await page.goto('/lawyer-dashboard');
  const view = lawyerDashboard(page);

  // Declined: the request leaves the lawyer's lists and is open to any other lawyer.
  await view.myCase(addressed).getByRole('button', { name: 'Decline' }).click();
  await alertDialog(page, 'Decline this request?')
    .getByRole('button', { name: 'Decline request', exact: true })
    .click();
  await expect(toast(page, 'Request declined')).toBeVisible();
  await expect(view.myCase(addressed)).toHaveCount(0);
  await expect(view.availableCard(addressed)).toHaveCount(0);

  // Released: accepted from the open pool, then given back with a reason.
  await view.availableCard(open).getByRole('button', { name: 'Accept Request' }).click();
  await expect(view.myCase(open)).toContainText('Assigned');
  await view.myCase(open).getByRole('button', { name: 'Release case' }).click();
  const release = dialog(page, 'Release case');
  await release.getByRole('button', { name: 'Release case', exact: true }).click();
  await expect(release.getByRole('alert')).toBeVisible();
  await release.getByLabel('Reason').fill('I have a conflict of interest with the other party.');
  await release.getByRole('button', { name: 'Release case', exact: true }).click();
  await expect(toast(page, 'Case released')).toBeVisible();
  await expect(view.myCase(open)).toHaveCount(0);

  const clientContext = await newPerson(browser);
  await startSignedInAs(clientContext, client);
  const clientPage = await clientContext.newPage();
  await clientPage.goto('/client-dashboard');
  const cards = clientDashboard(clientPage);
  await expect(cards.card('Property Law')).toContainText(
    `${lawyer.name} declined this request. It is now open to any lawyer.`,
  );
  await expect(cards.card('Tax Law')).toContainText(
    `${lawyer.name} released this case, so it is open to any lawyer again. Their reason: “I have a conflict of interest with the other party.”`,
  );
  await expect(cards.card('Tax Law')).toContainText('Pending');
  await clientContext.close();
});

test('a client withdraws a case the lawyer accepted before any meeting; the lawyer sees it withdrawn', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const lawyer = await createApprovedLawyer('Meera');
  const client: ClientAccount = await signUpClient('Withdrawing');
  const description = `Rent agreement ${Date.now()}: accepted, then no longer needed.`;
  await fileRequestAs(client, { serviceType: 'Property Law', description, lawyerId: lawyer.id });

  await startSignedInAs(page, lawyer);
  await page.goto('/lawyer-dashboard');
  const view = lawyerDashboard(page);
  await view.myCase(description).getByRole('button', { name: 'Accept Request' }).click();
  await expect(view.myCase(description)).toContainText('Assigned');

  const clientContext = await newPerson(browser);
  await startSignedInAs(clientContext, client);
  const clientPage = await clientContext.newPage();
  await clientPage.goto('/client-dashboard');
  const card = clientDashboard(clientPage).card('Property Law');
  await expect(card).toContainText('Assigned');
  await card.getByRole('button', { name: 'Withdraw request' }).click();
  const confirm = alertDialog(clientPage, 'Withdraw this request?');
  await expect(confirm).toContainText(
    `Your Property Law request will be withdrawn and ${lawyer.name} will be told. This cannot be undone.`,
  );
  await confirm.getByRole('button', { name: 'Withdraw request', exact: true }).click();
  await expect(toast(clientPage, 'Request Cancelled')).toBeVisible();
  await expect(card).toContainText('Cancelled');
  await expect(card.getByRole('button')).toHaveCount(0);
  await clientContext.close();

  await returnToTab(page);
  await expect(view.myCase(description)).toContainText('Cancelled');
  await expect(view.myCase(description)).toContainText(/The client withdrew this request on /);
  await expect(view.myCase(description).getByRole('button')).toHaveCount(0);
});

test('a scheduled case can be marked completed only once its meeting has started', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const lawyer = await createApprovedLawyer('Ishaan');
  const client: ClientAccount = await signUpClient('Meeting');
  const description = `Will registration ${Date.now()}: a meeting tomorrow.`;
  await fileRequestAs(client, { serviceType: 'Family Law', description, lawyerId: lawyer.id });

  await startSignedInAs(page, lawyer);
  await page.goto('/lawyer-dashboard');
  const myCase = lawyerDashboard(page).myCase(description);
  await myCase.getByRole('button', { name: 'Accept Request' }).click();
  await expect(myCase).toContainText('Assigned');

  const meeting = tomorrowAtHalfPastEleven();
  await myCase.getByRole('button', { name: 'Schedule meeting' }).click();
  const schedule = dialog(page, 'Schedule meeting');
  await schedule.getByLabel('Date').fill(meeting.date);
  await schedule.getByLabel('Time').fill(meeting.time);
  await schedule.getByRole('button', { name: 'Schedule meeting', exact: true }).click();
  await expect(myCase).toContainText('Scheduled');
  // It used to offer "Mark completed" days before the meeting.
  await expect(myCase).toContainText(
    'You can mark the case completed once the meeting has started.',
  );
  await expect(myCase.getByRole('button', { name: 'Mark completed' })).toHaveCount(0);

  await meetingHasStarted(description);
  await returnToTab(page);
  await myCase.getByRole('button', { name: 'Mark completed' }).click();
  await alertDialog(page, 'Mark this case completed?')
    .getByRole('button', { name: 'Mark completed', exact: true })
    .click();
  await expect(toast(page, 'Case completed')).toBeVisible();
  await expect(myCase).toContainText('Completed');
});
