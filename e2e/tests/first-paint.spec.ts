/**
 * Issue "First paint", `/lawyers`: everything the shell runs before its first render is fetched
 * while the HTML is parsed (build/startup-preloads.mjs), and the directory's first read starts
 * beside the directory's own module rather than after it (shell/src/features/routing/preloadPage.ts,
 * mf-directory's `./prefetchDirectoryPage`). How fast that makes the page is measured by
 * `pnpm bench:lighthouse`; this checks the order of things, never their timing.
 */
import { appOrigin, shellOrigin } from '../support/apps.ts';
import { expect, test } from '../support/fixtures.ts';

const directoryOrigin = appOrigin('mf_directory');
const SEARCH = '/rest/v1/rpc/search_lawyer_directory';

test("the frame preloads exactly the shell's startup scripts, each fetched once", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/lawyers')).text();
  const preloaded = [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes('data-startup-chunk'))
    .map((tag) => `${shellOrigin}${/href="([^"]+)"/.exec(tag)![1]}`);
  expect(preloaded.length).toBeGreaterThan(5);
  const [entry] = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map(
    (match) => `${shellOrigin}${match[1]}`,
  );

  // The shell's scripts requested before the first remote request: its startup.
  const startup: string[] = [];
  let remoteContacted = false;
  page.on('request', (sent) => {
    const url = sent.url();
    if (!url.startsWith(shellOrigin)) remoteContacted = true;
    else if (!remoteContacted && url.endsWith('.js')) startup.push(url);
  });
  await page.goto('/lawyers');
  await expect(page.getByRole('heading', { name: 'Find Expert Lawyers', level: 1 })).toBeVisible();

  expect([...startup].sort()).toEqual([entry, ...preloaded].sort());
  expect(new Set(startup).size, 'a preloaded script fetched twice').toBe(startup.length);
});

test("the directory's first read starts while the directory's page module is still loading", async ({
  page,
}) => {
  const searches: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes(SEARCH) && sent.method() !== 'OPTIONS') searches.push(sent.url());
  });
  // The page's module is held back until the read has been sent: without the prefetch, the read
  // would only start once the page had rendered, and the page would never render.
  let releasePage!: () => void;
  const readSent = new Promise<void>((resolve) => (releasePage = resolve));
  page.on('request', (sent) => {
    if (sent.url().includes(SEARCH)) releasePage();
  });
  await page.route(`${directoryOrigin}/__federation_expose_DirectoryPage*.js`, async (route) => {
    await readSent;
    await route.continue();
  });

  await page.goto('/lawyers?specialization=Family+Law');
  await expect(page.getByRole('heading', { name: 'Find Expert Lawyers', level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // One read for the first page: the page found the prefetched answer.
  expect(searches).toHaveLength(1);
});
