import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { CONSULTATION_LANGUAGES, LEGAL_SPECIALIZATIONS, PRACTICE_LOCATIONS } from '@nyaya/db';
import { describe, expect, it, vi } from 'vitest';
import * as sentry from '../observability/sentry';
import { commonEn } from './en/common';
import { commonHi } from './hi/common';
import {
  i18n,
  initI18n,
  registerTranslations,
  translateKey,
  translationsReady,
  withTranslations,
} from './i18n';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  changeLanguage,
  detectLanguage,
  domainLabel,
  localeOf,
  preferredLanguage,
  storedLanguage,
  useLanguage,
  useLocale,
} from './language';

initI18n();

function setCookie(value: string) {
  document.cookie = `${LANGUAGE_COOKIE}=${value}; path=/`;
}

function setBrowserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

describe('language detection', () => {
  it('reads the browser preference: the first English or Hindi tag decides', () => {
    expect(preferredLanguage(['hi-IN', 'en-GB'])).toBe('hi');
    expect(preferredLanguage(['ta-IN', 'HI', 'en'])).toBe('hi');
    expect(preferredLanguage(['en-IN', 'hi'])).toBe('en');
    expect(preferredLanguage(['ta-IN', 'mr'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });

  it('prefers the stored choice, then the cookie, then the browser', () => {
    setBrowserLanguages(['hi-IN']);
    expect(detectLanguage()).toBe('hi');

    setCookie('en');
    expect(detectLanguage()).toBe('en');

    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    expect(storedLanguage()).toBe('hi');
    expect(detectLanguage()).toBe('hi');

    setCookie('hi');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(detectLanguage()).toBe('en');
  });

  it('ignores stored values and cookies that are not a supported language', () => {
    setBrowserLanguages(['en-US']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    setCookie('ta');
    expect(storedLanguage()).toBeNull();
    expect(detectLanguage()).toBe('en');
  });
});

describe('changeLanguage', () => {
  it('switches i18next, <html lang> and the cookie; only an explicit choice is stored', async () => {
    await changeLanguage('hi');
    expect(i18n.language).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=hi`);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(translateKey('common:tryAgain')).toBe('फिर से कोशिश करें');

    await changeLanguage('en', { remember: true });
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(translateKey('common:tryAgain')).toBe('Try again');

    await changeLanguage('hi', { remember: true });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(detectLanguage()).toBe('hi');
  });

  it('interpolates the values translateKey is given', async () => {
    expect(translateKey('common:remoteBoundary.areaUnavailable', { area: 'The directory' })).toBe(
      'The directory is temporarily unavailable.',
    );
    await changeLanguage('hi');
    expect(translateKey('common:remoteBoundary.areaUnavailable', { area: 'निर्देशिका' })).toBe(
      'निर्देशिका अभी अस्थायी रूप से उपलब्ध नहीं है।',
    );
  });
});

describe('registerTranslations', () => {
  it('registers English at once and loads Hindi only when Hindi is on', async () => {
    const hi = vi.fn(() => Promise.resolve({ greeting: 'नमस्ते' }));
    registerTranslations('test_lazy', { en: { greeting: 'Hello' }, hi });
    await translationsReady();
    expect(hi).not.toHaveBeenCalled();
    expect(translateKey('test_lazy:greeting')).toBe('Hello');

    await changeLanguage('hi');
    expect(hi).toHaveBeenCalledTimes(1);
    expect(translateKey('test_lazy:greeting')).toBe('नमस्ते');

    // Loaded once, whatever the number of switches.
    await changeLanguage('en');
    await changeLanguage('hi');
    expect(hi).toHaveBeenCalledTimes(1);
  });

  it('merges a lazy chunk registered while Hindi is on, and translationsReady waits for it', async () => {
    registerTranslations('test_merge', {
      en: { title: 'Reviews' },
      hi: () => Promise.resolve({ title: 'समीक्षाएँ' }),
    });
    await changeLanguage('hi');

    let release: (catalog: object) => void = () => undefined;
    const hi = vi.fn(
      () =>
        new Promise<object>((resolve) => {
          release = resolve;
        }),
    );
    registerTranslations('test_merge', { en: { report: 'Report' }, hi });
    expect(hi).toHaveBeenCalledTimes(1);
    let ready = false;
    const waiting = translationsReady().then(() => {
      ready = true;
    });
    await Promise.resolve();
    expect(ready).toBe(false);
    release({ report: 'रिपोर्ट करें' });
    await waiting;
    expect(translateKey('test_merge:title')).toBe('समीक्षाएँ');
    expect(translateKey('test_merge:report')).toBe('रिपोर्ट करें');
  });

  it('leaves a namespace in English when its Hindi catalog fails, reports it, and tries again later', async () => {
    const report = vi.spyOn(sentry, 'reportError').mockImplementation(() => undefined);
    const failure = new Error('ChunkLoadError');
    const hi = vi
      .fn<() => Promise<object>>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce({ label: 'लेबल' });
    registerTranslations('test_failing', { en: { label: 'Label' }, hi });

    await expect(changeLanguage('hi')).resolves.toBeUndefined();
    await expect(translationsReady()).resolves.toBeUndefined();
    expect(report).toHaveBeenCalledWith(failure, { hindiCatalog: 'test_failing' });
    expect(translateKey('test_failing:label')).toBe('लेबल');
    expect(hi).toHaveBeenCalledTimes(2);
  });

  it('withTranslations resolves a chunk only once the strings it registered are in', async () => {
    await changeLanguage('hi');
    const loader = withTranslations(() => {
      registerTranslations('test_chunk', {
        en: { heading: 'Heading' },
        hi: () => new Promise((resolve) => setTimeout(() => resolve({ heading: 'शीर्षक' }), 5)),
      });
      return Promise.resolve({ default: 'module' });
    });
    await expect(loader()).resolves.toEqual({ default: 'module' });
    expect(translateKey('test_chunk:heading')).toBe('शीर्षक');
  });
});

describe('useLanguage and useLocale', () => {
  it('re-render a component when the language changes', async () => {
    function Current() {
      const language = useLanguage();
      const locale = useLocale();
      const { t } = useTranslation('common');
      return (
        <p>
          {language} {locale} {t('close')}
        </p>
      );
    }
    render(<Current />);
    expect(screen.getByText('en en-IN Close')).toBeInTheDocument();
    await act(() => changeLanguage('hi'));
    expect(screen.getByText('hi hi-IN बंद करें')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
    expect(screen.getByText('en en-IN Close')).toBeInTheDocument();
  });

  it('maps each language to its Intl locale', () => {
    expect(localeOf('en')).toBe('en-IN');
    expect(localeOf('hi')).toBe('hi-IN');
  });
});

describe('domainLabel', () => {
  it('labels every specialization, court and consultation language in both languages', async () => {
    const groups = [
      ['specializations', LEGAL_SPECIALIZATIONS],
      ['courts', PRACTICE_LOCATIONS],
      ['languages', CONSULTATION_LANGUAGES],
    ] as const;
    for (const [group, values] of groups) {
      expect(Object.keys(commonEn[group])).toEqual([...values]);
      for (const value of values) expect(value).not.toMatch(/[.:]/);
    }
    expect(domainLabel('courts', 'Punjab & Haryana High Court')).toBe(
      'Punjab & Haryana High Court',
    );
    expect(domainLabel('languages', 'kok')).toBe('Konkani');

    await changeLanguage('hi');
    for (const [group, values] of groups) {
      for (const value of values) {
        expect(domainLabel(group, value)).toBe(
          commonHi[group][value as keyof (typeof commonHi)[typeof group]],
        );
        expect(domainLabel(group, value)).toMatch(/^[\u0900-\u097F ]+$/);
      }
    }
    expect(domainLabel('courts', 'Punjab & Haryana High Court')).toBe(
      'पंजाब एवं हरियाणा उच्च न्यायालय',
    );
    expect(domainLabel('specializations', 'Family Law')).toBe('पारिवारिक कानून');
    expect(domainLabel('languages', 'en')).toBe('अंग्रेज़ी');
    expect(domainLabel('requestStatus', 'pending')).toBe('लंबित');
  });

  it('falls back to the raw value when the catalog has no label', async () => {
    expect(domainLabel('requestStatus', 'archived')).toBe('archived');
    expect(domainLabel('courts', 'Goa Bench, Bombay High Court')).toBe(
      'Goa Bench, Bombay High Court',
    );
    expect(domainLabel('courts', 'St. Mary: Court')).toBe('St. Mary: Court');
    await changeLanguage('hi');
    expect(domainLabel('languages', 'xx')).toBe('xx');
  });
});
