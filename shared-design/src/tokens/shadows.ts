// Shadows are tinted with the navy primary so elevated surfaces feel part of the palette.
export const shadows = {
  none: 'none',
  sm: '0 1px 2px 0 rgb(12 20 48 / 0.06)',
  md: '0 4px 8px -2px rgb(12 20 48 / 0.10), 0 2px 4px -2px rgb(12 20 48 / 0.06)',
  lg: '0 12px 24px -6px rgb(12 20 48 / 0.16), 0 4px 8px -4px rgb(12 20 48 / 0.08)',
  xl: '0 24px 48px -12px rgb(12 20 48 / 0.28)',
};

export type Shadow = keyof typeof shadows;
