/**
 * On a phone (360 x 740) the floating Help button and the toasts stay off what the visitor has to
 * press: toasts come in at the top (a dialog's buttons are at its bottom, and its close button
 * at its top right, which they leave free), and the Help button is a 48 px round icon that steps
 * away while a dialog is open. Checked with the elements' boxes, not with pictures.
 */
import type { Locator, Page } from '@playwright/test';
import { startSignedIn } from '../../support/auth.ts';
import { directory } from '../../support/directory.ts';
import { expect, test } from '../../support/fixtures.ts';
import { dialog, toast } from '../../support/journeys.ts';

test.use({ viewport: { width: 360, height: 740 } });

type Box = { x: number; y: number; width: number; height: number };

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The boxes of the visible buttons in `scope`. */
async function buttonBoxes(scope: Locator): Promise<{ name: string; box: Box }[]> {
  const boxes: { name: string; box: Box }[] = [];
  for (const button of await scope.getByRole('button').all()) {
    const box = await button.boundingBox();
    if (box) boxes.push({ name: (await button.textContent()) || 'button', box });
  }
  return boxes;
}

/** The toasts on screen, once they have stopped moving in. */
async function toastBoxes(page: Page): Promise<Box[]> {
  const items = page
    .getByRole('region', { name: /notifications/i, includeHidden: true })
    .locator('li');
  await expect(items.first()).toBeVisible();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('li')].every((item) =>
      item.getAnimations().every((animation) => animation.playState !== 'running'),
    ),
  );
  const boxes: Box[] = [];
  for (const item of await items.all()) {
    const box = await item.boundingBox();
    if (box) boxes.push(box);
  }
  return boxes;
}

async function expectNoToastOver(page: Page, scope: Locator) {
  const toasts = await toastBoxes(page);
  expect(toasts.length).toBeGreaterThan(0);
  const buttons = await buttonBoxes(scope);
  expect(buttons.length).toBeGreaterThan(0);
  for (const { name, box } of buttons) {
    for (const toastBox of toasts) {
      expect(overlap(toastBox, box), `a toast ${JSON.stringify(toastBox)} over '${name}'`).toBe(
        false,
      );
    }
  }
}

async function openLiveDirectory(page: Page) {
  await page.goto('/lawyers');
  const view = directory(page);
  await expect(view.results).toHaveAttribute('aria-busy', 'false');
  await expect(view.cards.first()).toBeVisible();
  return view;
}

test("toasts leave the request dialog's buttons free: the booking toasts and the empty submit's 'Validation Error'", async ({
  page,
}) => {
  await startSignedIn(page, 'client.demo@nyaya.test');
  const view = await openLiveDirectory(page);
  await view.cards.first().getByRole('button', { name: 'Book Consultation' }).click();
  const request = dialog(page, 'Request a Consultation');
  await expect(request).toBeVisible();
  await expect(toast(page, 'Please fill out the consultation form to proceed.')).toBeVisible();
  await expectNoToastOver(page, request);

  // The footer's submit, pressed with nothing filled in, raises its toast where it was pressed.
  const submit = request.getByRole('button', { name: 'Submit Request' });
  await submit.click();
  await expect(toast(page, 'Validation Error')).toBeVisible();
  await expectNoToastOver(page, request);
});

test('the Help button is a 48 px icon in the corner, and steps away while a dialog is open', async ({
  page,
}) => {
  const view = await openLiveDirectory(page);
  const help = page.getByRole('button', { name: 'Help', exact: true });
  await expect(help).toBeVisible();
  const box = (await help.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(48);
  expect(box.height).toBeLessThanOrEqual(48);
  expect(360 - (box.x + box.width)).toBeLessThanOrEqual(24);
  expect(740 - (box.y + box.height)).toBeLessThanOrEqual(24);

  await view.cards.first().getByRole('button', { name: 'Book Consultation' }).click();
  const portal = dialog(page, 'Client Portal');
  await expect(portal).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Help', exact: true, includeHidden: true }),
  ).toBeHidden();
  await portal.getByRole('button', { name: 'Close' }).click();
  await expect(portal).toBeHidden();
  await expect(help).toBeVisible();
});
