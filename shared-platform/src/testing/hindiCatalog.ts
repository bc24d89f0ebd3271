// The check every package runs on its Hindi catalogs (docs/product/languages.md).

/**
 * Words Hindi text keeps in Latin script: the product's name, abbreviations people read in
 * Latin letters, brand names, and "English" (the language switch names each language in its
 * own script). E-mail addresses and URLs given as examples are allowed too.
 */
export const LATIN_IN_HINDI: readonly string[] = [
  'NyayaConnect',
  'FIR',
  'PDF',
  'JPEG',
  'PNG',
  'IST',
  'MB',
  'KB',
  'Google',
  'WhatsApp',
  'English',
];

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const VARIABLE = /\{\{\s*-?\s*([^,}\s]+)[^}]*\}\}/g;
const NESTING = /\$t\(\s*([^,)\s]+)[^)]*\)/g;
const TAG = /<\/?([A-Za-z0-9]+)\s*\/?>/g;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const URL_LIKE = /\b(?:https?:\/\/|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:in|com|org|net|io)\b\S*/g;
const LATIN_WORD = /[A-Za-z][A-Za-z0-9]*/g;

function flatten(value: unknown, path: string, into: Map<string, unknown>): Map<string, unknown> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, path ? `${path}.${key}` : key, into);
    }
  } else {
    into.set(path, value);
  }
  return into;
}

/** Keys grouped by base key (`count_one`, `count_other` → `count`). */
function byBaseKey(leaves: Map<string, unknown>): Map<string, Map<string, unknown>> {
  const groups = new Map<string, Map<string, unknown>>();
  for (const [key, value] of leaves) {
    const base = key.replace(PLURAL_SUFFIX, '');
    const group = groups.get(base) ?? new Map<string, unknown>();
    group.set(key, value);
    groups.set(base, group);
  }
  return groups;
}

function namesIn(pattern: RegExp, texts: Iterable<unknown>): string {
  const names = new Set<string>();
  for (const text of texts) {
    if (typeof text !== 'string') continue;
    for (const match of text.matchAll(pattern)) names.add(match[1] ?? '');
  }
  return [...names].sort().join(', ') || '(none)';
}

/** The Latin-script words of a Hindi value that LATIN_IN_HINDI does not allow. */
function foreignWords(text: string): string[] {
  const stripped = text
    .replace(VARIABLE, ' ')
    .replace(NESTING, ' ')
    .replace(TAG, ' ')
    .replace(EMAIL, ' ')
    .replace(URL_LIKE, ' ');
  return (stripped.match(LATIN_WORD) ?? []).filter((word) => !LATIN_IN_HINDI.includes(word));
}

/**
 * Throws a readable list unless `hi` has exactly the keys of `en` (plural keys compared by base
 * key; Hindi needs `_one` and `_other` where English has plural forms), no empty values, the
 * same {{variables}}, $t(...) nesting and <tags> in each pair, and no Latin letters in Hindi
 * values except the words of LATIN_IN_HINDI.
 */
export function expectHindiCatalog(en: object, hi: object): void {
  const english = byBaseKey(flatten(en, '', new Map()));
  const hindi = byBaseKey(flatten(hi, '', new Map()));
  const problems: string[] = [];

  for (const base of english.keys()) {
    if (!hindi.has(base)) problems.push(`missing: ${base}`);
  }
  for (const base of hindi.keys()) {
    if (!english.has(base)) problems.push(`extra: ${base}`);
  }

  for (const [base, hindiForms] of hindi) {
    const englishForms = english.get(base);
    if (!englishForms) continue;
    const plural = [...englishForms.keys()].some((key) => PLURAL_SUFFIX.test(key));
    if (plural) {
      for (const form of ['one', 'other']) {
        if (!hindiForms.has(`${base}_${form}`))
          problems.push(`missing plural form: ${base}_${form}`);
      }
    }
    for (const [key, value] of hindiForms) {
      if (typeof value !== 'string') {
        problems.push(`not a string: ${key}`);
      } else if (value.trim() === '') {
        problems.push(`empty: ${key}`);
      } else {
        const latin = foreignWords(value);
        if (latin.length > 0) problems.push(`Latin words in ${key}: ${latin.join(', ')}`);
      }
    }
    for (const [what, pattern] of [
      ['{{variables}}', VARIABLE],
      ['$t() nesting', NESTING],
      ['<tags>', TAG],
    ] as const) {
      const expected = namesIn(pattern, englishForms.values());
      const actual = namesIn(pattern, hindiForms.values());
      if (expected !== actual) {
        problems.push(`different ${what} in ${base}: English ${expected}, Hindi ${actual}`);
      }
    }
  }

  if (problems.length > 0) {
    throw new Error(
      `The Hindi catalog does not match the English one:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
}
