import { createGlobalStyle } from 'styled-components';

/**
 * Page-wide reset and base typography, with Hindi's own (`:lang(hi)`: Noto Sans Devanagari
 * first, and lines tall enough for the vowel signs above and below Devanagari letters). Only for pages we own: partner sites that embed our widgets
 * keep their own global styles (see `DesignProvider`'s `withGlobalStyle`).
 */
export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  * {
    margin: 0;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    min-height: 100vh;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.text.primary};
    background-color: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }

  h1,
  h2,
  h3,
  h4 {
    font-family: ${({ theme }) => theme.fonts.heading};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-wrap: balance;
  }

  p {
    text-wrap: pretty;
  }

  body:lang(hi) {
    font-family: ${({ theme }) => theme.fonts.hindi};
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
  }

  /* Headings and titles, whatever their component sets: a serif Latin face has no Devanagari,
     and a tight line-height makes the matras of a wrapped heading touch the line above. */
  h1:lang(hi),
  h2:lang(hi),
  h3:lang(hi),
  h4:lang(hi),
  h5:lang(hi),
  h6:lang(hi) {
    font-family: ${({ theme }) => theme.fonts.hindi};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }

  button:lang(hi),
  input:lang(hi),
  select:lang(hi),
  textarea:lang(hi) {
    font-family: ${({ theme }) => theme.fonts.hindi};
  }

  img,
  picture,
  video,
  canvas,
  svg {
    display: block;
    max-width: 100%;
  }

  input,
  button,
  textarea,
  select {
    font: inherit;
    color: inherit;
  }

  a {
    color: ${({ theme }) => theme.colors.text.link};
    text-underline-offset: 0.15em;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.text.linkHover};
  }

  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  :focus:not(:focus-visible) {
    outline: none;
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
