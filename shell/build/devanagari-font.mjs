/**
 * The Devanagari font of the Hindi pages (docs/adr/0033-hindi-and-language-negotiation.md):
 * `@fontsource/noto-sans-devanagari`'s Devanagari subset (no Latin: English text keeps the
 * site's own fonts) in the weights the design uses, 400 and 600, as WOFF2, served by the shell as
 * `fonts/noto-sans-devanagari-<weight>.<hash>.woff2` (cached for good, like every hashed file),
 * with a stylesheet of their `@font-face` rules, `fonts/noto-sans-devanagari.<hash>.css`.
 *
 * `font-display: optional`: a page never changes font after its first paint (no layout shift);
 * neither weight is preloaded (a preloaded `optional` face holds the first paint until it is ready,
 * docs/adr/0033), so a weight is fetched when the page's text first uses it; it is there in time
 * on a fast connection, and on a slow first visit the
 * system's Devanagari font is used for that page and the cached one from the next.
 * `unicode-range` limits the faces to Devanagari (the block, its Vedic and Extended blocks, the
 * joiners and the dotted circle), so nothing else ever makes the browser fetch them.
 */
import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const PACKAGE = '@fontsource/noto-sans-devanagari';
export const FONT_FAMILY = 'Noto Sans Devanagari';
export const FONT_WEIGHTS = [400, 600];
export const DEVANAGARI_UNICODE_RANGE = 'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+25CC,U+A8E0-A8FF';

const contentHash = (content) => createHash('sha256').update(content).digest('hex').slice(0, 16);

/**
 * The font's files and rules: `{ files: [{ weight, name, content }], css, stylesheet }`,
 * `stylesheet` being a URL from the site's root.
 */
export function devanagariFont() {
  // The package exports only its CSS; its files sit beside it.
  const dir = path.join(path.dirname(require.resolve(PACKAGE)), 'files');
  const files = FONT_WEIGHTS.map((weight) => {
    const content = readFileSync(
      path.join(dir, `noto-sans-devanagari-devanagari-${weight}-normal.woff2`),
    );
    return {
      weight,
      name: `fonts/noto-sans-devanagari-${weight}.${contentHash(content)}.woff2`,
      content,
    };
  });
  const css = files
    .map(
      ({ weight, name }) =>
        `@font-face{font-family:'${FONT_FAMILY}';font-style:normal;font-weight:${weight};` +
        `font-display:optional;src:url(/${name}) format('woff2');unicode-range:${DEVANAGARI_UNICODE_RANGE}}`,
    )
    .join('');
  const cssName = `fonts/noto-sans-devanagari.${contentHash(css)}.css`;
  return {
    files: [...files, { weight: null, name: cssName, content: Buffer.from(css) }],
    css,
    stylesheet: `/${cssName}`,
  };
}

/** The build's constants for src/startup/devanagariFont.ts and src/prerender/font.ts. */
export function devanagariFontDefines(font) {
  return {
    __DEVANAGARI_FONT_STYLESHEET__: JSON.stringify(font.stylesheet),
    __DEVANAGARI_FONT_FACES__: JSON.stringify(font.css),
  };
}

/** Emits the font's files (and its stylesheet) into the browser build. */
export class DevanagariFont {
  constructor(font) {
    this.font = font;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('DevanagariFont', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'DevanagariFont',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          for (const { name, content } of this.font.files) {
            compilation.emitAsset(name, new RawSource(content), { immutable: true });
          }
        },
      );
    });
  }
}
