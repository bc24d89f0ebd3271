/**
 * Size budgets, one file per app (`<app>/budget.json`): what each entry of its production build
 * costs (gzip -9 of the files its manifest names), and its share of a signed-out first visit of
 * `/` and `/lawyers`. The pages have budgets too (docs/benchmarks.md): `/` (196 KB in all, none of it
 * before the first paint), `/` in Hindi (that and its Hindi catalogs; the font apart) and issue
 * "First paint" for `/lawyers` (236 KB, 203 KB before the first paint, since the language switch, the filter
 * and the legal pages' routes). A change that grows one
 * app fails here, names the app and prints where the bytes went. Visits are measured as `pnpm
 * bench:web` measures them (scripts/lib/first-visit.mjs): the production build, a fresh Chromium
 * context, gzip -9 of every JavaScript response.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureEmbed } from '../../scripts/lib/embed-weight.mjs';
import { kib, measureFirstVisit, visitTable } from '../../scripts/lib/first-visit.mjs';
import { appOrigin, apps, shellOrigin } from '../support/apps.ts';
import { expect, test } from '../support/fixtures.ts';
import { newPartnerId, registerPartner, servePartnerPage } from '../support/support-widgets.ts';

interface Limit {
  /** KB (1024 bytes) of gzip JavaScript in all. */
  js: number;
  /** KB of it requested before the first contentful paint. */
  jsBeforePaint: number;
}

type Page = '/' | '/lawyers';

interface AppBudget {
  /** KB per entry: a number for one file, `{ sync, async }` for an exposed module. */
  entries: Record<string, number | { sync: number; async: number }>;
  firstVisit: Record<Page, Limit>;
  partnerEmbed?: { beforeOpen: number; all: number };
}

const budgets = Object.fromEntries(
  apps.map((app) => [
    app.name,
    JSON.parse(readFileSync(join(app.dir, 'budget.json'), 'utf8')) as AppBudget,
  ]),
);

const pageBudgets: Record<Page, Limit> = {
  // `/` requests its first script after its first paint (docs/adr/0034).
  // +1 KB each for the legal pages' routes and footer links (docs/benchmarks.md "Legal pages"),
  // +1 KB for the consent gate's strings and its loader (docs/benchmarks.md "Consent").
  '/': { js: 197, jsBeforePaint: 0 },
  '/lawyers': { js: 237, jsBeforePaint: 204 },
};

const overBudget = (name: string, measured: Limit, limit: Limit): string[] =>
  (['js', 'jsBeforePaint'] as const)
    .filter((key) => measured[key] > limit[key] * 1024)
    .map(
      (key) =>
        `${name} ${key === 'js' ? 'in all' : 'before the first paint'}: ` +
        `${kib(measured[key])}, budget ${limit[key]} KB`,
    );

const gzipBytes = (dir: string, files: string[]) =>
  files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(dir, file)), { level: 9 }).length,
    0,
  );

interface Manifest {
  exposes: { path: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** Each entry's gzip bytes in an app's dist, named as in budget.json. */
function measureEntries(
  app: (typeof apps)[number],
): Record<string, number | { sync: number; async: number }> {
  const dist = join(app.dir, 'dist');
  if (app.isHost) {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script[^>]+src="\/([^"]+)"/g)].map((match) => match[1]!);
    return { main: gzipBytes(dist, scripts) };
  }
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  return {
    'remoteEntry.js': gzipBytes(dist, ['remoteEntry.js']),
    ...Object.fromEntries(
      manifest.exposes.map((expose) => [
        expose.path,
        {
          sync: gzipBytes(dist, expose.assets.js.sync),
          async: gzipBytes(dist, expose.assets.js.async),
        },
      ]),
    ),
  };
}

test('every app has a budget for each of its entries, and stays within it', () => {
  const over: string[] = [];
  const table: string[] = [];
  for (const app of apps) {
    const measured = measureEntries(app);
    const budget = budgets[app.name]!.entries;
    expect(Object.keys(measured).sort(), `${app.name}: entries with a budget`).toEqual(
      Object.keys(budget).sort(),
    );
    for (const [entry, bytes] of Object.entries(measured)) {
      const limit = budget[entry]!;
      const pairs: [string, number, number][] =
        typeof bytes === 'number'
          ? [['', bytes, limit as number]]
          : [
              [' (own chunks)', bytes.sync, (limit as { sync: number }).sync],
              [' (with what it loads later)', bytes.async, (limit as { async: number }).async],
            ];
      for (const [part, value, kb] of pairs) {
        table.push(`| ${app.name} | ${entry}${part} | ${kib(value)} | ${kb} KB |`);
        if (value > kb * 1024)
          over.push(`${app.name} ${entry}${part}: ${kib(value)}, budget ${kb} KB`);
      }
    }
  }
  console.log(['| app | entry | gzip | budget |', '|---|---|--:|--:|', ...table].join('\n'));
  expect(over, 'over budget').toEqual([]);
});

test('the app budgets of each page add up to at most the page budget', () => {
  for (const page of ['/', '/lawyers'] as const) {
    for (const key of ['js', 'jsBeforePaint'] as const) {
      const sum = Object.values(budgets).reduce(
        (total, budget) => total + budget.firstVisit[page][key],
        0,
      );
      expect(sum, `${page} ${key}`).toBeLessThanOrEqual(pageBudgets[page][key]);
    }
  }
});

/** Where the bytes of the apps over budget went: every JavaScript file each of them served. */
function whereTheBytesWent(visit: Awaited<ReturnType<typeof measureFirstVisit>>, names: string[]) {
  return visit.files
    .filter((file) => names.includes(file.app) && file.jsGzip > 0)
    .sort((a, b) => b.jsGzip - a.jsGzip)
    .map(
      (file) =>
        `  ${file.app} ${file.path} ${kib(file.jsGzip)}${file.beforePaint ? ' (before paint)' : ''}`,
    )
    .join('\n');
}

for (const page of ['/', '/lawyers'] as const) {
  test(`a signed-out first visit of ${page} stays within the size budget of every app and of the page`, async ({
    browser,
  }, testInfo) => {
    const origins = Object.fromEntries(apps.map((app) => [app.name, appOrigin(app.name)]));
    const visit = await measureFirstVisit(browser, `${shellOrigin}${page}`, origins);
    console.log(`First visit of ${page} (JavaScript, gzip -9):\n${visitTable(visit)}`);
    await testInfo.attach(`first-visit-${page === '/' ? 'landing' : 'lawyers'}.json`, {
      body: JSON.stringify(visit, null, 2),
      contentType: 'application/json',
    });
    expect(visit.pageErrors).toEqual([]);
    expect(visit.byApp.shell?.js, 'the shell’s code was measured').toBeGreaterThan(0);
    // The staff console's code is loaded only on /ops (docs/adr/0030-staff-console.md).
    expect(visit.byApp.mf_ops_console?.js ?? 0, 'mf_ops_console’s JavaScript (0 KB)').toBe(0);
    // The case room's, daily-js included, only on /cases/* (docs/adr/0031-case-room.md).
    expect(visit.byApp.mf_case_room?.js ?? 0, 'mf_case_room’s JavaScript (0 KB)').toBe(0);

    const overApps = Object.entries(visit.byApp).filter(
      ([name, measured]) =>
        // An origin without a budget (not one of the apps) may serve no JavaScript.
        overBudget(name, measured, budgets[name]?.firstVisit[page] ?? { js: 0, jsBeforePaint: 0 })
          .length > 0,
    );
    const over = [
      ...overBudget(page, visit.total, pageBudgets[page]),
      ...overApps.flatMap(([name, measured]) =>
        overBudget(name, measured, budgets[name]?.firstVisit[page] ?? { js: 0, jsBeforePaint: 0 }),
      ),
    ];
    if (over.length > 0) {
      console.log(
        `Where the bytes went:\n${whereTheBytesWent(
          visit,
          overApps.map(([name]) => name),
        )}`,
      );
    }
    expect(over, 'over budget').toEqual([]);
  });
}

/**
 * A first visit of `/` in Hindi (a browser that prefers Hindi: the server sends the Hindi
 * document, docs/adr/0033-hindi-and-language-negotiation.md): the same JavaScript as in English
 * plus the Hindi catalogs the page shows (the shell's, the platform's common one, and the floating
 * help's once it loads), each in a chunk of its own; the Devanagari font apart (its 400 and 600
 * weights, fetched when the page's text uses them). English `/` keeps its budget above and
 * loads no font file and no Hindi catalog.
 */
const hindiLandingBudgetKb = { catalogs: 14, fonts: 104 };

test('a first visit of / in Hindi: the English page, its Hindi catalogs, and the font apart', async ({
  browser,
}, testInfo) => {
  const origins = Object.fromEntries(apps.map((app) => [app.name, appOrigin(app.name)]));
  const english = await measureFirstVisit(browser, `${shellOrigin}/`, origins);
  const hindi = await measureFirstVisit(browser, `${shellOrigin}/`, origins, {
    contextOptions: { locale: 'hi-IN' },
  });
  console.log(`First visit of / in Hindi (JavaScript, gzip -9):\n${visitTable(hindi)}`);
  console.log(`Fonts: ${hindi.fonts.requests} files, ${kib(hindi.fonts.bytes)}`);
  await testInfo.attach('first-visit-landing-hindi.json', {
    body: JSON.stringify(hindi, null, 2),
    contentType: 'application/json',
  });
  expect(hindi.pageErrors).toEqual([]);
  expect(english.fonts, 'English / loads no font file').toEqual({ requests: 0, bytes: 0 });
  expect(hindi.fonts.requests, 'the Devanagari font').toBeGreaterThan(0);
  expect(
    hindi.files
      .filter((file) => file.fontBytes > 0)
      .map((file) => file.path)
      .sort(),
  ).toEqual([
    expect.stringMatching(/^\/fonts\/noto-sans-devanagari-400\.[0-9a-f]{16}\.woff2$/),
    expect.stringMatching(/^\/fonts\/noto-sans-devanagari-600\.[0-9a-f]{16}\.woff2$/),
  ]);

  const catalogs = hindi.total.js - english.total.js;
  expect(catalogs, 'the Hindi catalogs').toBeGreaterThan(0);
  expect(catalogs, `the Hindi catalogs: ${kib(catalogs)}`).toBeLessThanOrEqual(
    hindiLandingBudgetKb.catalogs * 1024,
  );
  expect(hindi.total.js, `/ in Hindi: ${kib(hindi.total.js)}`).toBeLessThanOrEqual(
    (pageBudgets['/'].js + hindiLandingBudgetKb.catalogs) * 1024,
  );
  expect(hindi.fonts.bytes, `fonts: ${kib(hindi.fonts.bytes)}`).toBeLessThanOrEqual(
    hindiLandingBudgetKb.fonts * 1024,
  );
});

/** Issue "mf-directory": `/lawyers` adds less than 60 KB gzip to what `/` loaded (docs/adr/0017). */
const directoryBudgetKb = 60;

test('/lawyers, with its first results shown, loads less than 60 KB of JavaScript on top of /', async ({
  browser,
}, testInfo) => {
  const origins = Object.fromEntries(apps.map((app) => [app.name, appOrigin(app.name)]));
  const landing = await measureFirstVisit(browser, `${shellOrigin}/`, origins);
  const directory = await measureFirstVisit(browser, `${shellOrigin}/lawyers`, origins);
  console.log(`First visit of /lawyers (JavaScript, gzip -9):\n${visitTable(directory)}`);
  await testInfo.attach('first-visit-lawyers.json', {
    body: JSON.stringify(directory, null, 2),
    contentType: 'application/json',
  });
  expect(directory.pageErrors).toEqual([]);
  // The directory's code and its first page of results were part of the visit.
  expect(directory.byApp.mf_directory?.js ?? 0).toBeGreaterThan(0);
  expect(directory.files.some((file) => file.path.endsWith('/rpc/search_lawyer_directory'))).toBe(
    true,
  );

  const added = directory.total.js - landing.total.js;
  expect(added, `/lawyers adds ${kib(added)}`).toBeLessThan(directoryBudgetKb * 1024);
});

/**
 * The partner embed (docs/adr/0022) costs a partner's page at most 15 KB gzip until the
 * visitor opens something, and everything it ever loads is at most 100 KB gzip
 * (scripts/lib/embed-weight.mjs, as `pnpm bench:embed` measures it).
 */
const embedBudgetKb = budgets.mf_support_widgets!.partnerEmbed!;

test('the partner embed stays within 15 KB gzip before the first open and 100 KB in all', async ({
  browser,
}, testInfo) => {
  const id = newPartnerId();
  const partnerPage = await servePartnerPage(id);
  const partner = await registerPartner(id, [partnerPage.origin]);
  try {
    const embed = await measureEmbed(
      browser,
      `${partnerPage.origin}/`,
      appOrigin('mf_support_widgets'),
    );
    await testInfo.attach('partner-embed.json', {
      body: JSON.stringify(embed, null, 2),
      contentType: 'application/json',
    });
    console.log(
      `Partner embed (JavaScript, gzip -9): ${kib(embed.before.js)} before the first open, ` +
        `${kib(embed.after.js)} after opening the complaint form`,
    );
    expect(embed.pageErrors).toEqual([]);
    // What is loaded before the first open is the launcher alone; the forms come with the open.
    expect(embed.before.files.map((file) => file.path)).toEqual(['/embed.js']);
    // The forms come in their frame of the embed's origin (docs/adr/0022).
    expect(embed.after.files.map((file) => file.path)).toContainEqual(
      expect.stringMatching(/^\/embed\/frame\.[0-9a-f]{16}\.js$/),
    );
    expect(embed.before.js, `before the first open: ${kib(embed.before.js)}`).toBeLessThanOrEqual(
      embedBudgetKb.beforeOpen * 1024,
    );
    expect(embed.after.js, `in all: ${kib(embed.after.js)}`).toBeLessThanOrEqual(
      embedBudgetKb.all * 1024,
    );
  } finally {
    await partnerPage.close();
    await partner.remove();
  }
});
