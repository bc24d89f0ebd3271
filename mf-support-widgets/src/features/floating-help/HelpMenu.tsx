import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@nyaya/shared-design/dropdown-menu';
import { useOverlays } from '@nyaya/shared-platform';
import { useRef } from 'react';
import styled from 'styled-components';
import type { OpenedBy } from './openedBy';
import { isHelpLink, linkAttributes, useHelpEntries } from './helpEntries';
import { HelpTrigger } from './HelpTrigger';

const ItemLink = styled.a`
  text-decoration: none;
`;

export interface HelpMenuProps {
  /** How the visitor opened the menu that this component now shows (read once). */
  openedBy: OpenedBy;
}

/**
 * The floating help as a Radix menu. Default export, loaded by useDeferredHelpMenu on the
 * visitor's first intent: this module is the only one that imports the dropdown-menu entry.
 * It replaces the stand-in trigger when the visitor first opens the menu, so it mounts open;
 * from then on Radix runs the menu as it always did.
 */
export default function HelpMenu({ openedBy }: HelpMenuProps) {
  const entries = useHelpEntries();
  // Radix focuses the first entry when it saw the key that opened the menu. It did not see the
  // key that opened it from the stand-in, so that one opening we finish ourselves.
  const focusFirstEntryOnOpen = useRef(openedBy === 'keyboard');

  return (
    // Not modal: the page stays usable, and a dialog opened from an item gets the focus.
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>
        <HelpTrigger />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        side="top"
        align="end"
        // Radix focuses the content itself on opening; pass that focus on to the first entry.
        onFocus={(event) => {
          if (!focusFirstEntryOnOpen.current || event.target !== event.currentTarget) return;
          focusFirstEntryOnOpen.current = false;
          event.currentTarget
            .querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')
            ?.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (useOverlays.getState().current) event.preventDefault();
        }}
      >
        {entries.map((entry) =>
          isHelpLink(entry) ? (
            <DropdownMenuItem key={entry.key} asChild>
              <ItemLink {...linkAttributes(entry)}>{entry.label}</ItemLink>
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem key={entry.key} onSelect={entry.action}>
              {entry.label}
            </DropdownMenuItem>
          ),
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
