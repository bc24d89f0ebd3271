// Brings the DefaultTheme typing to every package that imports this one.
import type {} from './styled.d.ts';

/*
 * The root entry: everything light that a first paint may need. It is a Module Federation
 * singleton and so ships whole; the Radix-based families therefore live in their own entries
 * (`@nyaya/shared-design/dialog`, `/dropdown-menu`, `/select`, `/tabs`, `/toaster`), like the
 * patterns (`/patterns`, `/combobox`), live in their own entries, which a page downloads only
 * when it renders them. Nothing here may import Radix (index.test.ts).
 */

// Tokens
export {
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
  type Palette,
  type FontSize,
  type Space,
  type Radius,
  type Shadow,
  type Breakpoint,
  type ZIndex,
} from './tokens';

// Theme
export { theme, type Theme } from './theme/theme';
export type { SemanticColors, Tone, ToneColors, ActionColors } from './theme/colors';
export { GlobalStyle } from './theme/GlobalStyle';
export { DesignProvider, type DesignProviderProps } from './theme/DesignProvider';
export { DEFAULT_DESIGN_LABELS, useDesignLabels, type DesignLabels } from './theme/labels';
export { focusRing } from './theme/mixins';
export { contrastRatio, relativeLuminance } from './theme/contrast';

// Primitives
export {
  Button,
  buttonStyles,
  type ButtonProps,
  type ButtonStyleProps,
  type ButtonVariant,
  type ButtonSize,
} from './primitives/Button/Button';
export { Spinner, type SpinnerProps } from './primitives/Spinner/Spinner';
export { Input, type InputProps } from './primitives/Input/Input';
export { Textarea, type TextareaProps } from './primitives/Textarea/Textarea';
export { Field, FieldLabel, type FieldProps } from './primitives/Field/Field';
export { useFieldControl, type FieldControlProps } from './primitives/Field/FieldContext';
export { Badge, type BadgeProps, type BadgeTone } from './primitives/Badge/Badge';
export {
  Card,
  CardHeader,
  CardTitle,
  CardDescription,
  CardContent,
  CardFooter,
} from './primitives/Card/Card';
export {
  Skeleton,
  SkeletonCard,
  type SkeletonProps,
  type SkeletonCardProps,
} from './primitives/Skeleton/Skeleton';
export {
  toast,
  dismissToast,
  MAX_VISIBLE_TOASTS,
  type ToastOptions,
  type ToastVariant,
  type ToastHandle,
} from './primitives/Toast/toastStore';
// Type only: the Toaster itself is `@nyaya/shared-design/toaster`, loaded on the first toast.
export type { ToasterProps } from './primitives/Toast/Toaster';
export { Chip, ToggleChip, type ChipProps, type ToggleChipProps } from './primitives/Chip/Chip';
export { StarRating, STAR_COUNT, type StarRatingProps } from './primitives/StarRating/StarRating';
export { VisuallyHidden, visuallyHiddenStyles } from './primitives/VisuallyHidden/VisuallyHidden';

// Helpers. telHref is here rather than in `/patterns`: the shell's footer, on every first paint,
// needs it, and one line costs less than a second entry's request.
export { telHref } from './patterns/format/telHref';
