/**
 * The whole site in Hindi (docs/product/languages.md). Every route and dialog, as a visitor, a
 * client, a lawyer and staff, is walked with Hindi chosen: no English word shows (outside what
 * people typed and the few words Hindi keeps in Latin script), nothing is cut off or wider than
 * the screen at 1280 px and at 360 px (screenshots attached), and axe finds nothing serious,
 * `lang` included. Then the language switch itself: the header's and the mobile menu's, by
 * keyboard, remembered across visits and in a signed-in user's profile (which their e-mails
 * follow), a Hindi browser's first visit, and the first paint already in Hindi.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { startSignedIn } from '../../support/auth.ts';
import { caseRoomPath, demoClientHeldRequest } from '../../support/case-room.ts';
import { expect, test } from '../../support/fixtures.ts';
import {
  expectItFits,
  expectNoEnglish,
  hi,
  hiText,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  profileLanguage,
  resetProfileLanguages,
  useHindi,
} from '../../support/hindi.ts';

/** The seed's approved demo lawyer, Priya Sharma, whose profile lists reviews. */
const PRIYA_PROFILE = '/lawyers/d0000000-0000-4000-8000-000000000003';
const SIGNED_IN = [
  'client.demo@nyaya.test',
  'lawyer.approved@nyaya.test',
  'lawyer.new@nyaya.test',
  'ops.demo@nyaya.test',
  'support.demo@nyaya.test',
] as const;
type Account = (typeof SIGNED_IN)[number];

interface Walked {
  name: string;
  path: string;
  as?: Account;
  /** What shows once the page is there. */
  ready: (page: Page) => Locator;
  /** What the user does next (opening a dialog, sending a form empty). */
  then?: (page: Page) => Promise<void>;
}

const banner = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');
const dialogNamed = (page: Page, english: string) =>
  page.getByRole('dialog', { name: hi(english) });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

const walked: Walked[] = [
  // A visitor
  { name: 'landing page', path: '/', ready: h1 },
  {
    name: 'sign-in dialog with its errors',
    path: '/',
    ready: (page) => banner(page).getByRole('button', { name: hi('Login') }),
    then: async (page) => {
      await banner(page)
        .getByRole('button', { name: hi('Login') })
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog
        .getByRole('button', { name: hi('Login') })
        .last()
        .click();
      await expect(dialog.getByRole('alert').first()).toBeVisible();
    },
  },
  {
    name: 'lawyer sign-up dialog',
    path: '/',
    ready: (page) => banner(page).getByRole('button', { name: hi('Join as Lawyer') }),
    then: async (page) => {
      await banner(page)
        .getByRole('button', { name: hi('Join as Lawyer') })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'help menu',
    path: '/',
    ready: (page) => page.getByRole('button', { name: hi('Help'), exact: true }),
    then: async (page) => {
      await page.getByRole('button', { name: hi('Help'), exact: true }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  {
    name: 'complaint dialog with its errors',
    path: '/',
    ready: (page) => page.getByRole('button', { name: hi('Help'), exact: true }),
    then: async (page) => {
      await page.getByRole('button', { name: hi('Help'), exact: true }).click();
      await page.getByRole('menuitem', { name: hi('File Complaint') }).click();
      const complaint = dialogNamed(page, 'File a Complaint');
      await complaint.getByRole('button', { name: hi('Submit Complaint') }).click();
      await expect(complaint.getByText(hi('Please enter your email address.'))).toBeVisible();
    },
  },
  {
    name: 'callback dialog with its form',
    path: '/',
    ready: (page) => banner(page).getByRole('button', { name: hi('Talk to Us') }),
    then: async (page) => {
      await banner(page)
        .getByRole('button', { name: hi('Talk to Us') })
        .click();
      const callback = dialogNamed(page, 'Get Personal Legal Assistance');
      await callback.getByRole('button', { name: hi('Request Call Back') }).click();
      await expect(callback.getByRole('textbox').first()).toBeVisible();
    },
  },
  {
    name: 'lawyer directory',
    path: '/lawyers',
    ready: (page) => main(page).getByRole('article').first(),
  },
  {
    name: 'lawyer directory filtered by language',
    path: '/lawyers?specialization=Family+Law&language=hi',
    ready: (page) => main(page).getByRole('article').first(),
  },
  {
    name: 'book consultation signed out',
    path: '/lawyers',
    ready: (page) => main(page).getByRole('article').first(),
    then: async (page) => {
      await main(page)
        .getByRole('article')
        .first()
        .getByRole('button', { name: hi('Book Consultation') })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'lawyer profile with reviews',
    path: PRIYA_PROFILE,
    ready: (page) => page.locator('#reviews').getByRole('article').first(),
  },
  {
    name: 'request status page',
    path: '/support/status',
    ready: (page) => main(page).getByRole('button', { name: hi('Check status') }),
  },
  {
    name: 'unsubscribe page',
    path: '/unsubscribe?token=a-link-from-an-email',
    ready: h1,
  },
  { name: 'reset password page', path: '/reset-password', ready: h1 },
  { name: '404 page', path: '/no-such-page', ready: h1 },
  { name: 'privacy notice', path: '/privacy', ready: h1 },
  { name: 'terms of use', path: '/terms', ready: h1 },
  { name: 'disclaimer', path: '/disclaimer', ready: h1 },
  { name: 'listing policy and code of conduct', path: '/lawyer-policy', ready: h1 },

  // A client
  {
    name: 'client dashboard',
    path: '/client-dashboard',
    as: 'client.demo@nyaya.test',
    ready: (page) => main(page).getByRole('article').first(),
  },
  {
    name: 'consultation request dialog with its errors',
    path: '/client-dashboard',
    as: 'client.demo@nyaya.test',
    ready: (page) => main(page).getByRole('button', { name: hi('New Request') }),
    then: async (page) => {
      await main(page)
        .getByRole('button', { name: hi('New Request') })
        .click();
      const form = page.getByRole('dialog');
      await form.getByRole('button', { name: hi('Submit Request') }).click();
      await expect(form.getByRole('alert').first()).toBeVisible();
    },
  },
  {
    name: 'rating dialog with its error',
    path: '/client-dashboard',
    as: 'client.demo@nyaya.test',
    ready: (page) => page.getByRole('button', { name: hi('Rate your consultation') }).first(),
    then: async (page) => {
      await page
        .getByRole('button', { name: hi('Rate your consultation') })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: hi('Post review') }).click();
      await expect(dialog.getByText(hi('Choose a rating from 1 to 5 stars.'))).toBeVisible();
    },
  },
  {
    name: 'case room',
    path: '/cases/:id',
    as: 'client.demo@nyaya.test',
    ready: (page) => main(page).getByRole('textbox').first(),
  },
  {
    name: 'AI consultation history',
    path: '/ai-consultations',
    as: 'client.demo@nyaya.test',
    ready: h1,
  },
  {
    name: 'AI Lawyer dialog',
    path: '/',
    as: 'client.demo@nyaya.test',
    ready: (page) => banner(page).getByRole('button', { name: hi('AI Lawyer') }),
    then: async (page) => {
      await banner(page)
        .getByRole('button', { name: hi('AI Lawyer') })
        .click();
      await expect(dialogNamed(page, 'AI Lawyer Assistant')).toBeVisible();
    },
  },
  {
    name: 'review report dialog with its error',
    path: PRIYA_PROFILE,
    as: 'client.demo@nyaya.test',
    ready: (page) => page.locator('#reviews').getByRole('article').first(),
    then: async (page) => {
      await page
        .locator('#reviews')
        .getByRole('article')
        .first()
        .getByRole('button', { name: hi('Report') })
        .click();
      const dialog = dialogNamed(page, 'Report this review');
      await dialog.getByRole('button', { name: hi('Report review') }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
    },
  },

  // A lawyer
  {
    name: 'lawyer dashboard',
    path: '/lawyer-dashboard',
    as: 'lawyer.approved@nyaya.test',
    ready: (page) => main(page).getByRole('article').first(),
  },
  {
    name: 'schedule meeting dialog',
    path: '/lawyer-dashboard',
    as: 'lawyer.approved@nyaya.test',
    ready: (page) =>
      main(page)
        .getByRole('button', { name: hi('Schedule meeting') })
        .first(),
    then: async (page) => {
      await main(page)
        .getByRole('button', { name: hi('Schedule meeting') })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'verification dialog with its errors',
    path: '/lawyer-dashboard',
    as: 'lawyer.new@nyaya.test',
    ready: (page) => page.getByRole('dialog'),
    then: async (page) => {
      const form = page.getByRole('dialog');
      await form.getByRole('button', { name: hi('Complete Verification') }).click();
      await expect(form.getByRole('alert').first()).toBeVisible();
    },
  },
  {
    name: "lawyer's own profile with the reply form",
    path: PRIYA_PROFILE,
    as: 'lawyer.approved@nyaya.test',
    ready: (page) => page.getByRole('button', { name: hi('Reply publicly') }).first(),
    then: async (page) => {
      await page
        .getByRole('button', { name: hi('Reply publicly') })
        .first()
        .click();
      await expect(page.locator('#reviews').getByRole('textbox').first()).toBeVisible();
    },
  },

  // Staff
  {
    name: 'staff console: verifications',
    path: '/ops',
    as: 'ops.demo@nyaya.test',
    ready: (page) => page.getByRole('tab', { name: hi('Verifications') }),
  },
  ...(['Callbacks', 'Complaints', 'Reviews'] as const).map((tab): Walked => ({
    name: `staff console: ${tab.toLowerCase()}`,
    path: '/ops',
    as: 'support.demo@nyaya.test',
    ready: (page) => page.getByRole('tab', { name: hi(tab) }),
    then: async (page) => {
      await page.getByRole('tab', { name: hi(tab) }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
    },
  })),
];

test.describe('every route and dialog in Hindi', () => {
  test.afterAll(async () => {
    await resetProfileLanguages(SIGNED_IN);
  });

  for (const { name, path, as, ready, then } of walked) {
    test(`${name} (${path}${as ? `, ${as}` : ''})`, async ({ page }, testInfo) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await useHindi(page);
      if (as) await startSignedIn(page, as);
      const address =
        path === '/cases/:id' ? caseRoomPath((await demoClientHeldRequest()).id) : path;
      await page.goto(address);
      await expect(ready(page)).toBeVisible();
      await then?.(page);
      await page.waitForLoadState('networkidle');

      await expectNoEnglish(page);
      await expectItFits(page, testInfo, name);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.passes.length, 'axe ran its rules').toBeGreaterThan(0);
      expect(
        axe.violations
          .filter(({ impact }) => impact === 'serious' || impact === 'critical')
          .map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html).join(' | ')}`),
        'serious and critical axe violations',
      ).toEqual([]);

      // The same page on a phone: the layout changes (the header's menu, folded filters).
      await page.setViewportSize({ width: 360, height: 740 });
      await page.waitForLoadState('networkidle');
      await expectNoEnglish(page);
      await expectItFits(page, testInfo, name);
    });
  }

  test('the mobile menu at 360 px, with its language switch', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await useHindi(page);
    await page.goto('/');
    await banner(page)
      .getByRole('button', { name: hi('Menu') })
      .click();
    const english = page
      .getByRole('group', { name: hi('Language') })
      .getByRole('button', { name: 'English', exact: true });
    await expect(english).toHaveAttribute('aria-pressed', 'false');
    await expectNoEnglish(page);
    await expectItFits(page, testInfo, 'mobile menu');

    await chooseLanguage(page, 'English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await chooseLanguage(page, 'हिन्दी');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });
});

/**
 * The language switch ("Language": English / हिन्दी, toggle buttons), pressed from the keyboard:
 * the header's on a wide screen, the mobile menu's once it is open on a phone.
 */
async function chooseLanguage(page: Page, label: 'English' | 'हिन्दी') {
  const option = page
    .getByRole('group', { name: /^(Language|भाषा)$/ })
    .getByRole('button', { name: label, exact: true });
  await option.focus();
  await page.keyboard.press('Enter');
  await expect(option).toHaveAttribute('aria-pressed', 'true');
}

test.describe('the language switch', () => {
  test.afterAll(async () => {
    await resetProfileLanguages(SIGNED_IN);
  });

  test('chosen by keyboard in the header, remembered, and served in Hindi on the next visit', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await chooseLanguage(page, 'हिन्दी');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(h1(page)).toHaveText(
      hiText('Consult verified lawyers across India, confidentially'),
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe(
      'hi',
    );
    const cookies = await page.context().cookies();
    expect(cookies.find(({ name }) => name === LANGUAGE_COOKIE)?.value).toBe('hi');

    // The next visit's HTML is Hindi as it arrives: no English first paint.
    const response = await page.goto('/lawyers');
    expect(response?.headers()['content-language']).toBe('hi');
    const html = await response!.text();
    expect(html).toMatch(/<html[^>]*\slang="hi"/);
    await expect(main(page).getByRole('article').first()).toBeVisible();
    await expectNoEnglish(page);

    await chooseLanguage(page, 'English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(main(page).getByRole('heading', { name: 'Find Expert Lawyers' })).toBeVisible();
  });

  test('a browser that prefers Hindi gets Hindi on its first visit, before any script runs', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'hi-IN', javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(h1(page)).toHaveText(
      hiText('Consult verified lawyers across India, confidentially'),
    );
    await expectNoEnglish(page);

    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expectNoEnglish(page);
    await context.close();
  });

  test("a signed-in user's choice is kept in their profile, so their e-mails follow it", async ({
    page,
  }) => {
    await startSignedIn(page, 'client.demo@nyaya.test');
    await page.goto('/client-dashboard');
    await expect(main(page).getByRole('article').first()).toBeVisible();
    const emailLanguage = page.getByRole('combobox', { name: /Language of e-mails|ई-?मेल/ });
    await expect(emailLanguage).toHaveValue('en');
    await chooseLanguage(page, 'हिन्दी');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect.poll(() => profileLanguage('client.demo@nyaya.test')).toBe('hi');
    // The dashboard's own setting of the same value shows it at once, without a reload.
    await expect(emailLanguage).toHaveValue('hi');

    // Another device with nothing chosen takes the profile's language once signed in.
    const other = await page.context().browser()!.newContext();
    const phone = await other.newPage();
    await startSignedIn(phone, 'client.demo@nyaya.test');
    await phone.goto('/client-dashboard');
    await expect(phone.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(main(phone).getByRole('article').first()).toBeVisible();
    await expectNoEnglish(phone);
    await other.close();

    await chooseLanguage(page, 'English');
    await expect.poll(() => profileLanguage('client.demo@nyaya.test')).toBe('en');
  });
});
