/**
 * Verified reviews (issue 27, docs/product/reviews.md), with people of the test's own so no
 * demo data is read or changed: a lawyer who already has three reviews from completed cases
 * (so the rating is a number before and after), and a client whose case with that lawyer goes
 * the whole way: filed, accepted and scheduled on the lawyer's dashboard, the meeting moved
 * into the past with the service role (as time would), marked completed in the case room. The
 * client's case room and dashboard card offer 'Rate your consultation'; the client rates from
 * the card; the directory card and the profile show the new average and count, the profile the
 * review with 'Verified consultation'; the lawyer is e-mailed. A second review of the same case
 * is refused with the database's sentence. Another signed-in user reports the review; support
 * staff hide it in the console with a reason; the author is e-mailed the reason and their card
 * says so; the card and the profile show the earlier average and count again.
 */
import type { Browser, BrowserContext } from '@playwright/test';
import { shellOrigin } from '../../support/apps.ts';
import { startSignedIn } from '../../support/auth.ts';
import {
  COMPLETION_PROMPT,
  OPEN_CASE_ROOM,
  caseRoom,
  caseRoomPath,
  moveMeeting,
} from '../../support/case-room.ts';
import { clientDashboard, signUpClient, startSignedInAs } from '../../support/client-requests.ts';
import { expect, test } from '../../support/fixtures.ts';
import { dialog, toast } from '../../support/journeys.ts';
import {
  createApprovedLawyer,
  fileRequestAs,
  lawyerDashboard,
} from '../../support/lawyer-portal.ts';
import { linkIn, waitForMail } from '../../support/notifications.ts';
import { opsConsole } from '../../support/ops-console.ts';
import {
  ALREADY_REVIEWED,
  EDIT_REVIEW,
  HIDDEN_BY_TEAM,
  POSTED,
  RATE,
  REPORTED,
  REPORT_DIALOG,
  REPORT_REASON,
  VERIFIED,
  averageOf,
  completeCaseThroughApi,
  expectCardRating,
  expectProfileRating,
  howWas,
  profileReviews,
  publishedRating,
  rateDialog,
  ratedLabel,
  ratedYourConsultation,
  reviewMonth,
  reviewThroughApi,
  reviewerName,
  staffReview,
  youRated,
} from '../../support/reviews.ts';

// The client and the lawyer are in India: times typed and shown are IST.
const TIME_ZONE = 'Asia/Kolkata';
test.use({ timezoneId: TIME_ZONE });

function newPerson(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ baseURL: shellOrigin, timezoneId: TIME_ZONE });
}

/** Tomorrow at 15:00 in India, as the schedule dialog's date and time inputs take it. */
function tomorrowAtThree() {
  const ist = new Date(Date.now() + (5 * 60 + 30) * 60_000 + 24 * 3600_000);
  return { date: ist.toISOString().slice(0, 10), time: '15:00' };
}

test('a completed case is rated, counted in the directory, refused a second time, reported, hidden by staff and counted out again', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const unique = Date.now().toString(36);
  const lawyer = await createApprovedLawyer('Farah');
  const earlier = await signUpClient('Anita');
  const client = await signUpClient('Kiran');

  // Three completed cases of another client, reviewed: the lawyer's rating is a number.
  const earlierStars = [5, 4, 4];
  for (const [index, stars] of earlierStars.entries()) {
    const requestId = await completeCaseThroughApi(earlier, lawyer, {
      serviceType: 'Property Law',
      description: `Earlier matter ${index + 1} ${unique}: a boundary wall shared with a neighbour.`,
    });
    const { error } = await reviewThroughApi(
      earlier,
      requestId,
      stars,
      `Helpful, case ${index + 1}.`,
    );
    expect(error, `earlier review ${index + 1}`).toBeNull();
  }
  const before = { rating: averageOf(earlierStars), count: earlierStars.length };
  expect(await publishedRating(lawyer.id)).toEqual({
    rating: before.rating,
    reviewCount: before.count,
  });

  const stars = 5;
  const after = { rating: averageOf([...earlierStars, stars]), count: earlierStars.length + 1 };
  expect(after.rating, 'the new review moves the average').not.toBe(before.rating);
  const serviceType = 'Family Law';
  const description = `Mediation for the custody of our son ${unique}, before the family court.`;
  const reviewText = `Ms ${lawyer.name.split(' ')[0]} explained every step of the mediation ${unique}.`;
  const requestId = await fileRequestAs(client, {
    serviceType,
    description,
    lawyerId: lawyer.id,
  });

  const clientContext = await newPerson(browser);
  const lawyerContext = await newPerson(browser);
  await startSignedInAs(clientContext, client);
  await startSignedInAs(lawyerContext, lawyer);
  const clientPage = await clientContext.newPage();
  const lawyerPage = await lawyerContext.newPage();

  await test.step('before: the directory card and the profile show the three earlier reviews', async () => {
    await expectCardRating(clientPage, lawyer, before.rating, before.count);
    await expectProfileRating(clientPage, lawyer.id, before.rating, before.count);
  });

  await test.step('the lawyer accepts, schedules, and after the meeting marks the case completed', async () => {
    const myCase = lawyerDashboard(lawyerPage).myCase(description);
    await lawyerPage.goto('/lawyer-dashboard');
    await myCase.getByRole('button', { name: 'Accept Request' }).click();
    await expect(toast(lawyerPage, 'Request accepted')).toBeVisible();
    await myCase.getByRole('button', { name: 'Schedule meeting' }).click();
    const schedule = dialog(lawyerPage, 'Schedule meeting');
    const planned = tomorrowAtThree();
    await schedule.getByLabel('Date').fill(planned.date);
    await schedule.getByLabel('Time').fill(planned.time);
    await schedule.getByRole('button', { name: 'Schedule meeting', exact: true }).click();
    await expect(toast(lawyerPage, 'Meeting scheduled')).toBeVisible();

    // Not completed yet: nothing to rate.
    await clientPage.goto('/client-dashboard');
    const card = clientDashboard(clientPage).card(serviceType);
    await expect(card.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: RATE })).toHaveCount(0);

    await moveMeeting(requestId, new Date(Date.now() - 2 * 60_000));
    await lawyerPage.goto(caseRoomPath(requestId));
    await expect(lawyerPage.getByText(COMPLETION_PROMPT)).toBeVisible();
    await caseRoom(lawyerPage).complete.click();
    await expect(
      lawyerPage.getByRole('main').getByText('Completed', { exact: true }),
    ).toBeVisible();
  });

  await test.step("the client's case room offers 'Rate your consultation' for the completed case", async () => {
    await clientPage.goto('/client-dashboard');
    const card = clientDashboard(clientPage).card(serviceType);
    await expect(card.getByText('Completed', { exact: true })).toBeVisible();
    await card.getByRole('link', { name: OPEN_CASE_ROOM }).click();
    await expect(clientPage).toHaveURL(`${shellOrigin}${caseRoomPath(requestId)}`);
    const rate = clientPage.getByRole('main').getByRole('button', { name: RATE, exact: true });
    await expect(rate).toBeVisible();
    await rate.click();
    const form = rateDialog(clientPage);
    await expect(form.root).toBeVisible();
    await expect(form.root.getByText(howWas(lawyer.name))).toBeVisible();
    await expect(form.stars.getByRole('radio')).toHaveCount(5);
    await form.cancel.click();
    await expect(form.root).toBeHidden();
  });

  await test.step('the client rates the consultation from the dashboard card: 5 stars and a text', async () => {
    await clientPage.goto('/client-dashboard');
    const card = clientDashboard(clientPage).card(serviceType);
    await card.getByRole('button', { name: RATE, exact: true }).click();
    const form = rateDialog(clientPage);
    await expect(form.root.getByText(howWas(lawyer.name))).toBeVisible();
    // With the keyboard, as on any radio group (the stars are what the pointer sees).
    await form.star(stars).press('Space');
    await expect(form.star(stars)).toBeChecked();
    await form.body.fill(reviewText);
    await form.post.click();
    await expect(form.done).toHaveText(POSTED);
    await form.close.click();
    await expect(form.root).toBeHidden();
    await expect(card.getByText(youRated(stars))).toBeVisible();
    // Editable for 14 days.
    await expect(card.getByRole('button', { name: new RegExp(EDIT_REVIEW) })).toBeVisible();
    await expect(card.getByRole('button', { name: RATE, exact: true })).toHaveCount(0);
  });

  await test.step('the directory card and the profile show the new average and count; the profile lists the review', async () => {
    expect(await publishedRating(lawyer.id)).toEqual({
      rating: after.rating,
      reviewCount: after.count,
    });
    await expectCardRating(clientPage, lawyer, after.rating, after.count);
    await expectProfileRating(clientPage, lawyer.id, after.rating, after.count);
    const review = profileReviews(clientPage).review(reviewText);
    await expect(review).toBeVisible();
    await expect(review.getByRole('img', { name: ratedLabel(stars), exact: true })).toBeVisible();
    await expect(review.getByText(reviewerName(client.name), { exact: true })).toBeVisible();
    await expect(review.getByText(VERIFIED, { exact: true })).toBeVisible();
    await expect(review.getByText(reviewMonth(new Date()), { exact: true })).toBeVisible();
    // Newest first: the journey's review comes before the three earlier ones.
    await expect(profileReviews(clientPage).section.getByRole('article').first()).toContainText(
      reviewText,
    );
  });

  await test.step('the lawyer is e-mailed about the review, with a link to reply on the profile', async () => {
    const mail = await waitForMail(
      lawyer.email,
      (candidate) =>
        `${candidate.subject}\n${candidate.text}`.includes(
          ratedYourConsultation(reviewerName(client.name), stars, serviceType),
        ),
      { what: 'the new review e-mail' },
    );
    expect(linkIn(mail, `${shellOrigin}/lawyers/`)).toBe(
      `${shellOrigin}/lawyers/${lawyer.id}#reviews`,
    );
  });

  await test.step('a second review of the same case is refused with the sentence the user reads', async () => {
    const { error } = await reviewThroughApi(client, requestId, 1, 'A second opinion.');
    expect(error).toBe(ALREADY_REVIEWED);
    // The case room no longer offers a rating either: it says what the client gave.
    await clientPage.goto(caseRoomPath(requestId));
    await expect(clientPage.getByRole('main').getByText(youRated(stars))).toBeVisible();
    await expect(
      clientPage.getByRole('main').getByRole('button', { name: RATE, exact: true }),
    ).toHaveCount(0);
    expect((await publishedRating(lawyer.id)).reviewCount).toBe(after.count);
  });

  await test.step('another signed-in user reports the review with a reason', async () => {
    const reporterContext = await newPerson(browser);
    await startSignedInAs(reporterContext, earlier);
    const reporterPage = await reporterContext.newPage();
    await reporterPage.goto(`/lawyers/${lawyer.id}#reviews`);
    const review = profileReviews(reporterPage).review(reviewText);
    await review.getByRole('button', { name: 'Report', exact: true }).click();
    const report = dialog(reporterPage, REPORT_DIALOG);
    await expect(report).toBeVisible();
    await report
      .getByRole('textbox', { name: REPORT_REASON })
      .fill(`It names the lawyer's fees in a way that reads like an advertisement ${unique}.`);
    await report.getByRole('button', { name: 'Report review', exact: true }).click();
    await expect(reporterPage.getByText(REPORTED).first()).toBeVisible();
    await reporterContext.close();
  });

  const hideReason = `Mentions details of another person's case ${unique}.`;
  await test.step('support staff see the report in the console and hide the review with a reason', async () => {
    const staffContext = await newPerson(browser);
    const staffPage = await staffContext.newPage();
    await startSignedIn(staffPage, 'support.demo@nyaya.test');
    await staffPage.goto('/ops');
    const ops = opsConsole(staffPage);
    await expect(ops.heading).toBeVisible();
    await ops.tab('Reviews').click();
    const reported = staffReview(staffPage, reviewText);
    await expect(reported.card).toBeVisible();
    await expect(reported.card).toContainText(lawyer.name);
    await expect(reported.card).toContainText(reviewerName(client.name));
    await expect(reported.card).toContainText(`reads like an advertisement ${unique}`);
    await reported.hide(hideReason);
    await expect(reported.card).toHaveCount(0);
    await staffContext.close();
  });

  await test.step('the author is e-mailed the reason, and their card says the review was hidden', async () => {
    const mail = await waitForMail(
      client.email,
      (candidate) => (candidate.text ?? '').includes(hideReason),
      { what: 'the review hidden e-mail' },
    );
    expect(`${mail.subject}\n${mail.text}`).toContain(lawyer.name);
    expect(linkIn(mail, `${shellOrigin}/client-dashboard`)).toBe(`${shellOrigin}/client-dashboard`);
    await clientPage.goto('/client-dashboard');
    const card = clientDashboard(clientPage).card(serviceType);
    await expect(card.getByText(HIDDEN_BY_TEAM)).toBeVisible();
    await expect(card.getByRole('button', { name: new RegExp(EDIT_REVIEW) })).toHaveCount(0);
  });

  await test.step('the directory card and the profile show the earlier average and count again', async () => {
    expect(await publishedRating(lawyer.id)).toEqual({
      rating: before.rating,
      reviewCount: before.count,
    });
    await expectCardRating(clientPage, lawyer, before.rating, before.count);
    await expectProfileRating(clientPage, lawyer.id, before.rating, before.count);
    await expect(profileReviews(clientPage).section).toBeVisible();
    await expect(profileReviews(clientPage).review(reviewText)).toHaveCount(0);
  });

  await clientContext.close();
  await lawyerContext.close();
});
