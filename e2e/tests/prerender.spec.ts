/**
 * Issue "First paint": the build prerenders `/` and the 404 page (shell/src/prerender), so the
 * hero is painted from HTML before any script runs, and the browser hydrates that HTML without
 * a mismatch, whoever visits. A remote's route gets the shell's frame with a page skeleton, or
 * the remote's prerendered page in its place, which the browser renders afresh; a path without
 * a route gets the prerendered 404 page with status 404 (scripts/serve.mjs, dist/routes.json).
 */
import type { Browser, ConsoleMessage, Page } from '@playwright/test';
import { shellOrigin } from '../support/apps.ts';
import { startSignedIn } from '../support/auth.ts';
import { expect, test } from '../support/fixtures.ts';
import { signedOutActions, userMenu } from '../support/journeys.ts';
import { fetchRuntimeConfig } from '../support/runtime-config.ts';
import { footer, header, headerLink } from '../support/site.ts';

const heroHeading = 'Consult verified lawyers across India, confidentially';
const notFoundHeading = 'Oops! Page not found';

/**
 * What React says when hydration goes wrong: its development warnings, and in production the
 * recoverable errors #418 (markup mismatch), #423 (hydration replaced by a client render) and
 * #425 (text mismatch), which name neither word.
 */
const hydrationTrouble = /hydrat|mismatch|react\.dev\/errors\/(418|423|425)\b/i;

/** The page's console errors and warnings, and its uncaught errors, from now on. */
function collectTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (['error', 'warning'].includes(message.type())) trouble.push(message.text());
  });
  page.on('pageerror', (error) => trouble.push(`${error.name}: ${error.message}`));
  return trouble;
}

/**
 * Records, from the document's first byte, whether the header ever showed a Login button, and
 * every layout shift; read with readWatch() once the page has settled.
 */
async function watchHeaderAndLayout(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const watch = { sawLogin: false, shifts: [] as string[] };
    (window as unknown as { __watch: typeof watch }).__watch = watch;
    const check = () => {
      const buttons = document.querySelectorAll('header button');
      if ([...buttons].some((button) => button.textContent?.trim() === 'Login'))
        watch.sawLogin = true;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
    // Each shift with what moved, so a failure says where to look.
    type Shift = PerformanceEntry & {
      value: number;
      sources: {
        node?: Node | null;
        previousRect: DOMRectReadOnly;
        currentRect: DOMRectReadOnly;
      }[];
    };
    const rect = ({ x, y, width, height }: DOMRectReadOnly) =>
      `${Math.round(x)},${Math.round(y)} ${Math.round(width)}x${Math.round(height)}`;
    const name = (node?: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const text = node.textContent?.trim().slice(0, 30) ?? '';
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${text}"`;
    };
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as Shift[]) {
        const moved = entry.sources
          .map(
            (source) =>
              `${name(source.node)} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`,
          )
          .join('; ');
        watch.shifts.push(
          `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function readWatch(page: Page): Promise<{ sawLogin: boolean; shifts: string[] }> {
  return page.evaluate(
    () => (window as unknown as { __watch: { sawLogin: boolean; shifts: string[] } }).__watch,
  );
}

/** `check` on a page of a browser context with JavaScript off, closed afterwards. */
async function withoutJavaScript(browser: Browser, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await check(await context.newPage());
  } finally {
    await context.close();
  }
}

test('with JavaScript off, / shows the hero heading, the header and the footer', async ({
  browser,
}) => {
  await withoutJavaScript(browser, async (page) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heroHeading })).toBeVisible();
    await expect(headerLink(page, 'Find Lawyers')).toBeVisible();
    await expect(footer(page)).toBeVisible();
    await expect(footer(page).getByRole('heading', { name: 'Quick Links' })).toBeVisible();
    // The account area waits for the session, which only the scripts can read.
    await expect(header(page).getByRole('status')).toHaveText('Loading...');
    await expect(page).toHaveTitle('NyayaConnect – Legal consultation with verified lawyers');
  });
});

test('the prerendered HTML holds no runtime config value', async ({ request }) => {
  const config = await fetchRuntimeConfig(shellOrigin);
  const values = [
    config.supabase.url,
    config.supabase.anonKey,
    ...Object.values(config.remotes),
    config.contact.phone,
    config.contact.email,
    config.contact.address,
  ];
  for (const path of ['/', '/no-such-page']) {
    const html = await (await request.get(path)).text();
    expect(html).toContain('data-prerendered-path');
    for (const value of values) expect(html, `${path} holds ${value}`).not.toContain(value);
  }
});

test('a signed-out visitor: / hydrates without a word from React, and the signed-out actions appear in place', async ({
  page,
}) => {
  const trouble = collectTrouble(page);
  await watchHeaderAndLayout(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: heroHeading })).toBeVisible();
  await expect(signedOutActions(page).login).toBeVisible();
  // The contact details come from /config.json once the page is hydrated.
  await expect(footer(page).getByRole('link', { name: /@/ })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(trouble.filter((text) => hydrationTrouble.test(text))).toEqual([]);
  expect(trouble).toEqual([]);
  expect((await readWatch(page)).shifts, 'layout shifts').toEqual([]);
});

test('/ and the 404 page paint before they request their first script, then hydrate (docs/adr/0034)', async ({
  page,
}) => {
  for (const path of ['/', '/no-such-page']) {
    await page.goto(path);
    await expect(signedOutActions(page).login).toBeVisible();
    const { firstPaint, firstScript } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(firstPaint, `${path} painted`).not.toBeNull();
    expect(firstScript, `${path} requested its first script after its first paint`).toBeGreaterThan(
      firstPaint!,
    );
  }
  // The loader's fallback (3 s after the page was parsed) requests nothing a second time.
  await page.waitForFunction(() => performance.now() > 3500);
  const entries = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/main\.[0-9a-f]{16}\.js$/.test(entry.name)).length,
  );
  expect(entries, 'the entry script requested once').toBe(1);
});

test('a signed-in visitor: / hydrates without a word from React, never shows the signed-out actions, and ends with the user menu', async ({
  page,
}) => {
  await startSignedIn(page, 'client.demo@nyaya.test');
  const trouble = collectTrouble(page);
  await watchHeaderAndLayout(page);
  await page.goto('/');
  await expect(userMenu(page, 'Aarav Mehta')).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(trouble.filter((text) => hydrationTrouble.test(text))).toEqual([]);
  expect(trouble).toEqual([]);
  const watched = await readWatch(page);
  expect(watched.sawLogin, 'the header showed Login to a signed-in visitor').toBe(false);
  expect(watched.shifts, 'layout shifts').toEqual([]);
});

test("the browser's own render of / is the prerendered markup, class names included", async ({
  page,
  request,
}) => {
  const prerendered = await (await request.get('/')).text();
  // /lawyers is rendered in the browser from the app shell; Home then renders / there too.
  await page.goto('/lawyers');
  await expect(page.getByRole('heading', { name: 'Find Expert Lawyers', level: 1 })).toBeVisible();
  await headerLink(page, 'Home').click();
  await expect(page.getByRole('heading', { level: 1, name: heroHeading })).toBeVisible();

  const [rendered, built] = await page.evaluate((html) => {
    // React separates adjacent texts with comments in server markup; they are not content.
    const withoutComments = (element: Element) => {
      const copy = element.cloneNode(true) as Element;
      const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
      const comments: Node[] = [];
      while (walker.nextNode()) comments.push(walker.currentNode);
      for (const comment of comments) comment.parentNode?.removeChild(comment);
      return copy.outerHTML;
    };
    const built = new DOMParser().parseFromString(html, 'text/html').querySelector('main')!;
    return [withoutComments(document.querySelector('main')!), withoutComments(built)];
  }, prerendered);
  expect(rendered).toContain('class="sc-');
  expect(rendered).toBe(built);
});

test('a path without a route answers 404 with the prerendered not-found page, which hydrates', async ({
  page,
  request,
}) => {
  const raw = await request.get('/no-such-page');
  expect(raw.status()).toBe(404);
  const html = await raw.text();
  expect(html).toContain(notFoundHeading);
  expect(html).toContain('data-prerendered-path="/404"');
  expect(html).toContain('<title>Page not found – NyayaConnect</title>');

  const trouble = collectTrouble(page);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: notFoundHeading })).toBeVisible();
  await expect(signedOutActions(page).login).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The browser reports the document's own status as a failed resource; nothing else is said.
  expect(trouble.filter((text) => !/status of 404/.test(text))).toEqual([]);
});

test('a 404 below /lawyers is rendered afresh, with Find Lawyers marked as the current section', async ({
  page,
}) => {
  const trouble = collectTrouble(page);
  const response = await page.goto('/lawyers/x/y');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: notFoundHeading })).toBeVisible();
  await expect(headerLink(page, 'Find Lawyers')).toHaveAttribute('aria-current', 'page');
  await page.waitForLoadState('networkidle');
  expect(trouble.filter((text) => !/status of 404/.test(text))).toEqual([]);
});

test("the remotes' routes get the shell's frame, never the landing page's markup", async ({
  request,
}) => {
  for (const path of [
    '/lawyers',
    '/lawyers/00000000-0000-0000-0000-000000000000',
    '/client-dashboard',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain('<header');
    expect(html, path).not.toContain('data-prerendered-path');
    expect(html, path).not.toContain('hero-title');
    expect(html, path).not.toContain(heroHeading);
  }
  // A page whose remote prerenders nothing keeps the shell's skeleton.
  expect(await (await request.get('/client-dashboard')).text()).toContain('data-page-skeleton');
});

test("with JavaScript off, /lawyers shows the directory's first state in the shell's frame", async ({
  browser,
}) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto('/lawyers');
    await expect(page).toHaveTitle('Find Expert Lawyers – NyayaConnect');
    await expect(headerLink(page, 'Find Lawyers')).toHaveAttribute('aria-current', 'page');
    // mf_directory's prerendered fragment, put into the frame by the server.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find Expert Lawyers' }),
    ).toBeVisible();
    await expect(page.getByPlaceholder('Search by lawyer name or location...')).toBeVisible();
    await expect(page.getByRole('button', { name: 'All Specializations' })).toBeVisible();
    await expect(page.locator('main [data-page-skeleton]')).toHaveCount(0);
    await expect(footer(page).getByRole('heading', { name: 'Quick Links' })).toBeVisible();
  });
});

test('with JavaScript off, a filtered /lawyers link shows the page skeleton, never the unfiltered page', async ({
  browser,
}) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto('/lawyers?specialization=Family+Law');
    await expect(page.locator('main [data-page-skeleton]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'All Specializations' })).toHaveCount(0);
  });
});

test('with JavaScript off, a page whose remote prerenders nothing shows the page skeleton', async ({
  browser,
}) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto('/client-dashboard');
    const skeleton = page.locator('main [data-page-skeleton]');
    await expect(skeleton).toBeVisible();
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
    await expect(skeleton).toHaveAttribute('role', 'status');
    await expect(footer(page).getByRole('heading', { name: 'Quick Links' })).toBeVisible();
  });
});

test('/lawyers goes from its frame to the directory without a word from React and without a layout shift', async ({
  page,
}) => {
  const trouble = collectTrouble(page);
  await watchHeaderAndLayout(page);
  await page.goto('/lawyers');
  await expect(page.getByRole('heading', { name: 'Find Expert Lawyers', level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.locator('[data-page-skeleton]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');

  expect(trouble).toEqual([]);
  expect((await readWatch(page)).shifts, 'layout shifts').toEqual([]);
});

test("the browser's render of /lawyers names the heading and filters' classes as the prerendered fragment does", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/lawyers')).text();
  await page.goto('/lawyers');
  await expect(page.getByRole('article').first()).toBeVisible();
  const [rendered, built] = await page.evaluate((served) => {
    // Class names and text; ids from useId differ between a server and a client render.
    const parts = (root: ParentNode) =>
      ['#directory-title', 'input[type="search"]', 'main button'].map((selector) => {
        const element = root.querySelector(selector);
        return `${element?.className} ${element?.textContent ?? ''}`;
      });
    return [parts(document), parts(new DOMParser().parseFromString(served, 'text/html'))];
  }, html);
  expect(built[0]).toContain('Find Expert Lawyers');
  expect(rendered).toEqual(built);
});

test.describe('in Hindi (docs/adr/0033-hindi-and-language-negotiation.md)', () => {
  const DEVANAGARI = /[\u0900-\u097F]/;

  /** A page of a browser whose preferred language is Hindi (Accept-Language, navigator.languages). */
  async function withHindiBrowser(browser: Browser, check: (page: Page) => Promise<void>) {
    const context = await browser.newContext({ locale: 'hi-IN' });
    try {
      await check(await context.newPage());
    } finally {
      await context.close();
    }
  }

  test('a Hindi browser gets / in Hindi from the first byte; it hydrates in Hindi, English never shows', async ({
    browser,
  }) => {
    await withHindiBrowser(browser, async (page) => {
      const trouble = collectTrouble(page);
      await watchHeaderAndLayout(page);
      await page.addInitScript((english) => {
        const seen = { english: false };
        (window as unknown as { __english: typeof seen }).__english = seen;
        new MutationObserver(() => {
          if (document.body?.textContent?.includes(english)) seen.english = true;
        }).observe(document, { childList: true, subtree: true, characterData: true });
      }, heroHeading);
      const fonts: string[] = [];
      page.on('request', (sent) => {
        if (sent.resourceType() === 'font') fonts.push(new URL(sent.url()).pathname);
      });
      const response = await page.goto('/');
      expect(response?.headers()['content-language']).toBe('hi');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(DEVANAGARI);
      await expect(page.getByRole('button', { name: 'हिन्दी' }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(heading).toHaveText(DEVANAGARI);

      expect(trouble).toEqual([]);
      expect(
        await page.evaluate(
          () => (window as unknown as { __english: { english: boolean } }).__english,
        ),
      ).toEqual({ english: false });
      expect((await readWatch(page)).shifts, 'layout shifts').toEqual([]);
      // Both weights, as the page's text uses them: the text's 400, the headings' and buttons' 600.
      for (const weight of [400, 600]) {
        expect(fonts).toContainEqual(
          expect.stringMatching(
            new RegExp(`^/fonts/noto-sans-devanagari-${weight}\\.[0-9a-f]{16}\\.woff2$`),
          ),
        );
      }
    });
  });

  test('an English page for a Hindi choice is rendered afresh in Hindi, and the next load is Hindi from the server', async ({
    page,
  }) => {
    // The choice stored on this device, which the server does not know (no cookie yet).
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('nyaya.language', 'hi');
        sessionStorage.setItem('seeded', '1');
      }
    });
    const trouble = collectTrouble(page);
    const first = await page.goto('/');
    expect(first?.headers()['content-language']).toBe('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI);
    await page.waitForLoadState('networkidle');
    expect(trouble.filter((text) => hydrationTrouble.test(text))).toEqual([]);
    // The page wrote the cookie: the server now sends the Hindi document.
    const cookies = await page.context().cookies();
    expect(cookies.find(({ name }) => name === 'nyaya_lang')?.value).toBe('hi');
    const again = await page.reload();
    expect(again?.headers()['content-language']).toBe('hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI);
  });

  test('English / requests no font; switching to Hindi declares the Devanagari font then', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (sent) => {
      if (/\/fonts\//.test(sent.url())) fonts.push(new URL(sent.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: heroHeading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fonts).toEqual([]);
    await expect(page.locator('[data-devanagari-font]')).toHaveCount(0);

    await page.getByRole('button', { name: 'हिन्दी' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI);
    await expect(page.locator('link[data-devanagari-font]')).toHaveCount(1);
    await expect
      .poll(() => fonts)
      .toContainEqual(expect.stringMatching(/^\/fonts\/noto-sans-devanagari\.[0-9a-f]{16}\.css$/));
  });
});
