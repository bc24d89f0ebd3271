/**
 * The security headers of scripts/serve.mjs (docs/adr/0025): every response `nosniff` and
 * `Referrer-Policy`; every page of the site a Content-Security-Policy computed from the
 * /config.json it serves, `frame-ancestors 'none'` and `X-Frame-Options: DENY`; a partner
 * frame page (HTML under /embed/ on mf_support_widgets) framable by partners' pages. And the
 * site working under that policy: not one violation on its pages, dialogs, the AI Lawyer's
 * voice start and the partner embed.
 */
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startServers } from '../../scripts/serve.mjs';
import { chromiumOptions } from '../../scripts/lib/services.mjs';
import { AI_DIALOG, keepTranscripts } from '../support/ai-lawyer.ts';
import { appOrigin, remoteApps, shellOrigin } from '../support/apps.ts';
import { startSignedIn } from '../support/auth.ts';
import { recordCspViolations } from '../support/csp.ts';
import { expect, shellDistDir, test } from '../support/fixtures.ts';
import { dialog, toast } from '../support/journeys.ts';
import { opsConsole, STATUS_NOT_FOUND, statusPage } from '../support/ops-console.ts';
import { repoRoot, tempDir } from '../support/paths.ts';
import { fetchRuntimeConfig } from '../support/runtime-config.ts';
import { header } from '../support/site.ts';
import { newPartnerId, registerPartner, servePartnerPage } from '../support/support-widgets.ts';

// A fake microphone, granted: the AI Lawyer's voice start reaches the voice service's API.
test.use({
  launchOptions: {
    ...chromiumOptions,
    args: [
      ...chromiumOptions.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
  permissions: ['microphone'],
});

/** A policy's directives: name → sources. */
function directives(policy: string | null): Map<string, string[]> {
  expect(policy, 'a Content-Security-Policy header').toBeTruthy();
  return new Map(
    policy!
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const originOf = (url: string) => new URL(url).origin;

/**
 * The hashes of a page's inline scripts, computed here: a hydrated prerendered page has one, the
 * loader of its entry script (docs/adr/0034); no other page has any.
 */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter(([, body]) => body !== '')
    .map(([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);

test('every page of the site has its policy, refuses framing and sniffing; every file refuses sniffing', async () => {
  const config = await fetchRuntimeConfig(shellOrigin);
  const remoteOrigins = Object.values(config.remotes).map(originOf);
  const supabase = originOf(config.supabase.url);
  for (const path of [
    '/',
    '/lawyers',
    '/client-dashboard',
    '/cases/00000000-0000-4000-8000-000000000000',
    '/ops',
    '/support/status',
    '/unsubscribe',
    '/no-such-page',
    '/index.html',
  ]) {
    const response = await fetch(`${shellOrigin}${path}`);
    const html = await response.text();
    expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
    expect(response.headers.get('x-frame-options'), path).toBe('DENY');
    expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
    expect(policy.get('default-src'), path).toEqual(["'self'"]);
    expect(policy.get('object-src'), path).toEqual(["'none'"]);
    // Scripts from our origins only, and the page's own inline scripts by their hashes: no other
    // inline script, no eval.
    const hashes = inlineScriptHashes(html);
    expect(hashes.length, `${path}: inline scripts`).toBe(
      ['/', '/no-such-page', '/index.html'].includes(path) ? 1 : 0,
    );
    expect(policy.get('script-src'), path).toEqual(["'self'", ...remoteOrigins, ...hashes]);
    const connect = policy.get('connect-src') ?? [];
    for (const origin of [...remoteOrigins, supabase, supabase.replace(/^http/, 'ws')])
      expect(connect, `${path} connect-src`).toContain(origin);
    expect(policy.get('img-src'), path).toContain(supabase);
    // Voice is not configured on this site: the voice service is not allowed.
    expect(connect.join(' '), path).not.toMatch(/vapi|daily/);
    // Frames: only the case room's video consultation (Daily Prebuilt and daily-js's fallback
    // domains for it), on every page, as /cases/* is reached without a reload (docs/adr/0031).
    expect(policy.get('frame-src'), path).toEqual([
      'https://*.daily.co',
      'https://*.dailywebrtc.com',
      'https://*.dailywebrtc.net',
    ]);
  }

  const files = [
    `${shellOrigin}/config.json`,
    `${appOrigin('mf_support_widgets')}/config.json`,
    `${appOrigin('mf_support_widgets')}/embed.js`,
    ...remoteApps.flatMap((app) => [
      `${appOrigin(app.name)}/mf-manifest.json`,
      `${appOrigin(app.name)}/remoteEntry.js`,
    ]),
  ];
  for (const url of files) {
    const response = await fetch(url);
    expect(response.status, url).toBe(200);
    expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
    expect(response.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
  }
  // A remote's prerendered fragment is inert when opened by itself, and never framed.
  const fragment = await fetch(`${appOrigin('mf_directory')}/prerender/DirectoryPage.html`);
  expect(fragment.status).toBe(200);
  expect(directives(fragment.headers.get('content-security-policy')).get('default-src')).toEqual([
    "'none'",
  ]);
  expect(fragment.headers.get('x-frame-options')).toBe('DENY');
});

test('the policy follows the /config.json the server serves: remotes, Supabase, Sentry and voice', async ({
  runtimeConfig,
}) => {
  const config = runtimeConfig.copy();
  config.remotes.mf_directory = 'https://cdn.nyaya.example/directory/mf-manifest.json';
  config.supabase.url = 'https://project.supabase.example';
  config.sentry = { ...config.sentry, dsn: 'https://key@o1.ingest.sentry.example/7' };
  config.voice = { publicKey: 'public-key', assistantId: 'assistant-id' };
  runtimeConfig.set(config);

  const policy = directives(
    (await fetch(runtimeConfig.url('/lawyers'))).headers.get('content-security-policy'),
  );
  expect(policy.get('script-src')).toContain('https://cdn.nyaya.example');
  // Daily's call engine, loaded by the voice SDK with a script tag (never eval).
  expect(policy.get('script-src')).toContain('https://c.daily.co');
  expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  expect(policy.get('connect-src')).toEqual(
    expect.arrayContaining([
      'https://cdn.nyaya.example',
      'https://project.supabase.example',
      'wss://project.supabase.example',
      'https://o1.ingest.sentry.example',
      'https://api.vapi.ai',
      'https://*.daily.co',
      'wss://*.daily.co',
    ]),
  );
  expect(policy.get('img-src')).toContain('https://project.supabase.example');
  // The case room's live messages: Realtime on the project's own origin, over wss.
  expect(policy.get('connect-src')).not.toContain('ws://project.supabase.example');
  // The local stack and the default remote are no longer named.
  const base = runtimeConfig.base;
  expect(policy.get('connect-src')).not.toContain(originOf(base.supabase.url));
  expect(policy.get('script-src')).not.toContain(originOf(base.remotes.mf_directory));
});

/** A support widgets build with a partner frame page (with an inline script) under /embed/. */
function supportWidgetsWithFramePage() {
  mkdirSync(tempDir, { recursive: true });
  const dist = mkdtempSync(join(tempDir, 'frame-page-'));
  copyFileSync(
    join(repoRoot, 'mf-support-widgets', 'dist', 'mf-manifest.json'),
    join(dist, 'mf-manifest.json'),
  );
  mkdirSync(join(dist, 'embed'));
  writeFileSync(
    join(dist, 'embed', 'frame-test.html'),
    '<!doctype html><html><head><title>Frame</title></head><body><p id="frame-page">Partner frame</p>' +
      '<script>document.body.dataset.ran = "yes";</script></body></html>',
  );
  return dist;
}

test('no other site can frame the site’s pages; partners’ pages can frame the partner frame page', async ({
  page,
  serveRemote,
}) => {
  const dist = supportWidgetsWithFramePage();
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const widgets = await serveRemote('mf_support_widgets', { dist });
    const framePage = `${widgets.origin}/embed/frame-test.html`;
    const headers = (await fetch(framePage)).headers;
    expect(headers.get('x-frame-options')).toBeNull();
    expect(directives(headers.get('content-security-policy')).get('frame-ancestors')).toEqual([
      'https:',
      'http://localhost:*',
      'http://127.0.0.1:*',
    ]);

    // A page of another origin framing both, served from this machine (Chromium lets no
    // public page frame a local server): 127.0.0.1 stands for a partner's page.
    const framingPage = createServer((_request, response) =>
      response
        .writeHead(200, { 'Content-Type': 'text/html' })
        .end(
          `<iframe name="site" src="${shellOrigin}/"></iframe>` +
            `<iframe name="frame-page" src="${framePage}"></iframe>`,
        ),
    );
    await new Promise<void>((listening) => framingPage.listen(0, '127.0.0.1', listening));
    const { port } = framingPage.address() as AddressInfo;
    cleanups.push(() => new Promise((closed) => framingPage.close(() => closed())));
    const partnerPage = `http://127.0.0.1:${port}/`;
    /** The document in the iframe `name`: the page asked for, or the browser's error page. */
    const frameUrl = async (name: string) =>
      (await (await page.locator(`iframe[name="${name}"]`).elementHandle())?.contentFrame())?.url();

    await page.goto(partnerPage);
    const framePageFrame = page.frameLocator('iframe[name="frame-page"]');
    await expect(framePageFrame.locator('#frame-page')).toHaveText('Partner frame');
    // Its inline script ran: the policy names the script's hash.
    await expect(framePageFrame.locator('body')).toHaveAttribute('data-ran', 'yes');
    await expect
      .poll(() => frameUrl('site'), { message: 'the site refused to load in the frame' })
      .toMatch(/^chrome-error:/);
    await expect(page.frameLocator('iframe[name="site"]').locator('#hero-title')).toHaveCount(0);

    // A plain-http page of another host is no partner page: the frame page refuses it too.
    await page.goto(`http://partner.localhost:${port}/`);
    await expect
      .poll(() => frameUrl('frame-page'), { message: 'the frame page refused an http page' })
      .toMatch(/^chrome-error:/);
    await expect(framePageFrame.locator('#frame-page')).toHaveCount(0);
  } finally {
    for (const cleanup of cleanups) await cleanup();
    rmSync(dist, { recursive: true, force: true });
  }
});

test('a page’s own inline script runs by its hash; the page served composed or precompressed', async ({
  page,
}) => {
  // A shell build whose landing page and /lawyers frame carry an inline script.
  mkdirSync(tempDir, { recursive: true });
  const dist = mkdtempSync(join(tempDir, 'inline-script-'));
  cpSync(shellDistDir(), dist, { recursive: true });
  const inline = (name: string) =>
    `<script>document.documentElement.dataset.inline = ${JSON.stringify(name)};</script>`;
  for (const file of ['index.html', 'frame-lawyers.html']) {
    const html = readFileSync(join(dist, file), 'utf8');
    const withScript = html.replace('</head>', `${inline(file)}</head>`);
    writeFileSync(join(dist, file), withScript);
    writeFileSync(join(dist, `${file}.br`), brotliCompressSync(withScript));
    writeFileSync(join(dist, `${file}.gz`), gzipSync(withScript));
  }
  const site = await startServers({
    only: ['shell'],
    dists: { shell: dist },
    ports: { shell: 0 },
  });
  try {
    const violations = await recordCspViolations(page);
    for (const [path, file] of [
      ['/', 'index.html'],
      ['/lawyers', 'frame-lawyers.html'],
    ] as const) {
      const response = await page.goto(`${site.origins.shell}${path}`);
      expect(response?.headers()['content-security-policy']).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
      await expect(page.locator('html')).toHaveAttribute('data-inline', file);
    }
    expect(violations).toEqual([]);
  } finally {
    await site.close();
    rmSync(dist, { recursive: true, force: true });
  }
});

test.describe('the site under its policy', () => {
  test('no violation on /, /lawyers, a dialog, the AI Lawyer’s voice start, the client dashboard and the partner embed', async ({
    page,
    runtimeConfig,
  }) => {
    test.slow();
    const violations = await recordCspViolations(page);
    const underPolicy = async (url: string) => {
      const response = await page.goto(url);
      expect(response?.headers()['content-security-policy'], url).toBeTruthy();
    };

    await underPolicy(`${shellOrigin}/`);
    await expect(page.locator('#hero-title')).toBeVisible();
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('menuitem', { name: 'File Complaint' }).click();
    await expect(dialog(page, 'File a Complaint')).toBeVisible();
    await page.keyboard.press('Escape');

    await underPolicy(`${shellOrigin}/lawyers`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find Expert Lawyers' }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The AI Lawyer with voice configured: the SDK loads and calls the voice API (answered
    // here: no real call can run offline).
    const config = runtimeConfig.copy();
    config.voice = { publicKey: 'e2e-public-key', assistantId: 'e2e-assistant-id' };
    runtimeConfig.set(config);
    const webCalls: string[] = [];
    await page.route('https://api.vapi.ai/**', (route) => {
      webCalls.push(route.request().url());
      return route.abort('connectionrefused');
    });
    await startSignedIn(page, 'client.demo@nyaya.test');
    await underPolicy(runtimeConfig.url('/'));
    await header(page).getByRole('button', { name: 'AI Lawyer' }).click();
    const ai = dialog(page, AI_DIALOG);
    await keepTranscripts(ai);
    await ai.getByRole('button', { name: 'Start Voice Consultation' }).click();
    await expect(toast(page, 'Failed to Start')).toBeVisible();
    expect(webCalls.length, 'the voice API was called').toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    // The signed-in client's dashboard, read from the stack.
    await underPolicy(runtimeConfig.url('/client-dashboard'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The partner embed on a registered partner's page.
    const partnerId = newPartnerId();
    const partnerPage = await servePartnerPage(partnerId);
    const partner = await registerPartner(partnerId, [partnerPage.origin]);
    try {
      await page.goto(`${partnerPage.origin}/`);
      const widget = page.locator('nyaya-support-widget');
      await widget.getByRole('button', { name: 'Help' }).click();
      await widget.getByRole('menuitem', { name: 'File Complaint' }).click();
      // The form opens in the page's widget or in our frame page (/embed/frame.html).
      const complaintOpen = () => {
        const frame = page.frames().find((candidate) => /\/embed\//.test(candidate.url()));
        return (frame ?? page).getByRole('dialog', { name: 'File a Complaint' }).isVisible();
      };
      await expect.poll(complaintOpen).toBe(true);
      await page.waitForLoadState('networkidle');
    } finally {
      await partnerPage.close();
      await partner.remove();
    }

    expect(violations).toEqual([]);

    // The recorder itself: a request the policy forbids is reported.
    await underPolicy(`${shellOrigin}/`);
    await page.evaluate(() => fetch('https://not-allowed.nyaya.example/').catch(() => undefined));
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(violations.join('\n')).toContain('not-allowed.nyaya.example');
  });
  test('no violation on the request status page (a lookup) and the staff console signed in as staff', async ({
    page,
  }) => {
    const violations = await recordCspViolations(page);
    const response = await page.goto(`${shellOrigin}/support/status`);
    expect(response?.headers()['content-security-policy']).toBeTruthy();
    const status = statusPage(page);
    await status.reference.fill('CB-0000-0000');
    await status.contact.fill('nobody@nyaya.test');
    await status.check.click();
    await expect(status.root.getByText(STATUS_NOT_FOUND)).toBeVisible();

    await startSignedIn(page, 'ops.demo@nyaya.test');
    const ops = await page.goto(`${shellOrigin}/ops`);
    expect(ops?.headers()['content-security-policy']).toBeTruthy();
    await expect(opsConsole(page).tab('Callbacks')).toBeVisible();
    await opsConsole(page).tab('Callbacks').click();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});
