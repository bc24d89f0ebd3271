/**
 * The staff console (/ops, mf_ops_console, docs/product/ops-console.md) with the site around it:
 * a reviewer approves a lawyer who just submitted, who is then listed in /lawyers, and asks
 * another to re-verify with a note the lawyer reads; a support agent takes a callback a visitor
 * just sent and resolves it, another agent told who has it; a complaint answered by support is
 * read by its complainant on /support/status, a wrong contact gets the one constant sentence;
 * a client is sent home and a visitor gets the staff login. The suite runs on one worker, so the
 * counters move only by what each test does.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { startSignedIn } from '../../support/auth.ts';
import { shellOrigin } from '../../support/apps.ts';
import { directory } from '../../support/directory.ts';
import { expect, test } from '../../support/fixtures.ts';
import { dialog, toast } from '../../support/journeys.ts';
import { createSubmittedLawyer } from '../../support/lawyer-portal.ts';
import {
  NOT_STAFF,
  STAFF_SIGN_IN,
  STAFF_SIGN_IN_DESCRIPTION,
  STATUS_NOT_FOUND,
  changeStatus,
  checkStatus,
  counterValue,
  opsConsole,
  startSignedInWith,
} from '../../support/ops-console.ts';
import {
  CALLBACK_REFERENCE,
  callbackByReference,
  complaintByReference,
  uniqueContact,
} from '../../support/support-widgets.ts';

/** A page of its own (own storage, own session) for a second person in the same test. */
async function secondPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** /ops opened as a demo staff member, the console shown. */
async function openConsoleAs(
  page: Page,
  email: 'reviewer.demo@nyaya.test' | 'support.demo@nyaya.test' | 'ops.demo@nyaya.test',
) {
  await startSignedIn(page, email);
  await page.goto(`${shellOrigin}/ops`);
  const ops = opsConsole(page);
  await expect(ops.heading).toBeVisible();
  return ops;
}

/** Pages through a queue with 'Load more' until `card` is on the page. */
async function findInQueue(panel: Locator, card: Locator): Promise<void> {
  const loadMore = panel.getByRole('button', { name: 'Load more', exact: true });
  for (let page = 0; page < 40; page += 1) {
    // The page of rows or 'Load more' (named 'Loading...' while the next page comes).
    await expect(card.or(loadMore).first()).toBeVisible();
    if (await card.isVisible()) break;
    await loadMore.click();
  }
  await expect(card).toBeVisible();
}

test('a reviewer approves a lawyer who just submitted, then listed in /lawyers; a re-verify note reaches the lawyer', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const approved = await createSubmittedLawyer('Ananya');
  const sentBack = await createSubmittedLawyer('Kabir');
  const ops = await openConsoleAs(page, 'reviewer.demo@nyaya.test');

  await test.step('a reviewer sees only the verifications and their counter', async () => {
    await expect(ops.tabs).toHaveText(['Verifications']);
    await expect(ops.counters.getByText('Pending verifications')).toBeVisible();
    await expect(ops.counters.getByText('New callbacks')).toHaveCount(0);
    await expect(ops.counters.getByText('Open complaints')).toHaveCount(0);
  });
  const pendingBefore = await counterValue(page, 'Pending verifications');

  await test.step('the queue shows what the directory would publish; Approve lists the lawyer', async () => {
    const card = ops.lawyer(approved.name);
    await findInQueue(ops.panel('Verifications'), card);
    await expect(card).toContainText(approved.barCouncilId);
    await expect(card).toContainText('First review');
    await card.getByRole('button', { name: 'Approve', exact: true }).click();
    const confirm = dialog(page, `Approve ${approved.name}`);
    await expect(
      confirm.getByRole('textbox', { name: 'Note to the lawyer (optional)' }),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(toast(page, `${approved.name}: Approved.`)).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  await test.step('re-verify needs a note; the note is sent with the decision', async () => {
    const card = ops.lawyer(sentBack.name);
    await findInQueue(ops.panel('Verifications'), card);
    await card.getByRole('button', { name: 'Ask to re-verify', exact: true }).click();
    const confirm = dialog(page, `Ask ${sentBack.name} to re-verify`);
    await confirm.getByRole('button', { name: 'Ask to re-verify', exact: true }).click();
    await expect(
      confirm.getByText('Write a note for the lawyer (at most 1000 characters).'),
    ).toBeVisible();
    await confirm
      .getByRole('textbox', { name: 'Note to the lawyer' })
      .fill('Upload a clearer photo of your bar council certificate.');
    await confirm.getByRole('button', { name: 'Ask to re-verify', exact: true }).click();
    await expect(toast(page, `${sentBack.name}: Asked to re-verify.`)).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  await test.step('the counter went down by the two decisions', async () => {
    await page.reload();
    await expect(ops.heading).toBeVisible();
    await expect.poll(() => counterValue(page, 'Pending verifications')).toBe(pendingBefore - 2);
  });

  await test.step('the approved lawyer is listed in /lawyers', async () => {
    await page.goto(`${shellOrigin}/lawyers`);
    const lawyers = directory(page);
    await expect(lawyers.heading).toBeVisible();
    await lawyers.search.fill(approved.name);
    await expect(lawyers.card(approved.name)).toBeVisible();
  });

  await test.step('the lawyer sent back reads the note on the dashboard', async () => {
    const lawyerPage = await secondPerson(browser);
    try {
      await startSignedInWith(lawyerPage, sentBack.email, sentBack.password);
      await lawyerPage.goto(`${shellOrigin}/lawyer-dashboard`);
      await expect(
        lawyerPage
          .getByText('Upload a clearer photo of your bar council certificate.')
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
    } finally {
      await lawyerPage.context().close();
    }
  });
});

test('a support agent takes the callback a visitor just sent, another agent is told who has it, then Contacted and Resolved', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const agent = await secondPerson(browser);
  const other = await secondPerson(browser);
  try {
    const ops = await openConsoleAs(agent, 'support.demo@nyaya.test');
    await expect(ops.tabs).toHaveText(['Callbacks', 'Complaints', 'Reviews']);
    await expect(ops.counters.getByText('Pending verifications')).toHaveCount(0);
    const newBefore = await counterValue(agent, 'New callbacks');
    const overdueBefore = await counterValue(agent, 'Overdue (over 24 h)');

    const { mobile } = uniqueContact();
    const reference = await test.step('a visitor asks for a call back', async () => {
      await page.goto('/');
      await page
        .getByRole('banner')
        .getByRole('button', { name: 'Talk to Us', exact: true })
        .click();
      const callback = dialog(page, 'Get Personal Legal Assistance');
      await callback.getByRole('button', { name: 'Request Call Back' }).click();
      await callback.getByRole('textbox', { name: 'Name' }).fill('Sunita Rao');
      await callback.getByRole('textbox', { name: 'Mobile Number' }).fill(mobile);
      await callback
        .getByRole('textbox', { name: 'Issue Description' })
        .fill('My landlord keeps the deposit after I moved out.');
      await callback.getByRole('button', { name: 'Request Call Back' }).click();
      await expect(toast(page, "We'll call you back within 24 hours.")).toBeVisible();
      await expect(callback).toContainText(CALLBACK_REFERENCE);
      await expect(
        callback.getByRole('link', { name: 'Check the status of your request' }),
      ).toBeVisible();
      return (await callback.innerText()).match(CALLBACK_REFERENCE)![0];
    });

    await test.step('the agent sees it, New and not taken, and the counter went up', async () => {
      await agent.reload();
      await expect(ops.heading).toBeVisible();
      await expect.poll(() => counterValue(agent, 'New callbacks')).toBe(newBefore + 1);
      expect(await counterValue(agent, 'Overdue (over 24 h)')).toBe(overdueBefore);
      await ops.tab('Callbacks').click();
      const card = ops.callback(reference);
      await findInQueue(ops.panel('Callbacks'), card);
      await expect(card).toContainText('Sunita Rao');
      await expect(card).toContainText('My landlord keeps the deposit after I moved out.');
      await expect(card).toContainText('New');
      await expect(card).toContainText('Not taken yet');
    });

    // A second agent with the list open at the same time.
    const otherOps = await openConsoleAs(other, 'ops.demo@nyaya.test');
    await otherOps.tab('Callbacks').click();
    await findInQueue(otherOps.panel('Callbacks'), otherOps.callback(reference));

    await test.step('the agent takes it; the second agent, a moment late, is told who has it', async () => {
      const card = ops.callback(reference);
      await card.getByRole('button', { name: 'Take', exact: true }).click();
      await expect(toast(agent, `You took callback ${reference}.`)).toBeVisible();
      await expect(card).toContainText('Taken by Rohan Das');

      await otherOps.callback(reference).getByRole('button', { name: 'Take', exact: true }).click();
      await expect(
        other.getByText('Already taken by Rohan Das.').filter({ visible: true }).first(),
      ).toBeVisible();
      await expect(otherOps.callback(reference)).toContainText('Taken by Rohan Das');
      expect(await callbackByReference(reference)).toMatchObject({ status: 'new' });
    });

    await test.step('Contacted, then Resolved: the counter goes back, the callback leaves the open list', async () => {
      const card = ops.callback(reference);
      await changeStatus(card, 'Contacted');
      await expect(toast(agent, `Callback ${reference} is now Contacted.`)).toBeVisible();
      await expect(card).toContainText('Contacted');
      expect(await callbackByReference(reference)).toMatchObject({ status: 'contacted' });

      await changeStatus(card, 'Resolved');
      await expect(toast(agent, `Callback ${reference} is now Resolved.`)).toBeVisible();
      await expect(card).toHaveCount(0);
      expect(await callbackByReference(reference)).toMatchObject({ status: 'resolved' });

      await agent.reload();
      await expect(ops.heading).toBeVisible();
      await expect.poll(() => counterValue(agent, 'New callbacks')).toBe(newBefore);
      expect(await counterValue(agent, 'Overdue (over 24 h)')).toBe(overdueBefore);
    });

    await test.step('the visitor reads Resolved on the status page with the mobile number', async () => {
      const status = await checkStatus(page, reference, mobile);
      await expect(status.root).toContainText('Resolved');
      await expect(status.root).not.toContainText('Rohan Das');
    });
  } finally {
    await agent.context().close();
    await other.context().close();
  }
});

test('a complaint answered by support: the complainant reads status and response on /support/status; a wrong e-mail gets the constant sentence', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const agent = await secondPerson(browser);
  try {
    const ops = await openConsoleAs(agent, 'support.demo@nyaya.test');
    const openBefore = await counterValue(agent, 'Open complaints');

    const { email, mobile } = uniqueContact();
    const reference = await test.step('a visitor files a complaint', async () => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Help' }).click();
      await page.getByRole('menuitem', { name: 'File Complaint' }).click();
      const form = dialog(page, 'File a Complaint');
      await form.getByRole('textbox', { name: 'Email Address' }).fill(email);
      await form.getByRole('textbox', { name: 'Phone Number' }).fill(`+91 ${mobile}`);
      await form
        .getByRole('textbox', { name: 'Complaint Details' })
        .fill('The lawyer did not join the scheduled call twice.');
      await form.getByRole('button', { name: 'Submit Complaint' }).click();
      await expect(
        form.getByRole('link', { name: 'Check the status of your request' }),
      ).toBeVisible();
      const text = await form.innerText();
      return text.match(/CP-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/)![0];
    });

    const response = 'We spoke to the lawyer and refunded your fee. Sorry for the missed calls.';
    const privateNote = 'Lawyer admitted missing both calls; refund approved by finance.';

    await test.step('support sets In review, keeps a private note, then Resolved with a response', async () => {
      await agent.reload();
      await expect(ops.heading).toBeVisible();
      await expect.poll(() => counterValue(agent, 'Open complaints')).toBe(openBefore + 1);
      await ops.tab('Complaints').click();
      const card = ops.complaint(reference);
      await expect(card).toBeVisible();
      await expect(card).toContainText('Received');
      await expect(card).toContainText('The lawyer did not join the scheduled call twice.');

      await changeStatus(card, 'In review');
      await expect(toast(agent, `Complaint ${reference} is now In review.`)).toBeVisible();
      expect(await complaintByReference(reference)).toMatchObject({ status: 'in_review' });

      await card.locator('summary', { hasText: 'Private notes' }).click();
      await card.getByRole('textbox', { name: 'New note' }).fill(privateNote);
      await card.getByRole('button', { name: 'Add note', exact: true }).click();
      await expect(card.getByText(privateNote)).toBeVisible();

      await changeStatus(card, 'Resolved', response);
      await expect(toast(agent, `Complaint ${reference} is now Resolved.`)).toBeVisible();
      expect(await complaintByReference(reference)).toMatchObject({
        status: 'resolved',
        response,
      });

      await agent.reload();
      await expect(ops.heading).toBeVisible();
      await expect.poll(() => counterValue(agent, 'Open complaints')).toBe(openBefore);
    });

    await test.step('the complainant reads the status and the response, never the note', async () => {
      const status = await checkStatus(page, reference, email);
      await expect(status.root).toContainText('Resolved');
      await expect(status.root).toContainText(response);
      await expect(status.root).not.toContainText(privateNote);
      await expect(status.root).not.toContainText('Rohan Das');
    });

    await test.step('a wrong e-mail gets the one constant sentence, nothing of the request', async () => {
      const status = await checkStatus(page, reference, `other.${email}`);
      await expect(status.root.getByText(STATUS_NOT_FOUND)).toBeVisible();
      await expect(status.root).not.toContainText(response);
      await expect(status.root).not.toContainText('Resolved');
    });
  } finally {
    await agent.context().close();
  }
});

test('a client at /ops is sent home; signed out, /ops opens the staff login', async ({
  page,
  browser,
}) => {
  await test.step('signed in as a client: home, with the reason', async () => {
    await startSignedIn(page, 'client.demo@nyaya.test');
    await page.goto('/ops');
    await expect(toast(page, NOT_STAFF)).toBeVisible();
    await expect(page).toHaveURL(`${shellOrigin}/`);
    await expect(opsConsole(page).heading).toHaveCount(0);
  });

  await test.step('signed out: Staff Sign In, login only', async () => {
    const visitor = await secondPerson(browser);
    try {
      await visitor.goto(`${shellOrigin}/ops`);
      const login = dialog(visitor, STAFF_SIGN_IN);
      await expect(login).toBeVisible();
      await expect(login).toContainText(STAFF_SIGN_IN_DESCRIPTION);
      await expect(login.getByRole('tab', { name: 'Sign Up' })).toHaveCount(0);
      await expect(login.getByRole('button', { name: /Google/ })).toHaveCount(0);
      await expect(login.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
      await expect(opsConsole(visitor).heading).toHaveCount(0);
    } finally {
      await visitor.context().close();
    }
  });
});
