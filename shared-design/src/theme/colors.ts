import { palette } from '../tokens/colors';

const { white, navy, saffron, green, amber, red, blue, slate } = palette;

export type Tone = 'neutral' | 'primary' | 'accent' | 'success' | 'warning' | 'danger' | 'info';

export interface ToneColors {
  /** Soft background, for badges and inline notices. */
  background: string;
  /** Text on `background`; meets WCAG AA (4.5:1). */
  text: string;
  border: string;
  /** Strong background, for solid badges and buttons. */
  solid: string;
  /** Text on `solid`; meets WCAG AA (4.5:1). */
  onSolid: string;
}

export interface ActionColors {
  base: string;
  hover: string;
  active: string;
  /** Text on base, hover and active; meets WCAG AA (4.5:1). */
  contrast: string;
  subtle: string;
  subtleHover: string;
}

const tones: Record<Tone, ToneColors> = {
  neutral: {
    background: slate[100],
    text: slate[700],
    border: slate[300],
    solid: slate[700],
    onSolid: white,
  },
  primary: {
    background: navy[50],
    text: navy[800],
    border: navy[200],
    solid: navy[700],
    onSolid: white,
  },
  accent: {
    background: saffron[100],
    text: saffron[800],
    border: saffron[300],
    solid: saffron[400],
    onSolid: navy[950],
  },
  success: {
    background: green[50],
    text: green[800],
    border: green[100],
    solid: green[700],
    onSolid: white,
  },
  warning: {
    background: amber[100],
    text: amber[800],
    border: amber[500],
    solid: amber[500],
    onSolid: slate[900],
  },
  danger: {
    background: red[50],
    text: red[800],
    border: red[100],
    solid: red[700],
    onSolid: white,
  },
  info: {
    background: blue[50],
    text: blue[800],
    border: blue[100],
    solid: blue[700],
    onSolid: white,
  },
};

export const colors = {
  background: slate[50],
  surface: white,
  surfaceMuted: slate[100],
  overlay: 'rgb(12 20 48 / 0.6)',
  text: {
    primary: slate[900],
    secondary: slate[700],
    muted: slate[600],
    inverse: white,
    link: navy[700],
    linkHover: navy[900],
    placeholder: slate[500],
  },
  border: {
    subtle: slate[200],
    default: slate[300],
    /** Form-control outlines: 3:1 against surfaces (WCAG 1.4.11 non-text contrast). */
    control: slate[500],
  },
  focusRing: navy[600],
  primary: {
    base: navy[700],
    hover: navy[800],
    active: navy[900],
    contrast: white,
    subtle: navy[50],
    subtleHover: navy[100],
  } satisfies ActionColors,
  accent: {
    base: saffron[400],
    hover: saffron[300],
    active: saffron[500],
    contrast: navy[950],
    subtle: saffron[50],
    subtleHover: saffron[100],
  } satisfies ActionColors,
  danger: {
    base: red[700],
    hover: red[800],
    active: red[800],
    contrast: white,
    subtle: red[50],
    subtleHover: red[100],
  } satisfies ActionColors,
  disabled: {
    background: slate[200],
    text: slate[500],
  },
  star: {
    filled: saffron[500],
    filledStroke: saffron[700],
    empty: slate[300],
  },
  skeleton: {
    base: slate[200],
    highlight: slate[100],
  },
  tones,
};

export type SemanticColors = typeof colors;
