import { describe, expect, it } from 'vitest';
import { commonEn } from '../i18n/en/common';
import { commonHi } from '../i18n/hi/common';
import { expectHindiCatalog, LATIN_IN_HINDI } from './hindiCatalog';

const en = {
  title: 'Find lawyers',
  found_one: '{{count}} lawyer found',
  found_other: '{{count}} lawyers found',
  card: { fee: '₹{{amount}} per hour', more: '$t(title) near you' },
  help: 'Read <1>the guide</1>.',
};

const hi = {
  title: 'वकील खोजें',
  found_one: '{{count}} वकील मिला',
  found_other: '{{count}} वकील मिले',
  card: { fee: '₹{{amount}} प्रति घंटा', more: 'आपके पास $t(title)' },
  help: '<1>मार्गदर्शिका</1> पढ़ें।',
};

function withChange(change: (copy: Record<string, unknown>) => void): object {
  const copy = structuredClone(hi) as Record<string, unknown>;
  change(copy);
  return copy;
}

describe('expectHindiCatalog', () => {
  it('accepts a complete catalog, and the platform’s own', () => {
    expect(() => expectHindiCatalog(en, hi)).not.toThrow();
    expect(() => expectHindiCatalog(commonEn, commonHi)).not.toThrow();
  });

  it('names a missing key', () => {
    expect(() =>
      expectHindiCatalog(
        en,
        withChange((c) => delete (c.card as Record<string, unknown>).fee),
      ),
    ).toThrow('missing: card.fee');
  });

  it('names an extra key', () => {
    expect(() =>
      expectHindiCatalog(
        en,
        withChange((c) => (c.subtitle = 'उपशीर्षक')),
      ),
    ).toThrow('extra: subtitle');
  });

  it('needs both plural forms where English has them', () => {
    expect(() =>
      expectHindiCatalog(
        en,
        withChange((c) => delete c.found_one),
      ),
    ).toThrow('missing plural form: found_one');
  });

  it('names an empty value', () => {
    expect(() =>
      expectHindiCatalog(
        en,
        withChange((c) => (c.title = '  ')),
      ),
    ).toThrow('empty: title');
  });

  it('names a different {{variable}}, $t() nesting or tag', () => {
    expect(() =>
      expectHindiCatalog(
        en,
        withChange((c) => ((c.card as Record<string, string>).fee = '₹{{amont}} प्रति घंटा')),
      ),
    ).toThrow('different {{variables}} in card.fee: English amount, Hindi amont');
    expect(() =>
      expectHindiCatalog(
        en,
        withChange((c) => ((c.card as Record<string, string>).more = 'आपके पास वकील')),
      ),
    ).toThrow('different $t() nesting in card.more');
    expect(() =>
      expectHindiCatalog(
        en,
        withChange((c) => (c.help = 'मार्गदर्शिका पढ़ें।')),
      ),
    ).toThrow('different <tags> in help');
  });

  it('names Latin words outside LATIN_IN_HINDI', () => {
    expect(() =>
      expectHindiCatalog(
        en,
        withChange((c) => (c.title = 'Lawyer खोजें')),
      ),
    ).toThrow('Latin words in title: Lawyer');
    // Lists every problem, not just the first.
    expect(() =>
      expectHindiCatalog(
        en,
        withChange((c) => {
          c.title = 'search';
          delete c.help;
        }),
      ),
    ).toThrow(/missing: help[\s\S]*Latin words in title: search/);
  });

  it('allows the words of LATIN_IN_HINDI, variables, e-mail addresses and URLs', () => {
    expect(LATIN_IN_HINDI).toEqual(expect.arrayContaining(['NyayaConnect', 'FIR', 'English']));
    const english = { note: 'x', upload: 'y', mail: 'z' };
    expect(() =>
      expectHindiCatalog(english, {
        note: 'NyayaConnect पर FIR की PDF (अधिकतम 5 MB) अपलोड करें।',
        upload: 'JPEG या PNG, 10:30 IST तक; Google या WhatsApp से।',
        mail: 'support@nyayaconnect.in या https://nyayaconnect.in/help पर लिखें।',
      }),
    ).not.toThrow();
  });
});
