import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export type TabsProps = ComponentPropsWithRef<typeof TabsPrimitive.Root>;
export type TabsListProps = ComponentPropsWithRef<typeof TabsPrimitive.List>;
export type TabsTriggerProps = ComponentPropsWithRef<typeof TabsPrimitive.Trigger>;
export type TabsContentProps = ComponentPropsWithRef<typeof TabsPrimitive.Content>;

const TabsRoot = styled(TabsPrimitive.Root)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const List = styled(TabsPrimitive.List)`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Trigger = styled(TabsPrimitive.Trigger)`
  flex: 1 1 0;
  /* Tabs share the row even when a label is one long word (Hindi at 360 px): it wraps. */
  min-width: 0;
  overflow-wrap: break-word;
  min-height: 2.25rem;
  padding: ${({ theme }) => `${theme.space[1.5]} ${theme.space[3]}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text.primary};
  }

  &[data-state='active'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary.base};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  ${focusRing}
`;

const Content = styled(TabsPrimitive.Content)`
  ${focusRing}
`;

/**
 * Tab set (Radix Tabs): `defaultValue` or `value`/`onValueChange`. Arrow keys move between tabs,
 * Home/End jump to the ends, and a tab activates as it receives focus.
 */
export function Tabs(props: TabsProps) {
  return <TabsRoot {...props} />;
}

/** The row of tabs; give it an `aria-label` when the tabs have no visible heading. */
export function TabsList(props: TabsListProps) {
  return <List {...props} />;
}

/** One tab; its `value` matches a `TabsContent`. */
export function TabsTrigger(props: TabsTriggerProps) {
  return <Trigger {...props} />;
}

/** The panel shown while the tab with the same `value` is active. */
export function TabsContent(props: TabsContentProps) {
  return <Content {...props} />;
}
