import { clearRuntimeConfig } from '@nyaya/shared-platform';
import { describe, expect, it } from 'vitest';
import { prerender } from './index';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('prerender', () => {
  it("renders /lawyers' first state: title, search box, filters and 6 skeleton cards, busy", () => {
    // The fragment is built without a runtime config: reading one would throw.
    clearRuntimeConfig();
    const files = prerender();
    expect(Object.keys(files)).toEqual(['prerender/DirectoryPage.html']);
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

  it("inlines its CSS as plain style elements that styled-components won't take over", () => {
    const html = prerender()['prerender/DirectoryPage.html']!;
    const page = parse(html);
    const styles = [...page.querySelectorAll('style')];
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.attributes).toHaveLength(0);
    const title = page.querySelector('h1')!;
    const css = styles.map((style) => style.textContent).join('\n');
    expect([...title.classList].some((name) => css.includes(`.${name}{`))).toBe(true);
  });
});
