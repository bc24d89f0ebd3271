// What a first visit of a page downloads, measured in Chromium through Playwright: a fresh
// context (empty cache, no storage), every response, JavaScript counted as gzip -9 of its body
// (what a compressed transfer costs, however the server sent it), per app whose origin served
// it, and split at the first contentful paint; web fonts apart, by their bytes (WOFF2 is
// compressed already). Used by `pnpm bench:web` and the size budget spec.
/* global performance */
import { gzipSync } from 'node:zlib';

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const isJavaScript = (request, contentType = '') =>
  request.resourceType() === 'script' ||
  /javascript|ecmascript/.test(contentType) ||
  /\.m?js$/.test(new URL(request.url()).pathname);

async function describe(request, labelOf) {
  const response = await request.response();
  const js = response !== null && isJavaScript(request, response.headers()['content-type']);
  const font = response !== null && request.resourceType() === 'font';
  const body = js || font ? await response.body().catch(() => null) : null;
  return {
    app: labelOf(new URL(request.url()).origin),
    path: new URL(request.url()).pathname,
    status: response?.status() ?? 'failed',
    startedAt: request.timing().startTime,
    jsGzip: body && js ? gzipSync(body, { level: 9 }).length : 0,
    fontBytes: body && font ? body.length : 0,
  };
}

/**
 * Visits `url` and waits until the network has been idle for `settleMs`. `origins` maps app
 * names to their origins (other origins are reported as themselves). `contextOptions` are the
 * browser context's (`locale: 'hi-IN'` visits as a browser that prefers Hindi: its
 * Accept-Language and navigator.languages). Returns
 * `{ byApp: { [app]: { requests, js, jsBeforePaint } }, total, fonts: { requests, bytes },
 * contacted, files, pageErrors }` where `total` adds up the apps and `contacted` lists the remotes
 * the page requested anything from.
 */
export async function measureFirstVisit(
  browser,
  url,
  origins,
  { settleMs = 1000, contextOptions = {} } = {},
) {
  const labelOf = (origin) =>
    Object.entries(origins).find(([, candidate]) => candidate === origin)?.[0] ?? origin;
  const context = await browser.newContext({ serviceWorkers: 'block', ...contextOptions });
  try {
    const page = await context.newPage();
    const pending = [];
    const pageErrors = [];
    page.on('requestfinished', (request) => pending.push(describe(request, labelOf)));
    page.on('requestfailed', (request) => pending.push(describe(request, labelOf)));
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(settleMs);
    await page.waitForLoadState('networkidle');
    const firstPaint = await page.evaluate(() => {
      const [paint] = performance.getEntriesByName('first-contentful-paint');
      return paint ? performance.timeOrigin + paint.startTime : Infinity;
    });
    const files = (await Promise.all(pending)).map((file) => ({
      ...file,
      beforePaint: file.startedAt <= firstPaint,
    }));
    /** @type {Record<string, { requests: number, js: number, jsBeforePaint: number }>} */
    const byApp = {};
    const total = { requests: 0, js: 0, jsBeforePaint: 0 };
    for (const file of files) {
      const app = (byApp[file.app] ??= { requests: 0, js: 0, jsBeforePaint: 0 });
      for (const sum of [app, total]) {
        sum.requests += 1;
        sum.js += file.jsGzip;
        if (file.beforePaint) sum.jsBeforePaint += file.jsGzip;
      }
    }
    const fontFiles = files.filter((file) => file.fontBytes > 0);
    const fonts = {
      requests: fontFiles.length,
      bytes: fontFiles.reduce((sum, file) => sum + file.fontBytes, 0),
    };
    const contacted = Object.keys(byApp).filter((app) => app in origins && app !== 'shell');
    return { byApp, total, fonts, contacted, files, pageErrors };
  } finally {
    await context.close();
  }
}

/** The numbers of a visit as a Markdown table, one row per app and a total. */
export function visitTable({ byApp, total }) {
  const row = (name, { requests, js, jsBeforePaint }) =>
    `| ${name} | ${requests} | ${kib(js)} | ${kib(jsBeforePaint)} |`;
  return [
    '| app / origin | requests | JS gzip | JS gzip before first paint |',
    '|---|--:|--:|--:|',
    ...Object.entries(byApp).map(([name, sums]) => row(name, sums)),
    row('**total**', total),
  ].join('\n');
}
