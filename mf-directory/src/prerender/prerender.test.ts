import { clearRuntimeConfig } from '@nyaya/shared-platform';
import { beforeAll, describe, expect, it } from 'vitest';
import { prerender } from './index';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('prerender', () => {
  let files: Record<string, string>;
  beforeAll(async () => {
    // The fragment is built without a runtime config: reading one would throw.
    clearRuntimeConfig();
    files = await prerender();
  });

  it("renders /lawyers' first state: title, search box, filters and 6 skeleton cards, busy", () => {
    expect(Object.keys(files)).toEqual([
      'prerender/DirectoryPage.html',
      'prerender/DirectoryPage.hi.html',
    ]);
    const html = files['prerender/DirectoryPage.html']!;
    expect(html).not.toMatch(/<html|<body|<script/i);

    const page = parse(html);
    expect(page.querySelector('h1')?.textContent).toBe('Find Expert Lawyers');
    expect(page.querySelector('input')?.getAttribute('placeholder')).toBe(
      'Search by lawyer name or location...',
    );
    expect(page.body.textContent).toContain('All Specializations');
    const results = page.querySelector('[aria-busy="true"]');
    expect(results).not.toBeNull();
    expect(page.querySelectorAll('article')).toHaveLength(0);
    expect(html.match(/data-skeleton/g)?.length).toBeGreaterThanOrEqual(6);
  });

  it('renders the same first state in Hindi, with the same markup around other words', () => {
    const html = files['prerender/DirectoryPage.hi.html']!;
    expect(html).not.toMatch(/<html|<body|<script/i);
    const hindi = parse(html);
    const english = parse(files['prerender/DirectoryPage.html']!);
    const heading = hindi.querySelector('h1')?.textContent ?? '';
    expect(heading).toMatch(/[\u0900-\u097F]/);
    expect(heading).not.toBe('Find Expert Lawyers');
    expect(hindi.querySelector('input')?.getAttribute('placeholder')).toMatch(/[\u0900-\u097F]/);
    expect(hindi.body.textContent).not.toContain('All Specializations');
    expect(hindi.querySelectorAll('*').length).toBe(english.querySelectorAll('*').length);
    expect(html.match(/data-skeleton/g)?.length).toBe(
      files['prerender/DirectoryPage.html']!.match(/data-skeleton/g)?.length,
    );
  });

  it("inlines its CSS as plain style elements that styled-components won't take over", () => {
    for (const html of Object.values(files)) {
      const page = parse(html);
      const styles = [...page.querySelectorAll('style')];
      expect(styles.length).toBeGreaterThan(0);
      for (const style of styles) expect(style.attributes).toHaveLength(0);
      const title = page.querySelector('h1')!;
      const css = styles.map((style) => style.textContent).join('\n');
      expect([...title.classList].some((name) => css.includes(`.${name}{`))).toBe(true);
    }
  });
});
