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

test.describe('the page fragments of remote routes (scripts/lib/page-fragments.mjs)', () => {
  const frame = (inside = '<div data-page-skeleton="">…</div>') =>
    `<main><template data-page="mf_directory/DirectoryPage"></template>${inside}<template data-page-end=""></template></main>`;
  const remotes = () => ({ mf_directory: 'https://cdn.example/directory/mf-manifest.json' });

  function fakeFetch(answer: (url: string) => Response | Promise<Response>) {
    const asked: string[] = [];
    const fetchImpl = async (url: string | URL | Request) => {
      asked.push(String(url));
      return answer(String(url));
    };
    return { asked, fetchImpl: fetchImpl as typeof fetch };
  }

  test("fills the slot with the remote's fragment from beside its manifest", async () => {
    const { createPageComposer } = await import('../../scripts/lib/page-fragments.mjs');
    const { asked, fetchImpl } = fakeFetch(
      () => new Response('<style>h1{}</style><h1>$& Page</h1>'),
    );
    const compose = createPageComposer({ remotes, fetchImpl });
    expect(await compose(frame())).toBe('<main><style>h1{}</style><h1>$& Page</h1></main>');
    expect(asked).toEqual(['https://cdn.example/directory/prerender/DirectoryPage.html']);
    // Kept for a while: the next page is composed without asking again.
    await compose(frame());
    expect(asked).toHaveLength(1);
  });

  test('keeps the skeleton without a fragment: missing, a whole document, unreachable, or no remote', async () => {
    const { createPageComposer } = await import('../../scripts/lib/page-fragments.mjs');
    const answers: (() => Response | Promise<Response>)[] = [
      () => new Response('Not found', { status: 404 }),
      () => new Response('<!doctype html><html><body>app</body></html>'),
      () => Promise.reject(new TypeError('fetch failed')),
    ];
    for (const answer of answers) {
      const compose = createPageComposer({ remotes, fetchImpl: fakeFetch(answer).fetchImpl });
      expect(await compose(frame())).toBe(frame());
    }
    const unreadable = createPageComposer({
      remotes: () => {
        throw new SyntaxError('config.json is not JSON');
      },
      fetchImpl: fakeFetch(() => new Response('<h1>Page</h1>')).fetchImpl,
    });
    expect(await unreadable(frame())).toBe(frame());
    const elsewhere = createPageComposer({
      remotes: () => ({}),
      fetchImpl: fakeFetch(() => new Response('<h1>Page</h1>')).fetchImpl,
    });
    expect(await elsewhere(frame())).toBe(frame());
    expect(await elsewhere('<main>no slot</main>')).toBe('<main>no slot</main>');
  });

  test('keeps the skeleton for an address with a query: the fragment is the unfiltered page', async () => {
    const { createPageComposer } = await import('../../scripts/lib/page-fragments.mjs');
    const { asked, fetchImpl } = fakeFetch(() => new Response('<h1>Page</h1>'));
    const compose = createPageComposer({ remotes, fetchImpl });
    expect(await compose(frame(), { search: '?specialization=Family+Law' })).toBe(frame());
    expect(asked).toEqual([]);
    expect(await compose(frame(), { search: '' })).toBe('<main><h1>Page</h1></main>');
  });
});

test.describe('pages in the visit language (docs/adr/0033-hindi-and-language-negotiation.md)', () => {
  const frame = (inside = '<div data-page-skeleton="">…</div>') =>
    `<main><template data-page="mf_directory/DirectoryPage"></template>${inside}<template data-page-end=""></template></main>`;
  const remotes = () => ({ mf_directory: 'https://cdn.example/directory/mf-manifest.json' });

  test("a Hindi page takes the remote's Hindi fragment, never the English one", async () => {
    const { createPageComposer } = await import('../../scripts/lib/page-fragments.mjs');
    const asked: string[] = [];
    const fetchImpl = (async (url: string | URL | Request) => {
      asked.push(String(url));
      return String(url).endsWith('.hi.html')
        ? new Response('<h1>वकील खोजें</h1>')
        : new Response('<h1>Find Lawyers</h1>');
    }) as typeof fetch;
    const compose = createPageComposer({ remotes, fetchImpl });
    expect(await compose(frame(), { language: 'hi' })).toBe('<main><h1>वकील खोजें</h1></main>');
    expect(await compose(frame(), { language: 'en' })).toBe('<main><h1>Find Lawyers</h1></main>');
    expect(asked).toEqual([
      'https://cdn.example/directory/prerender/DirectoryPage.hi.html',
      'https://cdn.example/directory/prerender/DirectoryPage.html',
    ]);

    // A remote that publishes no Hindi fragment: the Hindi frame keeps its skeleton.
    const englishOnly = createPageComposer({
      remotes,
      fetchImpl: (async (url: string | URL | Request) =>
        String(url).endsWith('.hi.html')
          ? new Response('Not found', { status: 404 })
          : new Response('<h1>Find Lawyers</h1>')) as typeof fetch,
    });
    expect(await englishOnly(frame(), { language: 'hi' })).toBe(frame());
  });

  test.describe('the shell server (scripts/serve.mjs)', () => {
    let origin = '';
    let close = async () => {};
    const inline = (text: string) => `<script>window.page=${JSON.stringify(text)}</script>`;
    const page = (lang: string, text: string) =>
      `<!doctype html><html lang="${lang}"><head>${inline(text)}</head><body><div id="root"><h1>${text}</h1></div></body></html>`;

    test.beforeAll(async () => {
      const { mkdirSync, mkdtempSync, writeFileSync } = await import('node:fs');
      const { tmpdir } = await import('node:os');
      const { join } = await import('node:path');
      const { startServers } = await import('../../scripts/serve.mjs');
      const dist = mkdtempSync(join(tmpdir(), 'nyaya-languages-'));
      mkdirSync(join(dist, 'hi'));
      const files: Record<string, string> = {
        'index.html': page('en', 'Home'),
        '404.html': page('en', 'Not found'),
        'app.html': page('en', ''),
        'hi/index.html': page('hi', 'होम'),
        'hi/404.html': page('hi', 'पृष्ठ नहीं मिला'),
        'hi/app.html': page('hi', ''),
        'routes.json': JSON.stringify({
          languages: ['en', 'hi'],
          routes: [
            { path: '/', document: 'index.html' },
            { path: '/reset-password', document: 'app.html' },
          ],
          notFound: '404.html',
        }),
      };
      for (const [name, content] of Object.entries(files)) writeFileSync(join(dist, name), content);
      const servers = await startServers({
        only: ['shell'],
        dists: { shell: dist },
        ports: { shell: 0 },
      });
      origin = servers.origins.shell;
      close = servers.close;
    });
    test.afterAll(() => close());

    async function visit(path: string, headers: Record<string, string> = {}) {
      const response = await fetch(`${origin}${path}`, { headers });
      return { response, html: await response.text() };
    }

    test('sends the document of the cookie, else Accept-Language, else English', async () => {
      const cases: [Record<string, string>, string][] = [
        [{}, 'Home'],
        [{ 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' }, 'होम'],
        [{ 'Accept-Language': 'en;q=0.4, hi;q=0.6' }, 'होम'],
        [{ 'Accept-Language': 'fr-FR, de' }, 'Home'],
        [{ Cookie: 'nyaya_lang=en', 'Accept-Language': 'hi' }, 'Home'],
        [{ Cookie: 'other=1; nyaya_lang=hi', 'Accept-Language': 'en' }, 'होम'],
        [{ Cookie: 'nyaya_lang=xx', 'Accept-Language': 'hi' }, 'होम'],
      ];
      for (const [headers, heading] of cases) {
        const { response, html } = await visit('/', headers);
        expect(html, JSON.stringify(headers)).toContain(`<h1>${heading}</h1>`);
        const language = heading === 'Home' ? 'en' : 'hi';
        expect(html).toContain(`<html lang="${language}">`);
        expect(response.headers.get('content-language')).toBe(language);
        expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie, Accept-Language');
      }
    });

    test('every page has its language: the 404 page and the app shell too', async () => {
      const notFound = await visit('/no-such-page', { Cookie: 'nyaya_lang=hi' });
      expect(notFound.response.status).toBe(404);
      expect(notFound.html).toContain('<h1>पृष्ठ नहीं मिला</h1>');
      const reset = await visit('/reset-password', { 'Accept-Language': 'hi' });
      expect(reset.html).toContain('<html lang="hi">');
      expect(reset.response.headers.get('content-language')).toBe('hi');
    });

    test("the page's script hashes are those of the document sent", async () => {
      const { inlineScriptHashes } = await import('../../scripts/lib/security-headers.mjs');
      const requests: Record<string, string>[] = [{}, { Cookie: 'nyaya_lang=hi' }];
      for (const headers of requests) {
        const { response, html } = await visit('/', headers);
        const [hash] = inlineScriptHashes(html);
        expect(response.headers.get('content-security-policy')).toContain(hash);
      }
    });
  });
});
