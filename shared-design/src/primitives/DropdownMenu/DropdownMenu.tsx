import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';

export type DropdownMenuProps = MenuPrimitive.DropdownMenuProps;
export type DropdownMenuTriggerProps = ComponentPropsWithRef<typeof MenuPrimitive.Trigger>;
export type DropdownMenuContentProps = ComponentPropsWithRef<typeof MenuPrimitive.Content>;
export type DropdownMenuItemProps = ComponentPropsWithRef<typeof MenuPrimitive.Item> & {
  /** Danger styling for destructive actions. */
  destructive?: boolean;
};
export type DropdownMenuLabelProps = ComponentPropsWithRef<typeof MenuPrimitive.Label>;
export type DropdownMenuSeparatorProps = ComponentPropsWithRef<typeof MenuPrimitive.Separator>;

/** Menu state owner (Radix DropdownMenu); `open`/`onOpenChange` or uncontrolled. */
export const DropdownMenu = MenuPrimitive.Root;
/** The button that opens the menu; use `asChild` to make your own Button the trigger. */
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

const Content = styled(MenuPrimitive.Content)`
  z-index: ${({ theme }) => theme.zIndices.popover};
  min-width: 12rem;
  max-height: var(--radix-dropdown-menu-content-available-height);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text.primary};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Item = styled(MenuPrimitive.Item)<{ $destructive: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.25rem;
  padding: ${({ theme }) => `${theme.space[1.5]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  user-select: none;
  outline: none;
  color: ${({ theme, $destructive }) =>
    $destructive ? theme.colors.danger.base : theme.colors.text.primary};

  &[data-highlighted] {
    ${({ theme, $destructive }) => css`
      background: ${$destructive ? theme.colors.danger.subtle : theme.colors.primary.subtle};
      color: ${$destructive ? theme.colors.danger.base : theme.colors.primary.base};
    `}
  }

  &[data-disabled] {
    color: ${({ theme }) => theme.colors.disabled.text};
    cursor: not-allowed;
  }
`;

const Label = styled(MenuPrimitive.Label)`
  padding: ${({ theme }) => `${theme.space[1.5]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.muted};
`;

const Separator = styled(MenuPrimitive.Separator)`
  height: 1px;
  margin: ${({ theme }) => `${theme.space[1]} 0`};
  background: ${({ theme }) => theme.colors.border.subtle};
`;

/** The menu popup, rendered in a portal above dialogs and the header. */
export function DropdownMenuContent({
  sideOffset = 4,
  align = 'end',
  ...rest
}: DropdownMenuContentProps) {
  return (
    <MenuPrimitive.Portal>
      <Content sideOffset={sideOffset} align={align} {...rest} />
    </MenuPrimitive.Portal>
  );
}

/** A menu action; runs `onSelect` on click or Enter, then the menu closes. */
export function DropdownMenuItem({ destructive = false, ...rest }: DropdownMenuItemProps) {
  return <Item $destructive={destructive} {...rest} />;
}

/** Non-interactive heading inside the menu, e.g. the signed-in user's name. */
export function DropdownMenuLabel(props: DropdownMenuLabelProps) {
  return <Label {...props} />;
}

export function DropdownMenuSeparator(props: DropdownMenuSeparatorProps) {
  return <Separator {...props} />;
}
