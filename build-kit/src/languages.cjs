'use strict';

/**
 * The language a server answers a page in (docs/adr/0033-hindi-and-language-negotiation.md):
 * the `nyaya_lang` cookie the page writes when its language is set (LANGUAGE_COOKIE of
 * @nyaya/shared-platform), else the first language of the request's Accept-Language that the
 * build has documents in (by q-value, then by order), else English. The build's
 * `dist/routes.json` names its languages; each document of a language other than the first is
 * `<language>/<document>` (shell/src/prerender/routesManifest.ts).
 */

/** The cookie that mirrors the page's language for the server (@nyaya/shared-platform). */
const LANGUAGE_COOKIE = 'nyaya_lang';
/** The language of a build without languages in routes.json, and of its documents' plain names. */
const DEFAULT_LANGUAGE = 'en';

/** What a page's answer varies by: its encoding, and the two sources of its language. */
const LANGUAGE_VARY = 'Accept-Encoding, Cookie, Accept-Language';

/** `name` of a Cookie header, or null. */
function cookieValue(header, name) {
  for (const part of String(header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/**
 * The primary subtags of an Accept-Language header, most preferred first: by q-value (1 when
 * absent), then in the header's order; ranges with q=0 (not acceptable) and `*` are left out.
 * `hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7` -> ['hi', 'hi', 'en', 'en'].
 */
function acceptedLanguages(header) {
  return String(header ?? '')
    .split(',')
    .map((part, index) => {
      const [range = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const q = parameters.find((parameter) => /^q\s*=/i.test(parameter));
      const quality = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/i, ''));
      return {
        language: range.split('-')[0].toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter(({ language, quality }) => /^[a-z]{1,8}$/.test(language) && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ language }) => language);
}

/** The languages a routes.json has documents in; a build from before languages: English only. */
function manifestLanguages(manifest) {
  const languages = manifest?.languages;
  return Array.isArray(languages) && languages.length > 0 ? languages : [DEFAULT_LANGUAGE];
}

/**
 * The language to answer in, of `languages` (the first is the fallback): the cookie's when it
 * names one of them, else Accept-Language's first supported, else the first.
 * `headers` are Node's request headers (lower-case names).
 */
function negotiateLanguage(headers, languages = [DEFAULT_LANGUAGE]) {
  const fromCookie = cookieValue(headers?.cookie, LANGUAGE_COOKIE);
  if (fromCookie !== null && languages.includes(fromCookie)) return fromCookie;
  const accepted = acceptedLanguages(headers?.['accept-language']);
  return accepted.find((language) => languages.includes(language)) ?? languages[0];
}

/** The file of `document` in `language`: the plain name in the first language, else under `<language>/`. */
function documentInLanguage(manifest, document, language) {
  const [first] = manifestLanguages(manifest);
  return language === first ? document : `${language}/${document}`;
}

module.exports = {
  LANGUAGE_COOKIE,
  DEFAULT_LANGUAGE,
  LANGUAGE_VARY,
  cookieValue,
  acceptedLanguages,
  manifestLanguages,
  negotiateLanguage,
  documentInLanguage,
};
