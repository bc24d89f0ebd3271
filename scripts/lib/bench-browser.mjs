// First-visit network measurements of pages in Debian's Chromium, driven by playwright-core from
// the e2e package (no browser download: the system Chromium is used).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../../shared-platform/build/index.cjs';
import { onCleanup } from './bench-processes.mjs';
import { installRenderProbe, readRenderedRemotes } from './bench-render-probe.mjs';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * playwright-core as the e2e package has it: directly if hoisted, else through
 * @playwright/test -> playwright -> playwright-core (pnpm nests it), else @playwright/test itself
 * (which re-exports `chromium`).
 */
export function loadPlaywright() {
  const e2eRequire = createRequire(join(repoRoot, 'e2e', 'package.json'));
  const attempts = [
    () => e2eRequire.resolve('playwright-core'),
    () => {
      const testEntry = e2eRequire.resolve('@playwright/test');
      const playwrightEntry = createRequire(testEntry).resolve('playwright');
      return createRequire(playwrightEntry).resolve('playwright-core');
    },
    () => createRequire(e2eRequire.resolve('@playwright/test')).resolve('playwright-core'),
    () => e2eRequire.resolve('@playwright/test'),
  ];
  for (const attempt of attempts) {
    let entry;
    try {
      entry = attempt();
    } catch {
      continue;
    }
    const playwright = createRequire(import.meta.url)(entry);
    if (!playwright.chromium) continue;
    let version = 'unknown';
    for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
      const file = join(dir, 'package.json');
      if (existsSync(file)) {
        const pkg = JSON.parse(readFileSync(file, 'utf8'));
        if (pkg.name) {
          version = `${pkg.name}@${pkg.version}`;
          break;
        }
      }
    }
    return { chromium: playwright.chromium, version };
  }
  throw new Error('playwright-core not found from e2e/package.json; run pnpm install.');
}

export async function launchChromium({ executablePath = '/usr/bin/chromium' } = {}) {
  const { chromium, version } = loadPlaywright();
  if (!existsSync(executablePath)) {
    throw new Error(`No Chromium at ${executablePath} (set CHROMIUM_PATH or --chromium).`);
  }
  const browser = await chromium.launch({ executablePath, headless: true, args: chromiumArgs });
  const close = () => browser.close().catch(() => {});
  const unregister = onCleanup(close);
  return {
    browser,
    playwrightVersion: version,
    chromiumVersion: browser.version(),
    close: async () => {
      unregister();
      await close();
    },
  };
}

function isJavaScript(resourceType, contentType, url) {
  if (resourceType === 'script') return true;
  if (/javascript|ecmascript/i.test(contentType ?? '')) return true;
  return /\.m?js(?:$|\?)/.test(new URL(url).pathname);
}

/**
 * Visits `url` in a fresh browser context (empty HTTP cache, no storage: a first visit), waits
 * for network idle, then `settleMs`, then until no request has been in flight for `quietMs`.
 * Returns every request with its response: url, resource type, status, transfer size (headers +
 * body bytes on the wire), body size, and for JavaScript the gzip -9 size of the body.
 */
export async function measurePage(
  browser,
  url,
  { settleMs = 1500, quietMs = 500, maxWaitMs = 30_000, remoteNames = [] } = {},
) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await installRenderProbe(context);
  const closeContext = () => context.close().catch(() => {});
  const unregister = onCleanup(closeContext);
  const records = [];
  const recordOf = new WeakMap();
  const pending = [];
  const pageErrors = [];
  const consoleErrors = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  try {
    const page = await context.newPage();
    page.on('request', (request) => {
      inFlight += 1;
      lastActivity = Date.now();
      const record = {
        url: request.url(),
        method: request.method(),
        resourceType: request.resourceType(),
        status: null,
        failure: null,
        contentType: null,
        transferBytes: 0,
        bodyBytes: 0,
        gzipBytes: null,
        isJs: false,
        startedAt: Date.now(),
      };
      records.push(record);
      recordOf.set(request, record);
      const settle = () => {
        inFlight -= 1;
        lastActivity = Date.now();
      };
      pending.push(
        (async () => {
          const response = await request.response().catch(() => null);
          if (!response) {
            // requestfailed fires separately; wait for it to know why.
            return;
          }
          record.status = response.status();
          // When the browser started the request (wall clock), to compare with first paint.
          const { startTime } = request.timing();
          if (startTime > 0) record.startedAt = startTime;
          record.contentType =
            (await response.allHeaders().catch(() => ({})))['content-type'] ?? null;
          record.isJs = isJavaScript(record.resourceType, record.contentType, record.url);
          const body = await response.body().catch(() => null);
          if (body) {
            record.bodyBytes = body.length;
            if (record.isJs) record.gzipBytes = gzipSync(body, { level: 9 }).length;
          }
          const sizes = await request.sizes().catch(() => null);
          record.transferBytes = sizes
            ? sizes.responseHeadersSize + sizes.responseBodySize
            : record.bodyBytes;
        })().finally(() => {
          if (record.status !== null) settle();
        }),
      );
    });
    page.on('requestfailed', (request) => {
      const record = recordOf.get(request);
      if (record && record.status === null && !record.failure) {
        record.failure = request.failure()?.errorText ?? 'failed';
        inFlight -= 1;
        lastActivity = Date.now();
      }
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });

    const started = Date.now();
    let navigationError = null;
    try {
      await page.goto(url, { waitUntil: 'networkidle', timeout: maxWaitMs });
    } catch (error) {
      navigationError = error instanceof Error ? error.message.split('\n')[0] : String(error);
    }
    await page.waitForTimeout(settleMs);
    while (
      Date.now() - started < maxWaitMs &&
      (inFlight > 0 || Date.now() - lastActivity < quietMs)
    ) {
      await page.waitForTimeout(100);
    }
    // A request that never finishes (long poll) must not hang the benchmark.
    await Promise.race([Promise.all(pending), page.waitForTimeout(5000)]);
    // Wall-clock time of the first contentful paint: code requested after it was not needed to
    // show the page first (deferred widgets, the remote of a route that shows a loading state).
    const firstPaintAt = await page
      .evaluate(() => {
        /* global performance */
        const [paint] = performance.getEntriesByName('first-contentful-paint');
        return paint ? performance.timeOrigin + paint.startTime : null;
      })
      .catch(() => null);
    const remotes = await readRenderedRemotes(page, remoteNames);
    const rendered = await page
      .evaluate(() => {
        /* global document */
        const text = (selector) => document.querySelector(selector)?.textContent?.trim() || null;
        return {
          title: document.title,
          h1: text('main h1') ?? text('h1'),
          status: text('main [role="status"]'),
          alert: text('main [role="alert"]'),
        };
      })
      .catch(() => null);
    return {
      url,
      records,
      pageErrors,
      consoleErrors,
      navigationError,
      inFlightAtEnd: inFlight,
      rendered,
      remotes,
      firstPaintAt,
    };
  } finally {
    unregister();
    await closeContext();
  }
}
