// System fonts for English: no web-font download on slow networks. Hindi pages start with Noto
// Sans Devanagari, which the shell self-hosts in Hindi documents only (docs/product/languages.md),
// then the system fonts for the Latin words among the Hindi.
export const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', 'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
  heading:
    "Georgia, Cambria, 'Noto Serif', 'Noto Serif Devanagari', 'Times New Roman', Times, serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  /** Text and headings in Hindi (`:lang(hi)`, GlobalStyle). */
  hindi:
    "'Noto Sans Devanagari', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
};

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
  '5xl': '3rem',
};

export const fontWeights = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
};

export const lineHeights = {
  tight: 1.2,
  snug: 1.35,
  normal: 1.5,
  relaxed: 1.7,
};

export type FontSize = keyof typeof fontSizes;
