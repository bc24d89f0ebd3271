/**
 * Raw colour scales. Components never use these directly: they use the semantic colours of the
 * theme (`theme.colors`), so a scale can be retuned without touching components.
 */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  /** Primary brand: deep navy/indigo, the colour of trust and courts. */
  navy: {
    50: '#eef2fb',
    100: '#dce4f6',
    200: '#b9c8ec',
    300: '#8ea5dd',
    400: '#5f7cc8',
    500: '#3f5cb0',
    600: '#2f4897',
    700: '#25397a',
    800: '#1c2b5e',
    900: '#142047',
    950: '#0c1430',
  },
  /** Accent: saffron/amber, used for calls to action and rating stars. */
  saffron: {
    50: '#fff8eb',
    100: '#ffedc6',
    200: '#ffd98a',
    300: '#ffc14d',
    400: '#ffa726',
    500: '#f68b0a',
    600: '#d96c04',
    700: '#b34e08',
    800: '#913d0e',
    900: '#77330f',
  },
  green: {
    50: '#ecfdf3',
    100: '#d1fadf',
    500: '#16a34a',
    600: '#15803d',
    700: '#166534',
    800: '#14532d',
  },
  amber: {
    50: '#fffbeb',
    100: '#fef3c7',
    500: '#f59e0b',
    600: '#d97706',
    700: '#b45309',
    800: '#92400e',
  },
  red: {
    50: '#fef2f2',
    100: '#fee2e2',
    500: '#ef4444',
    600: '#dc2626',
    700: '#b91c1c',
    800: '#991b1b',
  },
  blue: {
    50: '#eff6ff',
    100: '#dbeafe',
    500: '#3b82f6',
    600: '#2563eb',
    700: '#1d4ed8',
    800: '#1e40af',
  },
  slate: {
    50: '#f8fafc',
    100: '#f1f5f9',
    200: '#e2e8f0',
    300: '#cbd5e1',
    400: '#94a3b8',
    500: '#64748b',
    600: '#475569',
    700: '#334155',
    800: '#1e293b',
    900: '#0f172a',
  },
};

export type Palette = typeof palette;
