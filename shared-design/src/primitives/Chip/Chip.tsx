import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { CloseIcon } from '../icons/icons';

export interface ChipProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  label: string;
  /** When given, the chip shows an 'x' button that calls it. */
  onRemove?: () => void;
  /** Accessible name of the 'x' button; `Remove {label}` by default. */
  removeLabel?: string;
  /** Ref to the 'x' button, e.g. to move focus between chips. */
  removeButtonRef?: ComponentPropsWithRef<'button'>['ref'];
  disabled?: boolean;
}

const ChipRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  min-height: 1.75rem;
  padding: ${({ theme }) => `${theme.space[0.5]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.tones.primary.border};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.tones.primary.background};
  color: ${({ theme }) => theme.colors.tones.primary.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

// A label longer than the room wraps instead of being cut off: a court's name in Hindi is long.
const ChipLabel = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const RemoveButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 1.25rem;
  height: 1.25rem;
  margin-right: -${({ theme }) => theme.space[1.5]};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.full};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primary.subtleHover};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  ${focusRing}
`;

/** A compact tag; with `onRemove` it becomes removable through an 'x' button. */
export function Chip({
  label,
  onRemove,
  removeLabel,
  removeButtonRef,
  disabled = false,
  ...rest
}: ChipProps) {
  return (
    <ChipRoot {...rest}>
      <ChipLabel>{label}</ChipLabel>
      {onRemove && (
        <RemoveButton
          ref={removeButtonRef}
          type="button"
          aria-label={removeLabel ?? `Remove ${label}`}
          onClick={onRemove}
          disabled={disabled}
        >
          <CloseIcon />
        </RemoveButton>
      )}
    </ChipRoot>
  );
}

export interface ToggleChipProps extends Omit<ComponentPropsWithRef<'button'>, 'onChange'> {
  /** Whether the chip is switched on (aria-pressed). */
  pressed: boolean;
  onPressedChange?: (pressed: boolean) => void;
}

const ToggleChipButton = styled.button`
  display: inline-flex;
  align-items: center;
  min-height: 2rem;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border.control};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary.base};
    color: ${({ theme }) => theme.colors.primary.base};
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary.base};
    background: ${({ theme }) => theme.colors.primary.base};
    color: ${({ theme }) => theme.colors.primary.contrast};
  }

  /* A pressed chip keeps its light label on hover (the hover rule above is more specific). */
  &[aria-pressed='true']:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary.hover};
    background: ${({ theme }) => theme.colors.primary.hover};
    color: ${({ theme }) => theme.colors.primary.contrast};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  ${focusRing}
`;

/** An on/off filter chip (a toggle button), e.g. a specialization filter. */
export function ToggleChip({ pressed, onPressedChange, onClick, ...rest }: ToggleChipProps) {
  return (
    <ToggleChipButton
      type="button"
      aria-pressed={pressed}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) {
          onPressedChange?.(!pressed);
        }
      }}
      {...rest}
    />
  );
}
