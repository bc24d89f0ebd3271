import { changeLanguage, i18n, setRuntimeConfig } from '@nyaya/shared-platform';
import { APP_SHELL_PAGE as BUILD_APP_SHELL_PAGE } from '@nyaya/build-kit';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTE_PAGES } from '../registry/registry';
import { setAuth, testRuntimeConfig, validConfigJson } from '../test/fixtures';
import { documentInLanguage, pageDocument } from './document';
import { prerender } from './index';
import { PAGE_FRAMES } from './frames';
import { APP_SHELL_PAGE, PRERENDERED_PATH_ATTRIBUTE } from './pages';
import { DEVANAGARI_FONT_ATTRIBUTE } from '../startup/devanagariFont';

/** A font as build/devanagari-font.mjs makes it. */
const font = {
  css: "@font-face{font-family:'Noto Sans Devanagari';font-weight:400;font-display:optional;src:url(/fonts/noto-sans-devanagari-400.0123456789abcdef.woff2) format('woff2');unicode-range:U+0900-097F}",
};
const DEVANAGARI = /[\u0900-\u097F]/;

// The shell's page template as the browser build emits it (app.html), with its script.
// The chunk preload is marked as build/startup-preloads.mjs marks it (STARTUP_CHUNK_ATTRIBUTE).
const STARTUP_CHUNK_ATTRIBUTE = 'data-startup-chunk';
const appShell = readFileSync(join(process.cwd(), 'index.html'), 'utf8').replace(
  '</head>',
  '<script defer fetchpriority="high" src="/main.0123456789abcdef.js"></script>' +
    '<link as="script" href="/4233.0123456789abcdef.js" rel="preload" data-startup-chunk>' +
    '<link as="fetch" crossorigin href="/config.json" rel="preload"></head>',
);

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** The string values of a runtime config, but words too common to tell anything ('test'). */
function configValues(value: unknown): string[] {
  if (typeof value === 'string') return value.length >= 8 ? [value] : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(configValues);
  return [];
}

describe('prerender', () => {
  let files: Record<string, string>;
  beforeAll(async () => {
    // Were the page to read the config or the session, they would show: neither may.
    setRuntimeConfig(testRuntimeConfig());
    setAuth({ role: 'client', fullName: 'Asha Rao' });
    files = await prerender(appShell, { font });
  });
  afterAll(() => changeLanguage('en'));

  it('leaves the page in English when it is done', () => {
    expect(i18n.language).toBe('en');
  });

  it('renders the landing page with its hero heading into the root', () => {
    const page = parse(files['index.html']!);
    const root = page.getElementById('root')!;
    expect(root.getAttribute(PRERENDERED_PATH_ATTRIBUTE)).toBe('/');
    expect(root.querySelector('h1#hero-title')?.textContent).toBe(
      'Consult verified lawyers across India, confidentially',
    );
    expect(root.querySelector('header')).not.toBeNull();
    expect(root.querySelector('footer')?.textContent).toContain('Quick Links');
  });

  it('inlines the CSS of what it renders, the page reset included', () => {
    const page = parse(files['index.html']!);
    const css = [...page.head.querySelectorAll('style[data-styled]')]
      .map((style) => style.textContent)
      .join('\n');
    expect(css).toContain('box-sizing:border-box');
    const heroClasses = [...page.getElementById('hero-title')!.classList];
    expect(heroClasses.length).toBeGreaterThan(0);
    expect(heroClasses.some((name) => css.includes(`.${name}{`))).toBe(true);
  });

  it("keeps the app shell's scripts and names the page in its title", () => {
    const page = parse(files['index.html']!);
    expect(page.title).toBe('NyayaConnect – Legal consultation with verified lawyers');
    // Requested after the first paint (entryAfterPaint.ts).
    expect(page.querySelector('script[data-src="/main.0123456789abcdef.js"]')).not.toBeNull();
  });

  it('renders the 404 page the same way', () => {
    const page = parse(files['404.html']!);
    expect(page.title).toBe('Page not found – NyayaConnect');
    expect(page.getElementById('root')?.getAttribute(PRERENDERED_PATH_ATTRIBUTE)).toBe('/404');
    expect(page.querySelector('main h1')?.textContent).toBe('Oops! Page not found');
    expect(page.querySelector('style[data-styled]')).not.toBeNull();
  });

  it('holds no runtime config value and no session: the account area is loading', () => {
    const values = configValues(validConfigJson());
    expect(values.length).toBeGreaterThan(5);
    for (const [name, content] of Object.entries(files)) {
      for (const value of values) expect(content, `${name} holds ${value}`).not.toContain(value);
    }
    const header = parse(files['index.html']!).querySelector('header')!;
    expect(header.querySelector('[role="status"]')?.textContent).toBe('Loading...');
    expect(header.textContent).not.toContain('Asha Rao');
    expect(header.textContent).not.toContain('Login');
  });

  it("renders each remote page's frame: header, the page skeleton, footer, not hydrated", () => {
    expect(PAGE_FRAMES.map(({ route }) => route)).toEqual(REMOTE_PAGES.map(({ path }) => path));
    for (const { file } of PAGE_FRAMES) {
      const page = parse(files[file]!);
      const root = page.getElementById('root')!;
      expect(root.hasAttribute(PRERENDERED_PATH_ATTRIBUTE), file).toBe(false);
      expect(root.querySelector('header'), file).not.toBeNull();
      expect(root.querySelector('footer')?.textContent, file).toContain('Quick Links');
      const skeleton = root.querySelector('main [data-page-skeleton]')!;
      expect(skeleton.getAttribute('role'), file).toBe('status');
      expect(skeleton.getAttribute('aria-busy'), file).toBe('true');
      expect(skeleton.textContent, file).toBe('Loading...');
      expect(page.querySelector('style[data-styled]'), file).not.toBeNull();
    }
    const lawyers = parse(files['frame-lawyers.html']!);
    expect(lawyers.title).toBe('Find Expert Lawyers – NyayaConnect');
    expect(
      lawyers.querySelectorAll('main [data-page-skeleton] [data-skeleton]').length,
    ).toBeGreaterThan(6);
    // Find Lawyers is marked as the current page, as the browser's render marks it.
    expect(lawyers.querySelector('header a[aria-current="page"]')?.textContent).toBe(
      'Find Lawyers',
    );
  });

  it("preloads the startup chunks in the frames only: a hydrated page's content comes first", () => {
    const preloads = (file: string) =>
      parse(files[file]!).querySelectorAll(`link[${STARTUP_CHUNK_ATTRIBUTE}]`).length;
    expect(preloads('frame-lawyers.html')).toBe(1);
    expect(preloads('index.html')).toBe(0);
    expect(preloads('404.html')).toBe(0);
    // The runtime config is read first on every page.
    expect(parse(files['index.html']!).querySelector('link[href="/config.json"]')).not.toBeNull();
    // The entry script is fetched first where nothing paints before it; a hydrated page
    // requests it after its first paint (entryAfterPaint.ts).
    const entry = (file: string, attribute: string) =>
      parse(files[file]!).querySelector(`script[${attribute}="/main.0123456789abcdef.js"]`);
    expect(entry('frame-lawyers.html', 'src')!.getAttribute('fetchpriority')).toBe('high');
    expect(entry('index.html', 'src')).toBeNull();
    expect(entry('index.html', 'data-src')!.hasAttribute('fetchpriority')).toBe(false);
    expect(entry('404.html', 'data-src')).not.toBeNull();
  });

  it('writes every document in Hindi too, under hi/, and nothing else there', () => {
    const english = Object.keys(files).filter((name) => name.endsWith('.html'));
    const hindi = english.filter((name) => name.startsWith('hi/'));
    expect(hindi.sort()).toEqual(
      [...english.filter((name) => !name.startsWith('hi/')), APP_SHELL_PAGE]
        .map((name) => `hi/${name}`)
        .sort(),
    );
  });

  it('renders the Hindi documents in Hindi: lang, title, the page', () => {
    const landing = parse(files['hi/index.html']!);
    expect(landing.documentElement.lang).toBe('hi');
    expect(landing.title).toMatch(DEVANAGARI);
    expect(landing.title).not.toBe('NyayaConnect – Legal consultation with verified lawyers');
    const root = landing.getElementById('root')!;
    expect(root.getAttribute(PRERENDERED_PATH_ATTRIBUTE)).toBe('/');
    expect(root.querySelector('h1#hero-title')?.textContent).toMatch(DEVANAGARI);
    expect(root.querySelector('header [role="status"]')?.textContent).toMatch(DEVANAGARI);
    const notFound = parse(files['hi/404.html']!);
    expect(notFound.documentElement.lang).toBe('hi');
    expect(notFound.querySelector('main h1')?.textContent).toMatch(DEVANAGARI);
    const lawyers = parse(files['hi/frame-lawyers.html']!);
    expect(lawyers.documentElement.lang).toBe('hi');
    expect(lawyers.getElementById('root')!.hasAttribute(PRERENDERED_PATH_ATTRIBUTE)).toBe(false);
    expect(lawyers.querySelector('main [data-page-skeleton]')?.textContent).toMatch(DEVANAGARI);
    expect(parse(files['hi/app.html']!).documentElement.lang).toBe('hi');
    expect(parse(files['hi/app.html']!).getElementById('root')?.innerHTML).toBe('');
  });

  it('keeps the English documents in English: lang, and the same markup as the Hindi ones', () => {
    for (const name of ['index.html', '404.html', 'frame-lawyers.html']) {
      const english = parse(files[name]!);
      const hindi = parse(files[`hi/${name}`]!);
      expect(english.documentElement.lang, name).toBe('en');
      // Only the language switch's own name of Hindi is in Devanagari (lang="hi").
      const text = [...english.body.querySelectorAll('h1, p, a, [role="status"]')]
        .filter((element) => !element.closest('[lang]:not(html)'))
        .map((element) => element.textContent)
        .join(' ');
      expect(text, name).not.toMatch(DEVANAGARI);
      // The same elements: only the words differ.
      expect(hindi.getElementById('root')!.querySelectorAll('*').length, name).toBe(
        english.getElementById('root')!.querySelectorAll('*').length,
      );
    }
  });

  it('declares the Devanagari font in the Hindi documents only, and preloads it nowhere', () => {
    for (const name of Object.keys(files).filter((file) => file.endsWith('.html'))) {
      const page = parse(files[name]!);
      const preloads = [...page.querySelectorAll('link[rel="preload"][as="font"]')];
      const faces = page.querySelector(`style[${DEVANAGARI_FONT_ATTRIBUTE}]`);
      // A preloaded `font-display: optional` face would hold the first paint (docs/adr/0033).
      expect(preloads, name).toEqual([]);
      if (name.startsWith('hi/')) {
        expect(faces?.textContent, name).toBe(font.css);
      } else {
        expect(faces, name).toBeNull();
      }
    }
  });

  it('writes routes.json: the landing and legal pages, each remote page its frame, else 404', () => {
    expect(JSON.parse(files['routes.json']!)).toEqual({
      languages: ['en', 'hi'],
      routes: [
        { path: '/', document: 'index.html' },
        { path: '/privacy', document: 'privacy.html' },
        { path: '/terms', document: 'terms.html' },
        { path: '/disclaimer', document: 'disclaimer.html' },
        { path: '/lawyer-policy', document: 'lawyer-policy.html' },
        { path: '/lawyers', document: 'frame-lawyers.html' },
        { path: '/lawyers/:id', document: 'frame-lawyers-id.html' },
        { path: '/lawyer-dashboard', document: 'frame-lawyer-dashboard.html' },
        { path: '/client-dashboard', document: 'frame-client-dashboard.html' },
        { path: '/ai-consultations', document: 'frame-ai-consultations.html' },
        { path: '/ops', document: 'frame-ops.html' },
        { path: '/cases/:id', document: 'frame-cases-id.html' },
        { path: '/support/status', document: 'frame-support-status.html' },
        { path: '/reset-password', document: 'app.html' },
        { path: '/unsubscribe', document: 'app.html' },
      ],
      notFound: '404.html',
    });
    expect(APP_SHELL_PAGE).toBe(BUILD_APP_SHELL_PAGE);
  });
});

describe('pageDocument', () => {
  const page = { html: '<p>$& page</p>', styleTags: '<style>p{}</style>' };

  it('fills the title, the head and the root, taking the markup literally', () => {
    const document = pageDocument(appShell, { path: '/', title: 'A & B', page });
    expect(document).toContain('<title>A &amp; B</title>');
    expect(document).toContain('<style>p{}</style></head>');
    expect(document).toContain(
      `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="/"><p>$& page</p></div>`,
    );
  });

  it('holds the first paint of a page and of a frame until the whole document is parsed', () => {
    for (const hydrate of [true, false]) {
      const document = pageDocument(appShell, { path: '/', title: 'x', page, hydrate });
      const [head, body] = document.split('</head>') as [string, string];
      expect(head).toContain('<link rel="expect" href="#page-parsed" blocking="render">');
      // The marker follows the whole root: its start tag is read once the page is.
      expect(body).toMatch(/<\/div><template id="page-parsed"><\/template>/);
      expect(body.indexOf('id="page-parsed"')).toBeGreaterThan(body.lastIndexOf(page.html));
    }
  });

  it('leaves a frame unnamed, so the browser renders it afresh', () => {
    const document = pageDocument(appShell, { path: '/lawyers', title: 'x', page, hydrate: false });
    expect(document).toContain('<div id="root"><p>$& page</p></div>');
  });

  it('names the language and adds the head of a document in another language than English', () => {
    const document = pageDocument(appShell, {
      path: '/',
      title: 'x',
      page,
      language: 'hi',
      head: '<link rel="preload" as="font" href="/f.woff2" crossorigin>',
    });
    expect(document).toMatch(/^<!doctype html>\s*<html lang="hi">/);
    expect(document).toContain('<link rel="preload" as="font" href="/f.woff2" crossorigin>');
    // English is the template as it is.
    expect(pageDocument(appShell, { path: '/', title: 'x', page, language: 'en' })).toBe(
      pageDocument(appShell, { path: '/', title: 'x', page }),
    );
    expect(documentInLanguage(appShell, { language: 'en' })).toBe(appShell);
  });

  it("puts the app shell's own words in the language, escaped, and leaves what it was not given", () => {
    const hindi = documentInLanguage(appShell, {
      language: 'hi',
      texts: { description: 'वकील "खोजें" & परामर्श', noscript: 'जावास्क्रिप्ट <चाहिए>' },
    });
    const page = parse(hindi);
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'वकील "खोजें" & परामर्श',
    );
    expect(hindi).toContain('<noscript>जावास्क्रिप्ट &lt;चाहिए&gt;</noscript>');
    const untouched = documentInLanguage(appShell, { language: 'hi', texts: {} });
    expect(untouched).toContain('<noscript>NyayaConnect needs JavaScript to run.</noscript>');
    // English is never rewritten.
    expect(
      documentInLanguage(appShell, { language: 'en', texts: { description: 'x', noscript: 'y' } }),
    ).toBe(appShell);
  });

  it('fails on a template it cannot fill', () => {
    expect(() =>
      pageDocument(
        '<html><head><title>x</title><script defer src="/m.js"></script></head></html>',
        {
          path: '/',
          title: 'x',
          page,
        },
      ),
    ).toThrow(/root/);
  });
});
