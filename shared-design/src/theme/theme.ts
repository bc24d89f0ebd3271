import { breakpoints, media } from '../tokens/breakpoints';
import { palette } from '../tokens/colors';
import { durations, easings } from '../tokens/motion';
import { radii } from '../tokens/radii';
import { shadows } from '../tokens/shadows';
import { space } from '../tokens/spacing';
import { fonts, fontSizes, fontWeights, lineHeights } from '../tokens/typography';
import { zIndices } from '../tokens/zIndices';
import { colors } from './colors';

export const theme = {
  colors,
  palette,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  space,
  radii,
  shadows,
  breakpoints,
  media,
  zIndices,
  durations,
  easings,
};

/** The shape of the styled-components theme (`DefaultTheme` extends it). */
export type Theme = typeof theme;
