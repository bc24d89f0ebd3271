/**
 * DESIGN section 9: a signed-out first visit of `/` downloads at most 195 KB of JavaScript
 * (gzip) in all and 180 KB before the first paint. Each app has its share of that budget, so a
 * change that grows one app's part of `/` (code moved into a remote included) fails here and
 * names the app. Measured as `pnpm bench:web` measures it (scripts/lib/first-visit.mjs): the
 * production build, a fresh Chromium context, gzip -9 of every JavaScript response.
 */
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

const pageBudget: Limit = { js: 195, jsBeforePaint: 180 };

/** Each app's share of `/`; the shares add up to at most the page's budget. */
const appBudgets: Record<string, Limit> = {
  // The shell's own code and the shared packages it provides (React, the router, the design
  // system, the platform): all of it is needed for the first paint.
  shell: { js: 178, jsBeforePaint: 178 },
  // The floating help, which arrives after the first paint (2 KB of slack for a request that
  // starts just before the paint is recorded).
  mf_support_widgets: { js: 17, jsBeforePaint: 2 },
  // `/` shows nothing of these.
  mf_directory: { js: 0, jsBeforePaint: 0 },
  mf_client_dashboard: { js: 0, jsBeforePaint: 0 },
  mf_lawyer_portal: { js: 0, jsBeforePaint: 0 },
  mf_ai_lawyer: { js: 0, jsBeforePaint: 0 },
};

const overBudget = (name: string, measured: Limit, limit: Limit): string[] =>
  (['js', 'jsBeforePaint'] as const)
    .filter((key) => measured[key] > limit[key] * 1024)
    .map(
      (key) =>
        `${name} ${key === 'js' ? 'in all' : 'before the first paint'}: ` +
        `${kib(measured[key])}, budget ${limit[key]} KB`,
    );

test('the app budgets add up to at most the page budget of /', () => {
  for (const key of ['js', 'jsBeforePaint'] as const) {
    const sum = Object.values(appBudgets).reduce((total, limit) => total + limit[key], 0);
    expect(sum, key).toBeLessThanOrEqual(pageBudget[key]);
  }
  expect(Object.keys(appBudgets).sort()).toEqual(apps.map((app) => app.name).sort());
});

test('a signed-out first visit of / stays within the size budget of every app and of the page', async ({
  browser,
}, testInfo) => {
  const origins = Object.fromEntries(apps.map((app) => [app.name, appOrigin(app.name)]));
  const visit = await measureFirstVisit(browser, `${shellOrigin}/`, origins);
  console.log(`First visit of / (JavaScript, gzip -9):\n${visitTable(visit)}`);
  await testInfo.attach('first-visit.json', {
    body: JSON.stringify(visit, null, 2),
    contentType: 'application/json',
  });
  expect(visit.pageErrors).toEqual([]);
  expect(visit.byApp.shell?.js, 'the shell’s code was measured').toBeGreaterThan(0);

  const over = [
    ...overBudget('/', visit.total, pageBudget),
    // An origin without a budget (not one of the apps) may serve no JavaScript to `/`.
    ...Object.entries(visit.byApp).flatMap(([name, measured]) =>
      overBudget(name, measured, appBudgets[name] ?? { js: 0, jsBeforePaint: 0 }),
    ),
  ];
  expect(over, 'over budget').toEqual([]);
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
 * DESIGN section 8: the partner embed costs a partner's page at most 15 KB gzip until the
 * visitor opens something, and everything it ever loads is at most 100 KB gzip
 * (scripts/lib/embed-weight.mjs, as `pnpm bench:embed` measures it).
 */
const embedBudgetKb = { beforeOpen: 15, all: 100 };

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
    expect(embed.after.files.length).toBeGreaterThan(1);
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
