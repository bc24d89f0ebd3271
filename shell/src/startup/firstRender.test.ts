import { describe, expect, it } from 'vitest';
import { hydratesPrerendered } from './firstRender';

const landing = {
  prerenderedAt: '/',
  pathname: '/',
  documentLanguage: 'en',
  language: 'en',
} as const;

describe('hydratesPrerendered', () => {
  it('hydrates the markup of this address in the visit language', () => {
    expect(hydratesPrerendered(landing)).toBe(true);
    expect(hydratesPrerendered({ ...landing, documentLanguage: 'hi', language: 'hi' })).toBe(true);
  });

  it('renders afresh over markup in another language than the visit', () => {
    expect(hydratesPrerendered({ ...landing, documentLanguage: 'en', language: 'hi' })).toBe(false);
    expect(hydratesPrerendered({ ...landing, documentLanguage: 'hi', language: 'en' })).toBe(false);
    expect(hydratesPrerendered({ ...landing, documentLanguage: '', language: 'en' })).toBe(false);
  });

  it('renders afresh over a frame, or markup another address renders differently', () => {
    expect(hydratesPrerendered({ ...landing, prerenderedAt: null })).toBe(false);
    expect(
      hydratesPrerendered({ ...landing, prerenderedAt: '/404', pathname: '/lawyers/x/y' }),
    ).toBe(false);
    expect(
      hydratesPrerendered({ ...landing, prerenderedAt: '/404', pathname: '/no-such-page' }),
    ).toBe(true);
  });
});
