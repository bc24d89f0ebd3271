import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  cookieValue,
  documentInLanguage,
  LANGUAGE_VARY,
  manifestLanguages,
  negotiateLanguage,
} from './languages.cjs';

const BOTH = ['en', 'hi'];

describe('negotiateLanguage', () => {
  it("answers in the cookie's language first, whatever the browser prefers", () => {
    expect(negotiateLanguage({ cookie: 'nyaya_lang=hi', 'accept-language': 'en-GB' }, BOTH)).toBe(
      'hi',
    );
    expect(
      negotiateLanguage({ cookie: 'a=1; nyaya_lang=en; b=2', 'accept-language': 'hi' }, BOTH),
    ).toBe('en');
  });

  it('ignores a cookie naming no language of the build, and other cookies', () => {
    expect(negotiateLanguage({ cookie: 'nyaya_lang=fr', 'accept-language': 'hi' }, BOTH)).toBe(
      'hi',
    );
    expect(negotiateLanguage({ cookie: 'x_nyaya_lang=hi' }, BOTH)).toBe('en');
    // A build with English documents only answers in English whatever is asked.
    expect(negotiateLanguage({ cookie: 'nyaya_lang=hi', 'accept-language': 'hi' }, ['en'])).toBe(
      'en',
    );
  });

  it("takes Accept-Language's most preferred supported language, honouring q-values", () => {
    expect(negotiateLanguage({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }, BOTH)).toBe('hi');
    expect(negotiateLanguage({ 'accept-language': 'en;q=0.5, hi;q=0.8' }, BOTH)).toBe('hi');
    expect(negotiateLanguage({ 'accept-language': 'hi;q=0.5, en-IN' }, BOTH)).toBe('en');
    // Unsupported languages are passed over, not taken as English.
    expect(negotiateLanguage({ 'accept-language': 'mr-IN, hi;q=0.7, en;q=0.3' }, BOTH)).toBe('hi');
    // q=0 means "not acceptable".
    expect(negotiateLanguage({ 'accept-language': 'hi;q=0, en;q=0.1' }, BOTH)).toBe('en');
  });

  it('falls back to English: no header, only unsupported languages, a wildcard, garbage', () => {
    expect(negotiateLanguage({}, BOTH)).toBe('en');
    expect(negotiateLanguage({ 'accept-language': 'fr-FR, de;q=0.9' }, BOTH)).toBe('en');
    expect(negotiateLanguage({ 'accept-language': '*' }, BOTH)).toBe('en');
    expect(negotiateLanguage({ 'accept-language': ';;;,q=,hi;q=abc' }, BOTH)).toBe('en');
  });
});

describe('acceptedLanguages and cookieValue', () => {
  it('orders by quality, then by position', () => {
    expect(acceptedLanguages('en-US;q=0.8, hi-IN, mr;q=0.8, *;q=0.1')).toEqual(['hi', 'en', 'mr']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('reads one cookie, decoded', () => {
    expect(cookieValue('a=1; nyaya_lang=hi', 'nyaya_lang')).toBe('hi');
    expect(cookieValue('nyaya_lang="en"', 'nyaya_lang')).toBe('en');
    expect(cookieValue('a=%E0%A4', 'a')).toBe('%E0%A4');
    expect(cookieValue(undefined, 'nyaya_lang')).toBeNull();
  });
});

describe('documents per language (routes.json)', () => {
  const manifest = { languages: ['en', 'hi'] };

  it('keeps the plain name in English and puts Hindi under hi/', () => {
    expect(documentInLanguage(manifest, 'index.html', 'en')).toBe('index.html');
    expect(documentInLanguage(manifest, 'frame-lawyers.html', 'hi')).toBe('hi/frame-lawyers.html');
  });

  it('reads a routes.json from before languages as English only', () => {
    expect(manifestLanguages({})).toEqual(['en']);
    expect(manifestLanguages(null)).toEqual(['en']);
    expect(manifestLanguages(manifest)).toEqual(['en', 'hi']);
  });

  it('says what a page varies by', () => {
    expect(LANGUAGE_VARY).toBe('Accept-Encoding, Cookie, Accept-Language');
  });
});
