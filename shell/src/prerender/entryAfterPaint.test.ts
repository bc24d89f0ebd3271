import { afterEach, describe, expect, it } from 'vitest';
import { entryAfterFirstPaint } from './entryAfterPaint';

const ENTRY = '/main.0123456789abcdef.js';
const SHELL =
  `<!doctype html><html><head><script defer src="${ENTRY}"></script></head>` +
  '<body><div id="root"><h1>Page</h1></div></body></html>';

const entryScript = () => document.querySelector(`script[src="${ENTRY}"]`);

afterEach(() => {
  document.head.replaceChildren();
});

describe('entryAfterFirstPaint', () => {
  it('replaces the deferred entry with an inline script that names it, and nothing else', () => {
    const html = entryAfterFirstPaint(SHELL);
    expect(html).not.toContain(' src=');
    expect(html).toContain(`<script data-src="${ENTRY}">`);
    expect(html.replace(/<script data-src[^>]*>[\s\S]*?<\/script>/, '')).toBe(
      SHELL.replace(/<script defer[^>]*><\/script>/, ''),
    );
  });

  // jsdom (which runs the test's scripts) has no paint timing: the path of a browser without it.
  it('requests the entry in a parsed page once the page has had a frame', async () => {
    const loader = new DOMParser()
      .parseFromString(entryAfterFirstPaint(SHELL), 'text/html')
      .querySelector('script[data-src]')!;
    let framed = false;
    requestAnimationFrame(() => {
      framed = true;
      // Not in this frame: the request goes in a task after it.
      expect(entryScript()).toBeNull();
    });

    const script = document.createElement('script');
    script.dataset.src = loader.getAttribute('data-src')!;
    script.textContent = loader.textContent;
    document.head.append(script);
    expect(entryScript()).toBeNull();

    await expect.poll(entryScript).not.toBeNull();
    expect(framed).toBe(true);
  });

  it('fails on an app shell without its deferred entry', () => {
    expect(() => entryAfterFirstPaint('<html><head></head></html>')).toThrow(/to load after paint/);
  });
});
