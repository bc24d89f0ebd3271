export { palette, type Palette } from './colors';
export { fonts, fontSizes, fontWeights, lineHeights, type FontSize } from './typography';
export { space, type Space } from './spacing';
export { radii, type Radius } from './radii';
export { shadows, type Shadow } from './shadows';
export { breakpoints, media, type Breakpoint } from './breakpoints';
export { zIndices, type ZIndex } from './zIndices';
export { durations, easings } from './motion';
