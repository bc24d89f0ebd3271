// What the partner embed costs a partner's page, measured in Chromium through Playwright: a
// fresh context, the page with its embed.js tag, every response from the embed's origin (the
// JavaScript as gzip -9 of its body, as in first-visit.mjs), split at the visitor's first open
// of a form (the forms' frame and its script included), and the time until the Help button is
// on the page and working. Used by `pnpm bench:embed` and e2e/tests/size-budget.spec.ts.
/* global document, performance */
import { gzipSync } from 'node:zlib';

/** A launcher that is interactive: the custom element's shadow root holds the Help button. */
const launcherReady = () =>
  Boolean(document.querySelector('nyaya-support-widget')?.shadowRoot?.querySelector('button'));

/**
 * Loads `pageUrl`, waits for the launcher, then opens the complaint form through the menu.
 * Returns `{ interactiveMs, before: { js, files }, after: { js, files }, pageErrors }`, `files`
 * being `{ path, jsGzip }` of every JavaScript response from `embedOrigin`.
 */
export async function measureEmbed(browser, pageUrl, embedOrigin) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const files = [];
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== embedOrigin || !url.pathname.endsWith('.js')) return;
      files.push(
        response
          .body()
          .then((body) => ({ path: url.pathname, jsGzip: gzipSync(body, { level: 9 }).length })),
      );
    });
    await page.goto(pageUrl);
    await page.waitForFunction(launcherReady, undefined, { polling: 'raf', timeout: 30_000 });
    const interactiveMs = await page.evaluate(() => performance.now());
    await page.waitForLoadState('networkidle');
    const before = await Promise.all(files);

    const widget = page.locator('nyaya-support-widget');
    await widget.getByRole('button', { name: 'Help' }).click();
    await widget.getByRole('menuitem', { name: 'File Complaint' }).click();
    // The forms open in a frame of the embed's origin (docs/adr/0022); its requests are the
    // page's too.
    await widget.locator('iframe').contentFrame().getByRole('dialog').waitFor();
    await page.waitForLoadState('networkidle');
    const after = await Promise.all(files);
    const sum = (list) => list.reduce((total, file) => total + file.jsGzip, 0);
    return {
      interactiveMs,
      before: { js: sum(before), files: before },
      after: { js: sum(after), files: after },
      pageErrors,
    };
  } finally {
    await context.close();
  }
}
