// Brings the DefaultTheme typing to every package that imports this one.
import type {} from './styled.d.ts';

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
export {
  Dialog,
  DialogTrigger,
  DialogContent,
  DialogClose,
  type DialogProps,
  type DialogTriggerProps,
  type DialogContentProps,
  type DialogCloseProps,
  type DialogSize,
} from './primitives/Dialog/Dialog';
export {
  Tabs,
  TabsList,
  TabsTrigger,
  TabsContent,
  type TabsProps,
  type TabsListProps,
  type TabsTriggerProps,
  type TabsContentProps,
} from './primitives/Tabs/Tabs';
export {
  Select,
  SELECT_POPUP_MAX_HEIGHT,
  type SelectProps,
  type SelectOption,
} from './primitives/Select/Select';
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  type DropdownMenuProps,
  type DropdownMenuTriggerProps,
  type DropdownMenuContentProps,
  type DropdownMenuItemProps,
  type DropdownMenuLabelProps,
  type DropdownMenuSeparatorProps,
} from './primitives/DropdownMenu/DropdownMenu';
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
export { Toaster, type ToasterProps } from './primitives/Toast/Toaster';
export { Chip, ToggleChip, type ChipProps, type ToggleChipProps } from './primitives/Chip/Chip';
export { MultiPicker, type MultiPickerProps } from './primitives/MultiPicker/MultiPicker';
export { StarRating, STAR_COUNT, type StarRatingProps } from './primitives/StarRating/StarRating';
export { VisuallyHidden, visuallyHiddenStyles } from './primitives/VisuallyHidden/VisuallyHidden';
