/**
 * The case room (issue 26, docs/product/case-room.md) with two people, each in a browser of
 * their own: a client files a request to a lawyer of the test's own; before anyone accepts,
 * /cases/<id> is 'Not found', like an id that does not exist. The lawyer accepts; both reach the
 * room from their dashboards' 'Open case room'. The client writes while the lawyer is away: the
 * lawyer's e-mail names the sender and the matter, links the room, and never repeats the text.
 * The lawyer opens it (the client's message turns 'Read' without a reload); each party's message
 * reaches the other within 2 s without a reload (Realtime); only https links are links. A PDF
 * the client attaches is downloaded by the lawyer byte for byte; a file whose content is not its
 * type is refused before upload. The client shares a phone number (a wrong one refused); the
 * lawyer sees it only while it is shared. The lawyer schedules a meeting: both rooms show it in IST with
 * an .ics; with the browser's clock (page.clock) the join opens exactly 10 minutes before. Both
 * join: the meeting route answers from a fake Daily API (one private room, a token each, the
 * lawyer the owner), Daily Prebuilt's frame (routed to a page of ours) opens in the page under
 * the site's policy, and Leave closes it. Another client gets 'Not found'. After the meeting,
 * the lawyer marks the case completed from the room. The client, present throughout, got no
 * message e-mail.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { shellOrigin } from '../../support/apps.ts';
import { startSignedIn } from '../../support/auth.ts';
import {
  CONTENT_MISMATCH,
  INVALID_MOBILE,
  NO_PHONE_SHARED,
  NOT_SCHEDULED_CLIENT,
  NOT_SCHEDULED_LAWYER,
  OPEN_CASE_ROOM,
  COMPLETION_PROMPT,
  caseRoom,
  caseRoomPath,
  istDateTime,
  moveMeeting,
  opensAt,
  pdfDocument,
  routePrebuiltFrames,
  sendMessage,
} from '../../support/case-room.ts';
import { clientDashboard, signUpClient, startSignedInAs } from '../../support/client-requests.ts';
import { recordCspViolations } from '../../support/csp.ts';
import { FAKE_DAILY_DOMAIN, fakeDailyRequests, tokenProperties } from '../../support/fake-daily.ts';
import { expect, test } from '../../support/fixtures.ts';
import { dialog, toast } from '../../support/journeys.ts';
import {
  createApprovedLawyer,
  fileRequestAs,
  lawyerDashboard,
} from '../../support/lawyer-portal.ts';
import {
  calendarProperties,
  calendarUtcTime,
  linkIn,
  mailTo,
  waitForMail,
} from '../../support/notifications.ts';

// The client and the lawyer are in India: times typed and shown are IST.
const TIME_ZONE = 'Asia/Kolkata';
test.use({ timezoneId: TIME_ZONE });

/** A browser of its own (own storage, own session) for each person. */
function newPerson(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ baseURL: shellOrigin, timezoneId: TIME_ZONE });
}

/** Marks the document, so a later check tells whether the page was reloaded since. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
}

async function expectSameDocument(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    'the page was not reloaded',
  ).toBe(true);
}

/** Tomorrow at 15:00 in India, as the schedule dialog's date and time inputs take it. */
function tomorrowAtThree() {
  const ist = new Date(Date.now() + (5 * 60 + 30) * 60_000 + 24 * 3600_000);
  const date = ist.toISOString().slice(0, 10);
  return { date, time: '15:00', at: new Date(`${date}T15:00:00+05:30`) };
}

/** The next whole minute plus `minutes`: a meeting time the room shows without rounding. */
function wholeMinutesFromNow(minutes: number): Date {
  const at = new Date(Date.now() + minutes * 60_000);
  at.setUTCSeconds(0, 0);
  return new Date(at.getTime() + 60_000);
}

test('a client and their lawyer in the case room: messages, a document, the video consultation, completion', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const lawyer = await createApprovedLawyer('Meera');
  const client = await signUpClient('Kiran');
  const unique = Date.now().toString(36);
  const serviceType = 'Property Law';
  const description = `My landlord kept the deposit ${unique} after I moved out of the flat.`;
  const requestId = await fileRequestAs(client, {
    serviceType,
    description,
    lawyerId: lawyer.id,
  });
  const roomUrl = `${shellOrigin}${caseRoomPath(requestId)}`;

  const clientContext = await newPerson(browser);
  const lawyerContext = await newPerson(browser);
  await startSignedInAs(clientContext, client);
  await startSignedInAs(lawyerContext, lawyer);
  const clientPage = await clientContext.newPage();
  const lawyerPage = await lawyerContext.newPage();
  const violations = {
    client: await recordCspViolations(clientPage),
    lawyer: await recordCspViolations(lawyerPage),
  };
  const clientRoom = caseRoom(clientPage);
  const lawyerRoom = caseRoom(lawyerPage);

  await test.step("before a lawyer accepts, the room is 'Not found', as for an id that does not exist", async () => {
    await clientPage.goto(caseRoomPath(requestId));
    await expect(clientRoom.notFound).toBeVisible();
    await expect(clientRoom.body).toHaveCount(0);
    await clientPage.goto(caseRoomPath(randomUUID()));
    await expect(clientRoom.notFound).toBeVisible();
    await clientPage.goto('/client-dashboard');
    await expect(clientDashboard(clientPage).card(serviceType)).toBeVisible();
    await expect(
      clientDashboard(clientPage).card(serviceType).getByRole('link', { name: OPEN_CASE_ROOM }),
    ).toHaveCount(0);
  });

  const myCase = lawyerDashboard(lawyerPage).myCase(description);
  await test.step("the lawyer accepts: My Cases links the case's room", async () => {
    await lawyerPage.goto('/lawyer-dashboard');
    await myCase.getByRole('button', { name: 'Accept Request' }).click();
    await expect(toast(lawyerPage, 'Request accepted')).toBeVisible();
    await expect(myCase.getByRole('link', { name: OPEN_CASE_ROOM })).toHaveAttribute(
      'href',
      caseRoomPath(requestId),
    );
  });

  const firstText = `Hello, the deposit receipt ${unique} is with me.`;
  let mailedLink = '';
  await test.step('the client opens the room from the dashboard and writes; the lawyer, away, is e-mailed without the text', async () => {
    await clientPage.goto('/client-dashboard');
    await clientDashboard(clientPage)
      .card(serviceType)
      .getByRole('link', { name: OPEN_CASE_ROOM })
      .click();
    await expect(clientPage).toHaveURL(roomUrl);
    await expect(clientRoom.heading(serviceType)).toBeVisible();
    const main = clientPage.getByRole('main');
    await expect(main.getByText(description)).toBeVisible();
    // The lawyer is listed in the directory: their name links to their profile.
    await expect(main.getByRole('link', { name: lawyer.name, exact: true })).toHaveAttribute(
      'href',
      `/lawyers/${lawyer.id}`,
    );
    await expect(main.getByText('Assigned', { exact: true })).toBeVisible();
    await expect(clientRoom.meeting.getByText(NOT_SCHEDULED_CLIENT)).toBeVisible();
    await markDocument(clientPage);

    const sent = await sendMessage(clientRoom, firstText);
    await expect(sent.getByText('Sent', { exact: true })).toBeVisible();

    const mail = await waitForMail(
      lawyer.email,
      (candidate) => (candidate.text ?? '').includes(caseRoomPath(requestId)),
      { what: 'the new message e-mail' },
    );
    mailedLink = linkIn(mail, `${shellOrigin}/cases/`);
    expect(mailedLink).toBe(roomUrl);
    expect(`${mail.subject}\n${mail.text}`).toContain(serviceType);
    expect(`${mail.subject}\n${mail.text}`).toContain(client.name.split(' ')[0]!);
    for (const part of [mail.subject, mail.text ?? '', mail.html ?? '']) {
      expect(part, 'the mail never repeats the message').not.toContain(unique);
      expect(part, 'nor the matter').not.toContain(description);
    }
  });

  await test.step("the lawyer follows the e-mail's link: the client sees the message 'Read' without a reload", async () => {
    await lawyerPage.goto(mailedLink);
    await expect(lawyerRoom.heading(serviceType)).toBeVisible();
    // The room's facts name the client (their messages, in the log, name them too).
    await expect(
      lawyerPage.getByRole('main').getByRole('definition').getByText(client.name, { exact: true }),
    ).toBeVisible();
    await expect(lawyerRoom.message(firstText)).toBeVisible();
    await expect(lawyerRoom.meeting.getByText(NOT_SCHEDULED_LAWYER)).toBeVisible();
    await markDocument(lawyerPage);
    await expect(clientRoom.message(firstText).getByText('Read', { exact: true })).toBeVisible();
    await expectSameDocument(clientPage);
  });

  await test.step("each party's message reaches the other within 2 s, without a reload; only https links are links", async () => {
    const reply = `Please bring it https://indiankanoon.org/doc/${unique}/ and not http://example.com/${unique}`;
    await sendMessage(lawyerRoom, reply);
    const arrived = clientRoom.message(`indiankanoon.org/doc/${unique}`);
    await expect(arrived).toBeVisible({ timeout: 2_000 });
    const link = arrived.getByRole('link', { name: `https://indiankanoon.org/doc/${unique}/` });
    await expect(link).toHaveAttribute('href', `https://indiankanoon.org/doc/${unique}/`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(arrived.getByRole('link')).toHaveCount(1);
    await expect(arrived).toContainText(`http://example.com/${unique}`);

    const answer = `Thank you ${unique}, I will.`;
    await sendMessage(clientRoom, answer);
    await expect(lawyerRoom.message(answer)).toBeVisible({ timeout: 2_000 });
    // Newest at the bottom, in both rooms.
    await expect(lawyerRoom.messages.last()).toContainText(answer);
    await expect(clientRoom.messages.last()).toContainText(answer);
    await expectSameDocument(clientPage);
    await expectSameDocument(lawyerPage);
  });

  const agreement = pdfDocument(`rent agreement ${unique}`);
  await test.step('a document: refused when its content is not its type; a PDF sent, downloaded by the lawyer as sent', async () => {
    await clientRoom.attach.setInputFiles({
      name: 'photo-of-receipt.png',
      mimeType: 'image/png',
      buffer: agreement,
    });
    await expect(clientPage.getByText(CONTENT_MISMATCH)).toBeVisible();

    await clientRoom.attach.setInputFiles({
      name: 'rent-agreement.pdf',
      mimeType: 'application/pdf',
      buffer: agreement,
    });
    await expect(clientPage.getByText(CONTENT_MISMATCH)).toHaveCount(0);
    const text = `The agreement ${unique} is attached.`;
    await sendMessage(clientRoom, text);
    const download = clientRoom
      .message(text)
      .getByRole('button', { name: 'Download rent-agreement.pdf' });
    await expect(download).toBeVisible();

    const received = lawyerRoom.message(text);
    await expect(received).toBeVisible({ timeout: 2_000 });
    const [file] = await Promise.all([
      lawyerPage.waitForEvent('download'),
      received.getByRole('button', { name: 'Download rent-agreement.pdf' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe('rent-agreement.pdf');
    expect(readFileSync(await file.path()).equals(agreement), 'the same bytes').toBe(true);
  });

  await test.step('phone sharing: off by default; shared, the lawyer sees the number in this room; off, hidden again', async () => {
    await expect(lawyerRoom.phone.getByText(NO_PHONE_SHARED)).toBeVisible();
    const share = clientRoom.phone.getByRole('switch', {
      name: 'Share my phone number with my lawyer',
    });
    await expect(share).not.toBeChecked();
    await share.check();
    // Filled in with the phone of the client's account.
    const mobile = clientRoom.phone.getByRole('textbox', { name: 'Mobile number' });
    await expect(mobile).toHaveValue(/98765\s?43210$/);
    await mobile.fill('12345');
    await clientRoom.phone.getByRole('button', { name: 'Share this number' }).click();
    await expect(clientRoom.phone.getByText(INVALID_MOBILE)).toBeVisible();
    await mobile.fill('98111 22233');
    await clientRoom.phone.getByRole('button', { name: 'Share this number' }).click();
    await expect(
      clientRoom.phone.getByText('Your lawyer sees +919811122233 in this case room only.'),
    ).toBeVisible();

    await lawyerPage.reload();
    const number = lawyerRoom.phone.getByRole('link', { name: '+919811122233' });
    await expect(number).toHaveAttribute('href', /^tel:\+?(91)?9811122233$/);
    await expect(lawyerRoom.phone).toContainText("Client's phone:");

    // The switch stays on until the database has stopped the sharing.
    await share.click();
    await expect(share).not.toBeChecked();
    await expect(
      clientRoom.phone.getByText('Your lawyer does not see your phone number.'),
    ).toBeVisible();
    await lawyerPage.reload();
    await expect(lawyerRoom.phone.getByText(NO_PHONE_SHARED)).toBeVisible();
    await expect(lawyerPage.getByText('9811122233')).toHaveCount(0);
  });

  const planned = tomorrowAtThree();
  await test.step('the lawyer schedules a meeting: the room shows it in IST, with an .ics', async () => {
    await lawyerPage.goto('/lawyer-dashboard');
    await myCase.getByRole('button', { name: 'Schedule meeting' }).click();
    const schedule = dialog(lawyerPage, 'Schedule meeting');
    await schedule.getByLabel('Date').fill(planned.date);
    await schedule.getByLabel('Time').fill(planned.time);
    await schedule.getByRole('button', { name: 'Schedule meeting', exact: true }).click();
    await expect(toast(lawyerPage, 'Meeting scheduled')).toBeVisible();

    await clientPage.reload();
    const main = clientPage.getByRole('main');
    await expect(main.getByText(`${istDateTime(planned.at)} IST`)).toBeVisible();
    await expect(main.getByText('Scheduled', { exact: true })).toBeVisible();
    const [ics] = await Promise.all([
      clientPage.waitForEvent('download'),
      main.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(ics.suggestedFilename()).toMatch(/\.ics$/);
    const calendar = calendarProperties(readFileSync(await ics.path(), 'utf8'));
    expect(calendar.get('UID')).toEqual([`case-${requestId}@nyaya-connect`]);
    expect(calendarUtcTime(calendar.get('DTSTART')![0]!).toISOString()).toBe(
      planned.at.toISOString(),
    );
    expect(calendarUtcTime(calendar.get('DTEND')![0]!).getTime()).toBe(
      planned.at.getTime() + 60 * 60_000,
    );
    expect(calendar.get('SUMMARY')).toEqual([`NyayaConnect consultation: ${serviceType}`]);
    expect(calendar.get('URL')).toEqual([roomUrl]);
  });

  // Time passes: only the service role can bring the meeting near (the dialog refuses a time
  // gone by, and the meeting route asks the database's clock). Five minutes from now: the
  // join window (10 minutes before) is open on the server.
  const meetingAt = wholeMinutesFromNow(5);
  const windowOpens = new Date(meetingAt.getTime() - 10 * 60_000);
  await test.step("the join opens 10 minutes before the meeting, by the browser's clock", async () => {
    await moveMeeting(requestId, meetingAt);
    // The client's browser two minutes before the window opens; its clock then runs on.
    await clientPage.clock.install({ time: new Date(windowOpens.getTime() - 120_000) });
    await clientPage.goto(caseRoomPath(requestId));
    await expect(clientRoom.meeting.getByText(opensAt(istDateTime(windowOpens)))).toBeVisible();
    await expect(clientRoom.join).toHaveCount(0);
    // Five seconds before the window: still closed.
    const pageNow = await clientPage.evaluate(() => Date.now());
    await clientPage.clock.fastForward(windowOpens.getTime() - 5_000 - pageNow);
    await expect(clientRoom.meeting.getByText(opensAt(istDateTime(windowOpens)))).toBeVisible();
    await expect(clientRoom.join).toHaveCount(0);
    // The window opens: the join comes without a reload.
    await clientPage.clock.fastForward(10_000);
    await expect(clientRoom.join).toBeVisible();
  });

  const frames = [await routePrebuiltFrames(clientPage), await routePrebuiltFrames(lawyerPage)];
  const tickets: { url: string; token: string; expiresAt: string }[] = [];
  for (const [person, page, room, other] of [
    ['client', clientPage, clientRoom, lawyer.name],
    ['lawyer', lawyerPage, lawyerRoom, client.name],
  ] as const) {
    await test.step(`the ${person} joins: Daily Prebuilt opens in the page with the meeting's room, Leave closes it`, async () => {
      if (person === 'lawyer') await page.goto(caseRoomPath(requestId));
      const answered = page.waitForResponse(
        (response) =>
          response.url().endsWith('/functions/v1/case-meeting') &&
          response.request().method() === 'POST',
      );
      await room.join.click();
      const response = await answered;
      expect(response.status()).toBe(200);
      expect(response.request().postDataJSON()).toEqual({ requestId });
      const ticket = (await response.json()) as { url: string; token: string; expiresAt: string };
      tickets.push(ticket);
      expect(ticket.url).toMatch(
        new RegExp(`^https://${FAKE_DAILY_DOMAIN.replace(/\./g, '\\.')}/`),
      );

      const frame = room.videoFrame(other);
      await expect(frame).toBeVisible();
      const roomName = new URL(ticket.url).pathname.replace(/^\/|\/$/g, '');
      await expect(
        page.frameLocator(`iframe[title="Video consultation with ${other}"]`).locator('#room'),
      ).toHaveText(roomName);
      await room.leave.click();
      await expect(frame).toHaveCount(0);
      await expect(room.join).toBeVisible();
    });
  }

  await test.step('one private Daily room for the meeting, its window the join window; a token each, the lawyer the owner', async () => {
    expect(tickets[1]!.url).toBe(tickets[0]!.url);
    const roomName = new URL(tickets[0]!.url).pathname.replace(/^\/|\/$/g, '');
    const requests = (await fakeDailyRequests()).filter((request) => request.authorized);
    const created = requests.filter(
      (request) => request.method === 'POST' && request.path === '/rooms' && request.status === 200,
    );
    const ours = created.filter((request) => request.body?.name === roomName);
    expect(ours).toHaveLength(1);
    const properties = ours[0]!.body!.properties as Record<string, unknown>;
    expect(ours[0]!.body!.privacy).toBe('private');
    expect(properties.nbf).toBe(windowOpens.getTime() / 1000);
    expect(properties.exp).toBe(meetingAt.getTime() / 1000 + 60 * 60);
    expect(properties.eject_at_room_exp).toBe(true);
    expect(properties.max_participants).toBe(2);

    const [clientToken, lawyerToken] = tickets.map((ticket) => tokenProperties(ticket.token));
    expect(clientToken).toMatchObject({ room_name: roomName, user_name: client.name });
    expect(clientToken!.is_owner ?? false).toBe(false);
    expect(lawyerToken).toMatchObject({
      room_name: roomName,
      user_name: lawyer.name,
      is_owner: true,
    });
    // Each address the frames opened is that room's.
    for (const asked of frames.flat())
      expect(new URL(asked).pathname).toMatch(new RegExp(`^/${roomName}/?$`));
    expect(frames[0]!.length).toBeGreaterThan(0);
    expect(frames[1]!.length).toBeGreaterThan(0);
  });

  await test.step("another client is told 'Not found', as for an id that does not exist", async () => {
    const otherContext = await newPerson(browser);
    await startSignedIn(otherContext, 'client.demo@nyaya.test');
    const otherPage = await otherContext.newPage();
    await otherPage.goto(caseRoomPath(requestId));
    await expect(caseRoom(otherPage).notFound).toBeVisible();
    await expect(otherPage.getByText(unique)).toHaveCount(0);
    await otherContext.close();
  });

  await test.step('after the meeting, the lawyer marks the case completed from the room', async () => {
    await moveMeeting(requestId, new Date(Date.now() - 2 * 60_000));
    await lawyerPage.reload();
    await expect(lawyerPage.getByText(COMPLETION_PROMPT)).toBeVisible();
    await lawyerRoom.complete.click();
    await expect(
      lawyerPage.getByRole('main').getByText('Completed', { exact: true }),
    ).toBeVisible();
    await expect(lawyerPage.getByText(COMPLETION_PROMPT)).toHaveCount(0);
    await expect(lawyerRoom.join).toHaveCount(0);

    // The client's dashboard keeps the room of the completed case.
    await clientPage.goto('/client-dashboard');
    const card = clientDashboard(clientPage).card(serviceType);
    await expect(card.getByText('Completed', { exact: true })).toBeVisible();
    await card.getByRole('link', { name: OPEN_CASE_ROOM }).click();
    await expect(clientRoom.heading(serviceType)).toBeVisible();
    await expect(
      clientPage.getByRole('main').getByText('Completed', { exact: true }),
    ).toBeVisible();
    await expect(clientRoom.message(firstText)).toBeVisible();
  });

  await test.step('the client, present throughout, got no message e-mail; no page broke the policy', async () => {
    const mails = await mailTo(client.email);
    expect(
      mails
        .filter((mail) => (mail.text ?? '').includes(caseRoomPath(requestId)))
        .map((mail) => mail.subject),
    ).toEqual([]);
    expect(violations).toEqual({ client: [], lawyer: [] });
  });

  await clientContext.close();
  await lawyerContext.close();
});
