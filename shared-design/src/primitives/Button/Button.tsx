import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { Spinner } from '../Spinner/Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $fullWidth?: boolean;
}

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual style; `primary` (navy) by default, `secondary` is the saffron accent. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and disables the button. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Icon before the label; decorative, so give it `aria-hidden`. */
  icon?: ReactNode;
}

const variantStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary.base};
    color: ${({ theme }) => theme.colors.primary.contrast};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primary.hover};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.colors.primary.active};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.accent.base};
    color: ${({ theme }) => theme.colors.accent.contrast};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.accent.hover};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.colors.accent.active};
    }
  `,
  outline: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary.base};
    border-color: ${({ theme }) => theme.colors.primary.base};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primary.subtle};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.colors.primary.subtleHover};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary.base};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primary.subtle};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.colors.primary.subtleHover};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger.base};
    color: ${({ theme }) => theme.colors.danger.contrast};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.danger.hover};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.colors.danger.active};
    }
  `,
  link: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text.link};
    text-decoration: underline;
    text-underline-offset: 0.15em;
    padding-inline: 0;
    min-height: auto;
    &:hover:not(:disabled) {
      color: ${({ theme }) => theme.colors.text.linkHover};
    }
  `,
};

const sizeStyles: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: 2rem;
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    min-height: 2.5rem;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  lg: css`
    min-height: 3rem;
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[6]}`};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  icon: css`
    width: 2.5rem;
    height: 2.5rem;
    padding: 0;
  `,
};

/**
 * Button look as a css fragment, for elements that must not be a <button>, e.g. a router link:
 * `styled(Link)<ButtonStyleProps>\`${buttonStyles}\``.
 */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  text-decoration: none;
  /* A label longer than the room (a Hindi one on a phone) wraps rather than overflowing. */
  overflow-wrap: break-word;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.durations.fast} ${({ theme }) => theme.easings.standard},
    color ${({ theme }) => theme.durations.fast} ${({ theme }) => theme.easings.standard};
  ${({ $size = 'md' }) => sizeStyles[$size]}
  ${({ $variant = 'primary' }) => variantStyles[$variant]}
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

/**
 * An action button. `type` defaults to "button" so buttons inside forms never submit by accident;
 * pass `type="submit"` for the submit button.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  disabled,
  type = 'button',
  icon,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...rest}
    >
      {loading ? <Spinner /> : icon}
      {children}
    </StyledButton>
  );
}
