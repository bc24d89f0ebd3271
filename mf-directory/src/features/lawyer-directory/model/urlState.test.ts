import { describe, expect, it } from 'vitest';
import { MAX_RESTORED_PAGES, readDirectoryParams, writeDirectoryParams } from './urlState';

const params = (query: string) => new URLSearchParams(query);

describe('directory URL state', () => {
  it('round-trips every filter and the page count', () => {
    const state = {
      filters: {
        search: 'priya ',
        specialization: 'Family Law',
        minRating: 4,
        minExperience: 10,
        city: 'Pune',
        language: 'mr',
      },
      pages: 3,
    } as const;
    const written = writeDirectoryParams(params(''), state);
    expect(written.toString()).toBe(
      'q=priya+&specialization=Family+Law&rating=4&experience=10&city=Pune&language=mr&pages=3',
    );
    expect(readDirectoryParams(written)).toEqual(state);
  });

  it('reads an empty URL as no filters and one page', () => {
    expect(readDirectoryParams(params(''))).toEqual({
      filters: {
        search: '',
        specialization: null,
        minRating: null,
        minExperience: null,
        city: null,
        language: null,
      },
      pages: 1,
    });
  });

  it('drops values the directory does not offer, and caps the restored pages', () => {
    const { filters, pages } = readDirectoryParams(
      params('rating=1&experience=7&city=delhi&specialization=Tax&language=Hindi&pages=500'),
    );
    expect(filters).toMatchObject({
      minRating: null,
      minExperience: null,
      city: null,
      specialization: null,
      language: null,
    });
    expect(pages).toBe(MAX_RESTORED_PAGES);
    expect(readDirectoryParams(params('pages=2.5')).pages).toBe(1);
  });

  it('removes unset filters and blank searches, and keeps foreign parameters', () => {
    const written = writeDirectoryParams(params('utm_source=mail&city=Delhi&q=x&pages=2'), {
      filters: { search: '   ', city: null },
      pages: 1,
    });
    expect(written.toString()).toBe('utm_source=mail');
  });
});
