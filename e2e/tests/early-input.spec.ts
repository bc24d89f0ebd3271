/**
 * What a visitor does on a prerendered page before its scripts have run is not lost
 * (docs/adr/0024, "Early input"): with every script held back, text typed into /lawyers' search
 * box stays, is searched and keeps the focus once the page is live, and a header button pressed
 * on / acts once the scripts have run.
 */
import type { Page } from '@playwright/test';
import { SIGN_IN_REQUIRED } from '../support/ai-lawyer.ts';
import {
  DIRECTORY_PAGE_SIZE,
  directory,
  expectListing,
  expectedListing,
  listedLawyers,
} from '../support/directory.ts';
import { expect, test } from '../support/fixtures.ts';
import { dialog } from '../support/journeys.ts';
import { header } from '../support/site.ts';

/** Holds back every script the page requests (the shell's and the remotes') until released. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    },
  );
  return { held, release };
}

test('/lawyers: a search typed before the scripts ran is kept, searched, and keeps the focus', async ({
  page,
}) => {
  const lawyers = await listedLawyers();
  // A surname that finds some lawyers, not all of them.
  const term = lawyers
    .map((lawyer) => lawyer.name?.split(' ').at(-1) ?? '')
    .find((word) => {
      const found = expectedListing(lawyers, { search: word }).length;
      return word.length > 2 && found > 0 && found < lawyers.length;
    });
  expect(term, 'a surname that narrows the list').toBeTruthy();
  const rows = expectedListing(lawyers, { search: term! });

  // The server composes the directory's fragment into the frame when its remote answers within
  // 500 ms, and keeps it 5 s: ask until the HTML has the search box (a busy machine's first
  // answer may be the skeleton).
  await expect
    .poll(async () => (await (await page.request.get('/lawyers')).text()).includes('name="q"'))
    .toBe(true);
  const scripts = await holdScripts(page);
  await page.goto('/lawyers', { waitUntil: 'commit' });
  const view = directory(page);
  await expect(view.search).toBeVisible();
  await view.search.click();
  await page.keyboard.type(term!);
  await expect(view.search).toHaveValue(term!);
  expect(scripts.held.length, 'scripts held back while typing').toBeGreaterThan(0);

  scripts.release();
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(term);
  await expectListing(page, {
    total: rows.length,
    filtered: true,
    rows: rows.slice(0, DIRECTORY_PAGE_SIZE),
  });
  await expect(view.search).toHaveValue(term!);
  await expect(view.search).toBeFocused();
  // Still the live field: more typing searches again.
  await page.keyboard.press('End');
  await page.keyboard.type('zzzz');
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(`${term}zzzz`);
});

test('/: the AI Lawyer button pressed before the scripts ran opens its dialog once they have', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await header(page).getByRole('button', { name: 'AI Lawyer' }).click();
  // The page requests its scripts once it has painted (docs/adr/0034).
  await expect
    .poll(() => scripts.held.length, 'scripts held back while pressing')
    .toBeGreaterThan(0);
  await expect(dialog(page, SIGN_IN_REQUIRED)).toHaveCount(0);

  scripts.release();
  await expect(dialog(page, SIGN_IN_REQUIRED)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('/: the menu button pressed before the scripts ran opens the menu once they have', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = header(page).getByRole('button', { name: 'Menu' });
    await toggle.click();
    expect(scripts.held.length).toBeGreaterThan(0);

    scripts.release();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(
      header(page)
        .getByRole('navigation', { name: /mobile/i })
        .getByRole('link', {
          name: 'Find Lawyers',
        }),
    ).toBeVisible();
  });
});

test('/: the hero and the language switch, pressed by pointer and by keyboard before the scripts ran, act once they have', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const hero = page.locator('section[aria-labelledby="hero-title"]');
  await hero.getByRole('button', { name: 'Join as Lawyer' }).click();
  await expect
    .poll(() => scripts.held.length, 'scripts held back while pressing')
    .toBeGreaterThan(0);
  scripts.release();
  const portal = dialog(page, 'Lawyer Portal');
  await expect(portal).toBeVisible();
  await expect(portal.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const again = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await header(page).getByRole('button', { name: 'हिन्दी' }).press('Enter');
  await expect.poll(() => again.held.length, 'scripts held back while pressing').toBeGreaterThan(0);
  again.release();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(header(page).getByRole('button', { name: 'हिन्दी' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
