/**
 * The lawyer directory and its booking toast (docs/product/public-site.md), the consultation
 * request form, and issue 9 (the lawyer profile page, /lawyers/:id): filters, search and the page
 * count live in the URL; what the cards and the count line show is compared with the stack's
 * own answer (the search function's total, and the test's own filtering of the
 * lawyer_directory view), never with a number written here.
 */
import type { Page } from '@playwright/test';
import { demoPassword } from '@nyaya/local-supabase';
import { shellOrigin } from '../../support/apps.ts';
import { signInWithPassword, startSignedIn } from '../../support/auth.ts';
import {
  DIRECTORY_PAGE_SIZE,
  countText,
  directory,
  expectListing,
  expectedListing,
  hourlyRate,
  LANGUAGE_NAMES,
  listedLawyers,
  readCards,
  searchDirectory,
  searchParamsOf,
  type DirectoryArgs,
  type DirectoryRow,
} from '../../support/directory.ts';
import { expect, test } from '../../support/fixtures.ts';
import { dialog, toast, userMenu } from '../../support/journeys.ts';
import { footer } from '../../support/site.ts';

const client = { email: 'client.demo@nyaya.test', name: 'Aarav Mehta' } as const;

/** The page is /lawyers with exactly these directory parameters (in any order). */
async function expectDirectoryUrl(page: Page, params: Record<string, string>): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname).toBe('/lawyers');
  await expect.poll(() => searchParamsOf(page)).toEqual(params);
}

/** The text of a native select's chosen option (what the user sees in it). */
function shownOption(select: ReturnType<typeof directory>['city']) {
  return select.locator('option:checked');
}

/**
 * Opens /lawyers (or `path`) and waits for the directory page to render and read. The page's
 * first state arrives as HTML before its scripts run (docs/adr/0024): only once the results are
 * no longer busy is it the live page that answers clicks.
 */
async function openDirectory(page: Page, path = '/lawyers') {
  await page.goto(path);
  const view = directory(page);
  await expect(view.heading).toBeVisible();
  await expect(view.results).toHaveAttribute('aria-busy', 'false');
  return view;
}

/** The listing the page should show for `args`: the function's total and our own first page. */
async function expectedFor(args: DirectoryArgs, pages = 1) {
  const [{ total }, lawyers] = await Promise.all([searchDirectory(args), listedLawyers()]);
  const rows = expectedListing(lawyers, args);
  // Our reading of the filters and the database function's must agree on the number.
  expect(rows.length, `matches for ${JSON.stringify(args)}`).toBe(total);
  return {
    total,
    filtered: Object.keys(args).length > 0,
    rows: rows.slice(0, pages * DIRECTORY_PAGE_SIZE),
  };
}

test('specialization chip, city and minimum rating: the URL holds them and every card matches', async ({
  page,
}) => {
  const unfiltered = await expectedFor({});
  const view = await openDirectory(page);
  await expectListing(page, unfiltered);
  await expect(view.chip('All Specializations')).toHaveAttribute('aria-pressed', 'true');
  await expect(view.clearAll).toBeHidden();

  await view.chip('Business Law').click();
  await expect(view.chip('Business Law')).toHaveAttribute('aria-pressed', 'true');
  await expect(view.chip('All Specializations')).toHaveAttribute('aria-pressed', 'false');
  await view.city.selectOption({ label: 'Delhi' });
  await view.rating.selectOption({ label: '4+ Stars' });
  await expectDirectoryUrl(page, { specialization: 'Business Law', city: 'Delhi', rating: '4' });
  await expect(shownOption(view.city)).toHaveText('Delhi');
  await expect(shownOption(view.rating)).toHaveText('4+ Stars');

  const args = { specialization: 'Business Law', city: 'Delhi', min_rating: 4 };
  const filtered = await expectedFor(args);
  expect(filtered.total, 'the seed has lawyers for these filters').toBeGreaterThan(0);
  expect(filtered.total).toBeLessThan(unfiltered.total);
  // Cards equal the rows, tags included: a card whose specialization is past the third tag
  // shows '+N more' instead of it (expectedCard), and every row has it (expectedListing).
  await expectListing(page, filtered);
  await expect(view.count).toHaveText(`${filtered.total} lawyer(s) found matching your criteria`);
  for (const card of await readCards(view.cards)) {
    expect(card.facts.join(' '), `${card.name}'s location`).toMatch(/Delhi/i);
  }
  await expect(view.clearAll).toBeVisible();
});

/** WCAG contrast ratio of two CSS rgb()/rgba() colours (alpha ignored: both are opaque here). */
function contrastRatio(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test('a selected specialization chip keeps a readable label under the pointer', async ({
  page,
}) => {
  const view = await openDirectory(page);
  const chip = view.chip('Family Law');
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');

  await chip.hover();
  const { color, background } = await chip.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, background: style.backgroundColor };
  });
  expect(color, 'label colour differs from the chip').not.toBe(background);
  // WCAG AA for text of this size.
  expect(contrastRatio(color, background)).toBeGreaterThanOrEqual(4.5);
});

test('search by a name part finds the lawyer and puts q in the URL; no match says so', async ({
  page,
}) => {
  const [priya] = (await listedLawyers()).filter((row) => row.name === 'Priya Sharma');
  expect(priya, 'the approved demo lawyer is listed').toBeDefined();
  const view = await openDirectory(page);
  await expect(view.cards.first()).toBeVisible();

  await view.search.pressSequentially('Sharma');
  await expectDirectoryUrl(page, { q: 'Sharma' });
  const found = await expectedFor({ search: 'Sharma' });
  await expectListing(page, found);
  await expect(view.card('Priya Sharma')).toBeVisible();
  await expect(
    view.card('Priya Sharma').getByRole('link', { name: 'Priya Sharma' }),
  ).toHaveAttribute('href', `/lawyers/${priya!.id}`);

  await view.search.fill('Zzyzx Nobody');
  await expectDirectoryUrl(page, { q: 'Zzyzx Nobody' });
  expect((await searchDirectory({ search: 'Zzyzx Nobody' })).total).toBe(0);
  await expect(view.count).toHaveText(countText(0, true));
  await expect(view.results.getByRole('heading', { name: 'No lawyers found' })).toBeVisible();
  await expect(
    view.results.getByText('Try adjusting your search criteria or filters'),
  ).toBeVisible();
  await expect(view.cards).toHaveCount(0);
});

test('Clear All resets the search, chips and selects, empties the URL and lists everyone', async ({
  page,
}) => {
  const unfiltered = await expectedFor({});
  const view = await openDirectory(page);
  await expectListing(page, unfiltered);

  await view.search.fill('a');
  await expectDirectoryUrl(page, { q: 'a' });
  await view.chip('Family Law').click();
  await view.rating.selectOption({ label: '3+ Stars' });
  await view.experience.selectOption({ label: '5+ Years' });
  await view.city.selectOption({ label: 'Mumbai' });
  const chosen = {
    q: 'a',
    specialization: 'Family Law',
    rating: '3',
    experience: '5',
    city: 'Mumbai',
  };
  await expectDirectoryUrl(page, chosen);
  await expectListing(
    page,
    await expectedFor({
      search: 'a',
      specialization: 'Family Law',
      min_rating: 3,
      min_experience: 5,
      city: 'Mumbai',
    }),
  );

  await view.clearAll.click();
  await expectDirectoryUrl(page, {});
  expect(new URL(page.url()).search).toBe('');
  await expect(view.search).toHaveValue('');
  await expect(view.chip('All Specializations')).toHaveAttribute('aria-pressed', 'true');
  await expect(view.chip('Family Law')).toHaveAttribute('aria-pressed', 'false');
  await expect(shownOption(view.rating)).toHaveText('Any Rating');
  await expect(shownOption(view.experience)).toHaveText('Any Experience');
  await expect(shownOption(view.city)).toHaveText('All Locations');
  await expectListing(page, unfiltered);
  await expect(view.clearAll).toBeHidden();
});

test('a link with filters opens them chosen, and a reload keeps them', async ({ page }) => {
  const expected = await expectedFor({ specialization: 'Family Law', city: 'Delhi' });
  const view = await openDirectory(page, '/lawyers?specialization=Family+Law&city=Delhi');
  for (const attempt of ['opened', 'reloaded']) {
    await test.step(attempt, async () => {
      await expect(view.chip('Family Law')).toHaveAttribute('aria-pressed', 'true');
      await expect(view.chip('All Specializations')).toHaveAttribute('aria-pressed', 'false');
      await expect(shownOption(view.city)).toHaveText('Delhi');
      await expect(shownOption(view.rating)).toHaveText('Any Rating');
      await expectListing(page, expected);
      await expectDirectoryUrl(page, { specialization: 'Family Law', city: 'Delhi' });
    });
    if (attempt === 'opened') await page.reload();
  }
});

test('Back walks the filter history: the previous filter, then none', async ({ page }) => {
  const unfiltered = await expectedFor({});
  const onlyA = await expectedFor({ specialization: 'Criminal Law' });
  const aAndB = await expectedFor({ specialization: 'Criminal Law', city: 'Mumbai' });
  const view = await openDirectory(page);
  await expectListing(page, unfiltered);

  await view.chip('Criminal Law').click();
  await expectDirectoryUrl(page, { specialization: 'Criminal Law' });
  await expectListing(page, onlyA);
  await view.city.selectOption({ label: 'Mumbai' });
  await expectDirectoryUrl(page, { specialization: 'Criminal Law', city: 'Mumbai' });
  await expectListing(page, aAndB);

  await page.goBack();
  await expectDirectoryUrl(page, { specialization: 'Criminal Law' });
  await expect(view.chip('Criminal Law')).toHaveAttribute('aria-pressed', 'true');
  await expect(shownOption(view.city)).toHaveText('All Locations');
  await expectListing(page, onlyA);

  await page.goBack();
  await expectDirectoryUrl(page, {});
  await expect(view.chip('All Specializations')).toHaveAttribute('aria-pressed', 'true');
  await expect(view.chip('Criminal Law')).toHaveAttribute('aria-pressed', 'false');
  await expectListing(page, unfiltered);
});

test("'Load more' appends the next 24 cards, the URL counts the pages, a reload restores them", async ({
  page,
}) => {
  const { total } = await searchDirectory({});
  expect(total, 'more lawyers than one page').toBeGreaterThan(DIRECTORY_PAGE_SIZE);
  const firstPage = await expectedFor({});
  const twoPages = await expectedFor({}, 2);
  const view = await openDirectory(page);
  await expectListing(page, firstPage);
  await expect(view.results.getByText(`Showing ${DIRECTORY_PAGE_SIZE} of ${total}`)).toBeVisible();

  await view.loadMore.click();
  await expectDirectoryUrl(page, { pages: '2' });
  // The first 24 stay where they were; the next page of the same order follows them.
  await expectListing(page, twoPages);
  const hasMore = total > 2 * DIRECTORY_PAGE_SIZE;
  await expect(view.loadMore).toHaveCount(hasMore ? 1 : 0);
  if (hasMore) {
    await expect(
      view.results.getByText(`Showing ${2 * DIRECTORY_PAGE_SIZE} of ${total}`),
    ).toBeVisible();
  }

  await page.reload();
  await expectListing(page, twoPages);
  await expectDirectoryUrl(page, { pages: '2' });
});

test("the landing page's Criminal Law card and the footer's practice areas open the directory filtered", async ({
  page,
}) => {
  const criminal = await expectedFor({ specialization: 'Criminal Law' });
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Criminal Law' }).click();
  await expect(page).toHaveURL(`${shellOrigin}/lawyers?specialization=Criminal+Law`);
  const view = directory(page);
  await expect(view.chip('Criminal Law')).toHaveAttribute('aria-pressed', 'true');
  await expectListing(page, criminal);

  const areas = footer(page).getByRole('navigation', { name: 'Practice Areas' });
  const featured = ['Property Law', 'Family Law', 'Criminal Law', 'Business Law'];
  await expect(areas.getByRole('link')).toHaveText(featured);
  for (const area of featured) {
    await expect(areas.getByRole('link', { name: area })).toHaveAttribute(
      'href',
      `/lawyers?${new URLSearchParams({ specialization: area })}`,
    );
  }
  // From the directory itself: the page follows the new link without a reload.
  await areas.getByRole('link', { name: 'Family Law' }).click();
  await expect(page).toHaveURL(`${shellOrigin}/lawyers?specialization=Family+Law`);
  await expect(view.chip('Family Law')).toHaveAttribute('aria-pressed', 'true');
  await expect(view.chip('Criminal Law')).toHaveAttribute('aria-pressed', 'false');
  await expectListing(page, await expectedFor({ specialization: 'Family Law' }));
});

/** What the profile page shows of `row`. */
async function expectProfile(page: Page, row: DirectoryRow) {
  const name = row.name ?? 'Unknown Lawyer';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(`${name} – NyayaConnect`);
  const main = page.getByRole('main');
  // The rating as the directory derives it from reviews (docs/product/reviews.md).
  if (row.rating !== null) {
    const rating = row.rating.toFixed(1);
    await expect(
      main.getByRole('img', { name: `Rated ${rating} out of 5`, exact: true }),
    ).toBeVisible();
    await expect(main).toContainText(`${rating} · ${row.review_count} reviews`);
  } else {
    await expect(main.getByText('New', { exact: true }).first()).toBeVisible();
    await expect(main).toContainText(
      row.review_count === 0
        ? 'No reviews yet'
        : `${row.review_count} ${row.review_count === 1 ? 'review' : 'reviews'}`,
    );
  }
  const years = row.years_experience ?? 0;
  await expect(main.getByRole('definition')).toHaveText([
    `${years} ${years === 1 ? 'year' : 'years'}`,
    ...(row.hourly_rate !== null ? [hourlyRate(row.hourly_rate)] : []),
    ...(row.languages?.length
      ? [row.languages.map((code) => LANGUAGE_NAMES[code] ?? code).join(', ')]
      : []),
  ]);
  // The profile lists every area, not the card's three.
  await expect(
    main.getByRole('region', { name: 'Areas of Expertise' }).getByRole('listitem'),
  ).toHaveText(row.expertise_areas ?? []);
  await expect(
    main.getByRole('region', { name: 'Practice Courts' }).getByRole('listitem'),
  ).toHaveText((row.location ?? '').split(',').map((court) => court.trim()));
  if (row.bio) {
    await expect(main.getByRole('region', { name: 'About' })).toContainText(row.bio);
  }
  await expect(main.getByRole('button', { name: 'Book Consultation' })).toBeVisible();
}

test("a card's name opens the lawyer's profile: name, title, expertise, courts, bio, booking", async ({
  page,
}) => {
  const lawyers = await listedLawyers();
  const [first] = expectedListing(lawyers, {});
  const view = await openDirectory(page);
  await expectListing(page, await expectedFor({}));

  const name = first!.name!;
  await view.card(name).getByRole('link', { name }).click();
  await expect(page).toHaveURL(`${shellOrigin}/lawyers/${first!.id}`);
  await expectProfile(page, first!);

  // The lawyer with the most areas: more than a card shows, all of them here.
  const most = [...lawyers].sort(
    (a, b) => (b.expertise_areas?.length ?? 0) - (a.expertise_areas?.length ?? 0),
  )[0]!;
  await page.goto(`/lawyers/${most.id}`);
  await expectProfile(page, most);

  await page.getByRole('main').getByRole('link', { name: 'All lawyers' }).click();
  await expect(page).toHaveURL(`${shellOrigin}/lawyers`);
  await expect(view.heading).toBeVisible();
});

test('a malformed id, an unknown id and a lawyer not yet approved show "Lawyer not found"', async ({
  page,
}) => {
  const { session } = await signInWithPassword('lawyer.pending@nyaya.test');
  const ids = ['not-a-uuid', '00000000-0000-4000-8000-00000000dead', session.user.id];
  for (const id of ids) {
    await test.step(id, async () => {
      await page.goto(`/lawyers/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lawyer not found');
      await expect(
        page.getByText(
          'There is no verified lawyer at this address. The link may be incomplete, or the profile is no longer listed.',
        ),
      ).toBeVisible();
      await expect(page).toHaveTitle('Lawyer not found – NyayaConnect');
      await expect(page.getByRole('button', { name: 'Book Consultation' })).toHaveCount(0);
    });
  }
  await page.getByRole('link', { name: 'Browse all lawyers' }).click();
  await expect(page).toHaveURL(`${shellOrigin}/lawyers`);
  await expect(directory(page).heading).toBeVisible();
});

test("signed out, 'Book Consultation' opens the Client Portal; signing in there opens the request to that lawyer", async ({
  page,
}) => {
  const view = await openDirectory(page);
  await expectListing(page, await expectedFor({}));
  // The second card, so that "the first lawyer" could not pass by accident.
  const card = view.cards.nth(1);
  const name = (await readCards(view.cards))[1]!.name;
  await card.getByRole('button', { name: 'Book Consultation' }).click();

  const portal = dialog(page, 'Client Portal');
  await expect(portal).toBeVisible();
  await expect(portal.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await portal.getByLabel('Email').fill(client.email);
  await portal.getByLabel('Password').fill(demoPassword);
  await portal.getByRole('button', { name: 'Login', exact: true }).click();

  const request = dialog(page, 'Request a Consultation');
  await expect(request).toBeVisible();
  await expect(request).toHaveAccessibleDescription(`Your request will be sent to ${name}.`);
  await expect(portal).toBeHidden();
  await request.getByRole('button', { name: 'Close' }).click();
  await expect(request).toBeHidden();
  await expect(userMenu(page, client.name)).toBeVisible();
});

test("signed in as a client, 'Book Consultation' opens the request to that lawyer and the toast, from a card and from the profile", async ({
  page,
}) => {
  await startSignedIn(page, client.email);
  const view = await openDirectory(page);
  await expect(userMenu(page, client.name)).toBeVisible();
  await expectListing(page, await expectedFor({}));
  const [, second] = await readCards(view.cards);

  await view.cards.nth(1).getByRole('button', { name: 'Book Consultation' }).click();
  const request = dialog(page, 'Request a Consultation');
  await expect(request).toBeVisible();
  await expect(request).toHaveAccessibleDescription(
    `Your request will be sent to ${second!.name}.`,
  );
  await expect(toast(page, 'Booking consultation')).toBeVisible();
  await expect(toast(page, 'Please fill out the consultation form to proceed.')).toBeVisible();
  await expect(dialog(page, 'Client Portal')).toHaveCount(0);
  // (Escape would dismiss the toast first: it is the newest layer.)
  await request.getByRole('button', { name: 'Close' }).click();
  await expect(request).toBeHidden();

  // The profile page of another lawyer, opened afresh (no toast left from the card).
  const third = (await readCards(view.cards))[2]!;
  await page.goto(third.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(third.name);
  await expect(toast(page, 'Booking consultation')).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: 'Book Consultation' }).click();
  await expect(request).toBeVisible();
  await expect(request).toHaveAccessibleDescription(`Your request will be sent to ${third.name}.`);
  await expect(toast(page, 'Booking consultation')).toBeVisible();
  await expect(toast(page, 'Please fill out the consultation form to proceed.')).toBeVisible();
});

test('keyboard only: Tab from the search box through the chips and selects to a card, Enter books', async ({
  page,
}) => {
  const view = await openDirectory(page);
  await expectListing(page, await expectedFor({}));
  const first = view.cards.first();
  const stops = [
    view.chip('All Specializations'),
    ...[
      'Property Law',
      'Family Law',
      'Criminal Law',
      'Business Law',
      'Employment Law',
      'Immigration Law',
      'Personal Injury',
      'Tax Law',
      'Intellectual Property',
      'Environmental Law',
    ].map((name) => view.chip(name)),
    view.rating,
    view.experience,
    view.city,
    view.language,
    first.getByRole('link'),
    first.getByRole('button', { name: 'Book Consultation' }),
  ];
  await view.search.focus();
  await expect(view.search).toBeFocused();
  for (const stop of stops) {
    await page.keyboard.press('Tab');
    await expect(stop).toBeFocused();
  }
  await page.keyboard.press('Enter');
  const portal = dialog(page, 'Client Portal');
  await expect(portal).toBeVisible();
  await expect(portal.getByLabel('Email')).toBeFocused();
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  const noHorizontalScroll = (page: Page) =>
    page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));

  test("the filters fold behind a 'Filters' button that counts the active ones; the first card shows on the first screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const view = await openDirectory(page);
    const toggle = view.filters.getByRole('button', { name: /^Filters/ });
    await expect(toggle).toHaveAccessibleName('Filters');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(view.chip('Family Law')).toBeHidden();
    await expect(view.city).toBeHidden();
    const firstCard = (await view.cards.first().boundingBox())!;
    expect(firstCard.y, 'the first card starts on the first screen').toBeLessThan(740);

    // Keyboard: from the search box, Tab reaches the button; Enter opens, Space closes.
    await view.search.focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(view.chip('Family Law')).toBeVisible();
    await view.chip('Family Law').click();
    await view.city.selectOption('Mumbai');
    await expectDirectoryUrl(page, { specialization: 'Family Law', city: 'Mumbai' });
    await expect(toggle).toHaveAccessibleName('Filters 2 active');
    await toggle.focus();
    await page.keyboard.press(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(view.chip('Family Law')).toBeHidden();
    await expect(view.clearAll).toBeVisible();

    // From 640 px up the card is as it was: heading, chips and selects, no button.
    await page.setViewportSize({ width: 640, height: 740 });
    await expect(toggle).toBeHidden();
    await expect(view.filters.getByRole('heading', { name: 'Filters' })).toBeVisible();
    await expect(view.chip('Family Law')).toBeVisible();
    await expect(view.city).toBeVisible();
  });

  test('the directory and a profile page do not scroll sideways', async ({ page }) => {
    await openDirectory(page);
    await expectListing(page, await expectedFor({}));
    const directoryWidths = await noHorizontalScroll(page);
    expect(directoryWidths.scrollWidth, '/lawyers').toBeLessThanOrEqual(directoryWidths.innerWidth);

    // The longest name and the most areas: the profile most likely to overflow.
    const lawyers = await listedLawyers();
    const longest = [...lawyers].sort(
      (a, b) =>
        (b.name?.length ?? 0) - (a.name?.length ?? 0) ||
        (b.expertise_areas?.length ?? 0) - (a.expertise_areas?.length ?? 0),
    )[0]!;
    await page.goto(`/lawyers/${longest.id}`);
    await expectProfile(page, longest);
    const profileWidths = await noHorizontalScroll(page);
    expect(profileWidths.scrollWidth, `/lawyers/${longest.id}`).toBeLessThanOrEqual(
      profileWidths.innerWidth,
    );
  });
});
