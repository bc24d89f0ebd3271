/**
 * The site in Hindi (docs/product/languages.md): how a test turns it on, finds controls by their
 * Hindi names, and checks that a page shows no English and holds at a phone's width.
 *
 * Controls are found by the Hindi text the catalogs give the English text the other specs use
 * (`hi('Book Consultation')`), so a catalog that the page does not show fails here.
 */
import { expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { shellOrigin } from './apps.ts';
import { serviceClient } from './case-room.ts';
import { CATALOG_PAIRS, ENGLISH_WORDS, LATIN_WORDS_IN_HINDI } from './hindiCatalogs.ts';

/** The cookie that tells the shell's server (and the page) the visitor's language. */
export const LANGUAGE_COOKIE = 'nyaya_lang';
/** The explicit choice on this device, which wins over a signed-in user's profile. */
export const LANGUAGE_STORAGE_KEY = 'nyaya.language';

type Catalog = { readonly [key: string]: string | Catalog };

function flatten(catalog: Catalog, prefix = '', into = new Map<string, string>()) {
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}

let englishToHindi: Map<string, Set<string>> | null = null;

function dictionary(): Map<string, Set<string>> {
  if (englishToHindi) return englishToHindi;
  englishToHindi = new Map();
  for (const [en, hiCatalog] of CATALOG_PAIRS) {
    const hindi = flatten(hiCatalog as Catalog);
    for (const [path, text] of flatten(en as Catalog)) {
      const translated = hindi.get(path);
      if (translated === undefined) continue;
      const known = englishToHindi.get(text) ?? new Set<string>();
      englishToHindi.set(text, known.add(translated));
    }
  }
  return englishToHindi;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The Hindi the catalogs give an English text, with `{{name}}` values filled in. Where the
 * catalogs translate the same English in more than one way (a 'Login' tab and a 'Login'
 * button), a pattern that matches any of them exactly.
 */
export function hi(english: string, values: Record<string, string | number> = {}): string | RegExp {
  const translations = dictionary().get(english);
  if (!translations) throw new Error(`No catalog translates "${english}" into Hindi`);
  const filled = [...translations].map((text) =>
    text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? '')),
  );
  return filled.length === 1 ? filled[0]! : new RegExp(`^(${filled.map(escapeRegExp).join('|')})$`);
}

/** `hi()` where only one translation will do (text to type or compare). */
export function hiText(english: string, values: Record<string, string | number> = {}): string {
  const translation = hi(english, values);
  if (typeof translation !== 'string') {
    throw new Error(`"${english}" has more than one Hindi translation: ${translation}`);
  }
  return translation;
}

/**
 * Every page `target` loads is in Hindi as an explicit choice of this device: the cookie for the
 * server's first paint, and the stored choice, which a signed-in user's profile does not override.
 */
export async function useHindi(target: Page | BrowserContext): Promise<void> {
  const context = 'context' in target ? target.context() : target;
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'hi', url: shellOrigin }]);
  await target.addInitScript((key) => {
    try {
      window.localStorage.setItem(key, 'hi');
    } catch {
      // opaque origins (about:blank) have no storage
    }
  }, LANGUAGE_STORAGE_KEY);
}

/** The seed's accounts by e-mail: their profile ids. */
async function profileIds(emails: readonly string[]): Promise<Map<string, string>> {
  const service = await serviceClient();
  const { data, error } = await service.from('profiles').select('id, email').in('email', emails);
  if (error) throw error;
  return new Map(data.map(({ id, email }) => [email, id]));
}

/** Signing in with a stored choice writes it to the profile: the seed's accounts go back to English. */
export async function resetProfileLanguages(emails: readonly string[]): Promise<void> {
  const ids = [...(await profileIds(emails)).values()];
  const service = await serviceClient();
  const { error } = await service
    .from('notification_preferences')
    .update({ language: 'en' })
    .in('user_id', ids);
  if (error) throw error;
}

/** A user's language as the database has it (the one their e-mails are written in). */
export async function profileLanguage(email: string): Promise<string> {
  const id = (await profileIds([email])).get(email);
  if (!id) throw new Error(`No account ${email}`);
  const service = await serviceClient();
  const { data, error } = await service
    .from('notification_preferences')
    .select('language')
    .eq('user_id', id)
    .single();
  if (error) throw error;
  return data.language;
}

export interface EnglishFound {
  word: string;
  where: string;
}

/**
 * The English a Hindi page shows: in the visible text (and the text kept for screen readers),
 * the document title and the labels people meet (aria-label, placeholder, title, alt). A Latin
 * word is English when it is a word of the site's English catalogs or starts in lower case;
 * names and other data inside a sentence ("Kavya Nair ने लिया") are neither. Left out as well:
 * what is marked as not to be translated (`translate="no"`: what users typed, names, numbers of
 * record), text marked as another language (`lang="en"`: the language switch's "English"),
 * e-mail and web addresses, and the few words Hindi keeps in Latin script (LATIN_WORDS_IN_HINDI).
 */
export async function englishOnPage(page: Page): Promise<EnglishFound[]> {
  return page.evaluate(
    ({ allowed, english }) => {
      const allowedWords = new Set(allowed.map((word) => word.toLowerCase()));
      const englishWords = new Set(english);
      const found: { word: string; where: string }[] = [];
      const excluded = (element: Element | null) =>
        !element ||
        element.closest(
          '[translate="no"], [lang]:not([lang|="hi"]), script, style, noscript, template',
        ) !== null;
      const describe = (element: Element) => element.outerHTML.replace(/\s+/g, ' ').slice(0, 160);
      const check = (text: string, where: string) => {
        for (const token of text.split(/\s+/)) {
          // Addresses are data: an e-mail, a web address, a domain.
          if (/@|^https?:|^www\.|\w\.(com|in|org|test)\b/i.test(token)) continue;
          for (const [word] of token.matchAll(/[A-Za-z]+(?:['’-][A-Za-z]+)*/g)) {
            const lower = word.toLowerCase();
            if (allowedWords.has(lower)) continue;
            if (/^[a-z]/.test(word) || englishWords.has(lower)) found.push({ word, where });
          }
        }
      };
      check(document.title, '<title>');
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (excluded(parent) || !node.textContent?.trim()) continue;
        if (!parent!.checkVisibility({ visibilityProperty: true })) continue;
        check(node.textContent, describe(parent!));
      }
      for (const element of document.body.querySelectorAll(
        '[aria-label], [placeholder], [title], [alt], [aria-valuetext], [aria-roledescription]',
      )) {
        if (excluded(element) || !element.checkVisibility({ visibilityProperty: true })) continue;
        for (const name of [
          'aria-label',
          'placeholder',
          'title',
          'alt',
          'aria-valuetext',
          'aria-roledescription',
        ]) {
          const value = element.getAttribute(name);
          if (value) check(value, `${name} of ${describe(element)}`);
        }
      }
      return found;
    },
    { allowed: LATIN_WORDS_IN_HINDI, english: ENGLISH_WORDS },
  );
}

/** Fails, listing them, when the page shows English words. */
export async function expectNoEnglish(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const found = await englishOnPage(page);
  expect(
    found.map(({ word, where }) => `"${word}" in ${where}`),
    'English shown while Hindi is on',
  ).toEqual([]);
}

/**
 * What does not fit the viewport: a page that scrolls sideways, and controls and headings whose
 * text is cut off (wider than their box while their box clips) or that reach past the screen's
 * edge outside a container that scrolls sideways on purpose.
 */
export async function overflowOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      problems.push(`the page is ${document.documentElement.scrollWidth} px wide in ${width} px`);
    }
    const scrollsSideways = (element: Element) => {
      for (let at = element.parentElement; at; at = at.parentElement) {
        const { overflowX } = getComputedStyle(at);
        if ((overflowX === 'auto' || overflowX === 'scroll') && at.scrollWidth > at.clientWidth) {
          return true;
        }
      }
      return false;
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 60)}"`;
    for (const element of document.body.querySelectorAll(
      'button, a, label, h1, h2, h3, h4, [role="tab"], [role="menuitem"], [role="menuitemradio"], [role="option"], th, legend, [role="status"]',
    )) {
      if (!(element instanceof HTMLElement) || !element.checkVisibility()) continue;
      const box = element.getBoundingClientRect();
      // Visually hidden text (1 px boxes) is for screen readers.
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(element);
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      if (clips && element.scrollWidth > element.clientWidth + 1) {
        problems.push(
          `${describe(element)} is cut off (${element.scrollWidth} > ${element.clientWidth} px)`,
        );
      }
      if ((box.right > width + 1 || box.left < -1) && !scrollsSideways(element)) {
        problems.push(
          `${describe(element)} reaches past the screen (${Math.round(box.left)}–${Math.round(box.right)} of ${width} px)`,
        );
      }
    }
    return problems;
  });
}

/** Fails, listing them, when something does not fit; the screenshot is attached either way. */
export async function expectItFits(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const { width } = page.viewportSize()!;
  await testInfo.attach(`${name} at ${width} px.png`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  expect(await overflowOnPage(page), `what does not fit at ${width} px`).toEqual([]);
}
