import { changeLanguage } from '@nyaya/shared-platform';
import { afterEach, describe, expect, it } from 'vitest';
import {
  builtFontStylesheet,
  declareFontOnLanguageChange,
  DEVANAGARI_FONT_ATTRIBUTE,
  ensureDevanagariFont,
} from './devanagariFont';

const STYLESHEET = '/fonts/noto-sans-devanagari.0123456789abcdef.css';
const declared = () => [...document.querySelectorAll(`[${DEVANAGARI_FONT_ATTRIBUTE}]`)];

afterEach(async () => {
  for (const element of declared()) element.remove();
  await changeLanguage('en');
});

describe('the Devanagari font at run time', () => {
  it('is declared once, by its stylesheet', () => {
    ensureDevanagariFont(document, STYLESHEET);
    ensureDevanagariFont(document, STYLESHEET);
    expect(declared()).toHaveLength(1);
    const [link] = declared();
    expect(link).toBeInstanceOf(HTMLLinkElement);
    expect((link as HTMLLinkElement).rel).toBe('stylesheet');
    expect(link!.getAttribute('href')).toBe(STYLESHEET);
  });

  it('is not declared again on a Hindi document, which has it in its head', () => {
    const style = document.createElement('style');
    style.setAttribute(DEVANAGARI_FONT_ATTRIBUTE, '');
    document.head.append(style);
    ensureDevanagariFont(document, STYLESHEET);
    expect(declared()).toEqual([style]);
  });

  it('is declared when the page switches to Hindi, never while it is in English', async () => {
    const stop = declareFontOnLanguageChange(document, STYLESHEET);
    try {
      await changeLanguage('en');
      expect(declared()).toHaveLength(0);
      await changeLanguage('hi');
      expect(declared()).toHaveLength(1);
      await changeLanguage('en');
      await changeLanguage('hi');
      expect(declared()).toHaveLength(1);
    } finally {
      stop();
    }
    for (const element of declared()) element.remove();
    await changeLanguage('hi');
    expect(declared()).toHaveLength(0);
  });

  it('needs a build: without one there is no stylesheet to add', () => {
    expect(builtFontStylesheet()).toBeNull();
    ensureDevanagariFont(document);
    expect(declared()).toHaveLength(0);
  });
});
