import { describe, expect, it } from 'vitest';
import { linkSegments } from './links';

describe('linkSegments', () => {
  it('makes https addresses links and keeps the text around them', () => {
    expect(linkSegments('See https://indiankanoon.org/doc/1/ for the judgment.')).toEqual([
      { kind: 'text', text: 'See ' },
      {
        kind: 'link',
        text: 'https://indiankanoon.org/doc/1/',
        href: 'https://indiankanoon.org/doc/1/',
      },
      { kind: 'text', text: ' for the judgment.' },
    ]);
  });

  it('leaves the punctuation that ends a sentence out of the address', () => {
    expect(linkSegments('Read https://example.org/a.')).toEqual([
      { kind: 'text', text: 'Read ' },
      { kind: 'link', text: 'https://example.org/a', href: 'https://example.org/a' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps http:, javascript: and other schemes as plain text', () => {
    for (const body of [
      'http://example.org/a',
      'javascript:alert(1)',
      'ftp://example.org',
      'data:text/html,hi',
      'xhttps://example.org',
      'https://',
    ]) {
      expect(linkSegments(body)).toEqual([{ kind: 'text', text: body }]);
    }
  });

  it('finds several addresses, case-insensitively', () => {
    const segments = linkSegments('HTTPS://a.example and https://b.example');
    expect(segments.filter((segment) => segment.kind === 'link')).toEqual([
      { kind: 'link', text: 'HTTPS://a.example', href: 'https://a.example/' },
      { kind: 'link', text: 'https://b.example', href: 'https://b.example/' },
    ]);
  });
});
