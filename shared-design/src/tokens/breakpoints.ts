/** Minimum viewport widths in pixels (mobile first). */
export const breakpoints = {
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
};

export type Breakpoint = keyof typeof breakpoints;

// em-based queries follow the user's browser font size, unlike px queries in some browsers.
function minWidth(px: number): string {
  return `@media (min-width: ${px / 16}em)`;
}

/** Ready-made media queries: `${({ theme }) => theme.media.md} { ... }`. */
export const media: Record<Breakpoint, string> = {
  sm: minWidth(breakpoints.sm),
  md: minWidth(breakpoints.md),
  lg: minWidth(breakpoints.lg),
  xl: minWidth(breakpoints.xl),
  '2xl': minWidth(breakpoints['2xl']),
};
