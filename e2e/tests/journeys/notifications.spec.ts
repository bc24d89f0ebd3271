/**
 * Notifications by e-mail (docs/product/notifications.md), read from MailDev as the people get
 * them: a client's request addressed to a lawyer e-mails the lawyer (the client's first name, the
 * service type, a link that brings the request into view, never the matter's description); the
 * lawyer accepts, schedules and completes it in the dashboard, and each step e-mails the client
 * (the lawyer's name and profile, the meeting in IST with a valid .ics invitation). An optional
 * mail (the lawyers' digest of open requests) carries a one-click unsubscribe link that works
 * without signing in and turns the digest off in the lawyer's notification settings.
 */
import type { Browser, BrowserContext } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { loadLocalEnv } from '@nyaya/local-supabase';
import { shellOrigin } from '../../support/apps.ts';
import { signInWithPassword } from '../../support/auth.ts';
import {
  clientRequests,
  fillRequest,
  requestDialog,
  signUpClient,
  startSignedInAs,
  toLawyer,
} from '../../support/client-requests.ts';
import { directory } from '../../support/directory.ts';
import { expect, test } from '../../support/fixtures.ts';
import { dialog, toast } from '../../support/journeys.ts';
import {
  createApprovedLawyer,
  fileRequestAs,
  lawyerDashboard,
} from '../../support/lawyer-portal.ts';
import {
  calendarAttachment,
  calendarProperties,
  calendarUtcTime,
  header,
  linkIn,
  mailTo,
  waitForMail,
  type Mail,
} from '../../support/notifications.ts';
import { fetchRuntimeConfig } from '../../support/runtime-config.ts';

// Lawyers and clients here are in India: times typed and shown are IST.
const TIME_ZONE = 'Asia/Kolkata';
test.use({ timezoneId: TIME_ZONE });

function newPerson(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ baseURL: shellOrigin, timezoneId: TIME_ZONE });
}

/** Tomorrow at 11:30 in India, as the date and time inputs take it. */
function tomorrowAtHalfPastEleven() {
  const ist = new Date(Date.now() + (5 * 60 + 30) * 60_000 + 24 * 3600_000);
  const date = ist.toISOString().slice(0, 10);
  return { date, time: '11:30', at: new Date(`${date}T11:30:00+05:30`) };
}

/** The service role, for what only time would do: a meeting that has started. */
async function serviceClient() {
  const { supabase } = await fetchRuntimeConfig(shellOrigin);
  const secretKey = loadLocalEnv().SUPABASE_SECRET_KEY;
  if (!secretKey) throw new Error('SUPABASE_SECRET_KEY is missing from supabase/.env.local');
  return createClient(supabase.url, secretKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

/** Nothing of the mail (subject, text, HTML, invitation) repeats the matter's description. */
function expectNoDescription(mail: Mail, description: string, ics = '') {
  for (const part of [mail.subject, mail.text ?? '', mail.html ?? '', ics]) {
    expect(part, `"${mail.subject}"`).not.toContain(description);
    // Not even a distinctive piece of it.
    expect(part, `"${mail.subject}"`).not.toContain(description.slice(0, 24));
  }
}

test('a request to a lawyer, accepted, scheduled and completed: every step e-mails the other party', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const lawyer = await createApprovedLawyer('Devika');
  const client = await signUpClient('Ritu');
  const description = `Ancestral house partition ${Date.now()}: my cousins sold our share without asking.`;
  const dashboardLink = (id: string) => `${shellOrigin}/lawyer-dashboard?request=${id}`;

  const clientContext = await newPerson(browser);
  const clientPage = await clientContext.newPage();
  await startSignedInAs(clientContext, client);
  await test.step('the client books the lawyer from the directory', async () => {
    await clientPage.goto(`/lawyers?q=${encodeURIComponent(lawyer.name)}`);
    const card = directory(clientPage).card(lawyer.name);
    await card.getByRole('button', { name: 'Book Consultation' }).click();
    const form = requestDialog(clientPage);
    await expect(form.root).toContainText(toLawyer(lawyer.name));
    await fillRequest(clientPage, form, {
      serviceType: 'Property Law',
      description,
      location: 'Saket, New Delhi',
    });
    await form.submit.click();
    await expect(toast(clientPage, 'Request Submitted!').last()).toBeVisible();
  });
  const [request] = await clientRequests(client.email, client.password);
  const requestId = request!.id;

  let lawyerLink = '';
  await test.step("the lawyer's mail: the client's first name and the service, a link, no description", async () => {
    const mail = await waitForMail(lawyer.email, (m) => (m.text ?? '').includes(requestId), {
      what: 'the new request e-mail',
    });
    expect(mail.subject).toContain('Ritu');
    expect(mail.subject).not.toContain(client.name);
    expect(`${mail.subject}\n${mail.text}`).toContain('Property Law');
    expect(mail.html).toContain('Property Law');
    expectNoDescription(mail, description);
    lawyerLink = linkIn(mail, `${shellOrigin}/lawyer-dashboard`);
    expect(lawyerLink).toBe(dashboardLink(requestId));
    expect(mail.html).toContain(`href="${dashboardLink(requestId)}"`);
  });

  const view = lawyerDashboard(page);
  const myCase = view.myCase(description);
  await test.step('the link opens the dashboard with the request in view and focused', async () => {
    await startSignedInAs(page, lawyer);
    await page.goto(lawyerLink);
    await expect(myCase).toContainText('Requested you');
    await expect(myCase).toBeFocused();
    await expect(myCase).toBeInViewport();
  });

  await test.step("the lawyer accepts: the client's mail names the lawyer and links the profile", async () => {
    await myCase.getByRole('button', { name: 'Accept Request' }).click();
    await expect(toast(page, 'Request accepted')).toBeVisible();
    const mail = await waitForMail(
      client.email,
      (m) => m.subject.includes(lawyer.name) && /accepted/i.test(m.subject),
      { what: 'the accepted e-mail' },
    );
    expect(mail.text).toContain(`${lawyer.name} accepted your Property Law request`);
    expect(linkIn(mail, `${shellOrigin}/lawyers/`)).toBe(`${shellOrigin}/lawyers/${lawyer.id}`);
    expect(linkIn(mail, `${shellOrigin}/client-dashboard`)).toBe(
      `${shellOrigin}/client-dashboard?request=${requestId}`,
    );
    expectNoDescription(mail, description);
  });

  const meeting = tomorrowAtHalfPastEleven();
  await test.step('the lawyer schedules a meeting: the client gets its time in IST and a valid .ics', async () => {
    await myCase.getByRole('button', { name: 'Schedule meeting' }).click();
    const schedule = dialog(page, 'Schedule meeting');
    await schedule.getByLabel('Date').fill(meeting.date);
    await schedule.getByLabel('Time').fill(meeting.time);
    await schedule.getByRole('button', { name: 'Schedule meeting', exact: true }).click();
    await expect(toast(page, 'Meeting scheduled')).toBeVisible();

    const mail = await waitForMail(client.email, (m) => m.subject.startsWith('Meeting scheduled'), {
      what: 'the meeting e-mail',
    });
    expect(mail.subject).toContain('11:30 am IST');
    expect(mail.text).toContain(lawyer.name);
    const ics = await calendarAttachment(mail);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r?\n/);
    expect(ics).toMatch(/END:VCALENDAR\s*$/);
    const calendar = calendarProperties(ics);
    expect(calendar.get('METHOD')).toEqual(['REQUEST']);
    expect(calendar.get('BEGIN')).toEqual(['VCALENDAR', 'VEVENT']);
    const [start] = calendar.get('DTSTART') ?? [];
    expect(start, 'DTSTART in UTC').toMatch(/^\d{8}T\d{6}Z$/);
    expect(calendarUtcTime(start!).toISOString()).toBe(meeting.at.toISOString());
    expect(calendar.get('UID')?.[0]).toContain(requestId);
    expect(calendar.get('SEQUENCE')).toEqual(['0']);
    expectNoDescription(mail, description, ics);
  });

  await test.step('once the meeting has started, the lawyer completes the case: the client is told', async () => {
    // Time passes: only the service role can put the meeting in the past (the schedule dialog
    // refuses a time gone by). The client is told of the moved meeting too.
    const service = await serviceClient();
    const { error } = await service
      .from('consultation_requests')
      .update({ scheduled_for: new Date(Date.now() - 60_000).toISOString() })
      .eq('id', requestId);
    if (error) throw new Error(`moving the meeting: ${error.message}`);
    await page.reload();
    await myCase.getByRole('button', { name: 'Mark completed' }).click();
    await page
      .getByRole('alertdialog', { name: 'Mark this case completed?', exact: true })
      .getByRole('button', { name: 'Mark completed', exact: true })
      .click();
    await expect(toast(page, 'Case completed')).toBeVisible();

    const mail = await waitForMail(client.email, (m) => /completed/i.test(m.subject), {
      what: 'the completed e-mail',
    });
    expect(mail.subject).toContain('Property Law');
    expect(mail.text).toContain(lawyer.name);
    expect(linkIn(mail, `${shellOrigin}/client-dashboard`)).toBe(
      `${shellOrigin}/client-dashboard?request=${requestId}`,
    );
  });

  await test.step('each event was mailed once, and no mail of the case repeats its description', async () => {
    const clientMail = await mailTo(client.email);
    const subjects = clientMail.map((mail) => mail.subject);
    expect(subjects.filter((subject) => /accepted/i.test(subject))).toHaveLength(1);
    expect(subjects.filter((subject) => subject.startsWith('Meeting scheduled'))).toHaveLength(1);
    expect(subjects.filter((subject) => /completed/i.test(subject))).toHaveLength(1);
    for (const mail of [...clientMail, ...(await mailTo(lawyer.email))]) {
      expectNoDescription(mail, description);
    }
  });

  await clientContext.close();
});

test("a digest's unsubscribe link works without signing in and turns the digest off", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // A lawyer of the test's own (Property Law in Delhi): the demo lawyer's settings stay as seeded.
  const lawyer = await createApprovedLawyer('Tara');
  const client = await signUpClient('Open');
  const description = `Tenant will not leave ${Date.now()}: open to any lawyer in Delhi.`;
  await fileRequestAs(client, { serviceType: 'Property Law', description });

  // The worker writes each lawyer's digest of new open requests in their areas at most hourly.
  const digest = await waitForMail(
    lawyer.email,
    (m) => /open requests? in your areas/.test(m.subject),
    {
      timeoutMs: 150_000,
      what: 'the open request digest',
    },
  );
  expectNoDescription(digest, description);
  const unsubscribeLink = linkIn(digest, `${shellOrigin}/unsubscribe?token=`);
  expect(unsubscribeLink).toMatch(/\?token=[0-9a-f]{64}$/);
  expect(header(digest, 'List-Unsubscribe')).toContain(`<${unsubscribeLink}>`);

  const visitor = await newPerson(browser);
  const visitorPage = await visitor.newPage();
  await test.step('a token changed by one character is refused', async () => {
    const last = unsubscribeLink.at(-1) === '0' ? '1' : '0';
    await visitorPage.goto(`${unsubscribeLink.slice(0, -1)}${last}`);
    await visitorPage.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await expect(visitorPage.getByText('This unsubscribe link is not valid.')).toBeVisible();
  });

  await test.step('opened signed out, the link turns the digest off with one press', async () => {
    await visitorPage.goto(unsubscribeLink);
    await expect(
      visitorPage.getByRole('heading', { name: 'Unsubscribe from these e-mails' }),
    ).toBeVisible();
    await visitorPage.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await expect(visitorPage.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    await expect(
      visitorPage.getByText('You will no longer get the hourly digest of open requests.'),
    ).toBeVisible();
  });
  await visitor.close();

  await test.step("the lawyer's notification settings show the digest off", async () => {
    await startSignedInAs(page, lawyer);
    await page.goto('/lawyer-dashboard#notification-settings');
    const settings = page.getByRole('region', { name: 'Notification settings', exact: true });
    await expect(
      settings.getByRole('checkbox', { name: 'Hourly digest of open requests' }),
    ).not.toBeChecked();
  });

  await test.step('as the API reads it: off for this lawyer only', async () => {
    const { supabase } = await fetchRuntimeConfig(shellOrigin);
    const { session } = await signInWithPassword(lawyer.email, lawyer.password);
    const api = createClient(supabase.url, supabase.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
    });
    await api.auth.setSession(session);
    const { data, error } = await api
      .from('notification_preferences')
      .select('user_id, open_request_digest, meeting_reminders');
    if (error) throw new Error(`notification_preferences: ${error.message}`);
    expect(data).toEqual([
      { user_id: lawyer.id, open_request_digest: false, meeting_reminders: true },
    ]);
  });
});
