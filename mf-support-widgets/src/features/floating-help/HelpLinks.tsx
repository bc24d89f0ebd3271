import { Button, buttonStyles, type ButtonStyleProps } from '@nyaya/shared-design';
import { useOverlays } from '@nyaya/shared-platform';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { OpenedBy } from './openedBy';
import { isHelpLink, linkAttributes, useHelpEntries, type HelpEntry } from './helpEntries';
import { HelpTrigger } from './HelpTrigger';
import { useInteractionOutside } from './useInteractionOutside';

// Where the menu would be (above the button, right-aligned) and in its look.
const List = styled.ul`
  position: absolute;
  right: 0;
  bottom: calc(100% + ${({ theme }) => theme.space[1]});
  min-width: 12rem;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const EntryButton = styled(Button)`
  justify-content: flex-start;
`;

const EntryLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
  justify-content: flex-start;
`;

export interface HelpLinksProps {
  /** How the visitor opened the list that this component now shows (read once). */
  openedBy: OpenedBy;
  /** Hover, focus or a press on the button: the menu's code is tried again. */
  onIntent: () => void;
  /** The visitor opens the help again: true if the menu (its code has arrived since) took over. */
  onReopen: (by: OpenedBy) => boolean;
}

/**
 * The floating help when the menu's code could not be loaded: the same five entries as plain
 * links and buttons in a disclosure (a button that shows and hides a list), which needs no
 * Radix. The visitor never waits on a network that already failed: the list works at once, and
 * the menu's code is tried again on their next intent; once it has arrived, the next opening is
 * the menu's.
 */
export function HelpLinks({ openedBy, onIntent, onReopen }: HelpLinksProps) {
  const entries = useHelpEntries();
  // It replaces the stand-in trigger when the visitor opens it, so it mounts open.
  const [open, setOpen] = useState(true);
  const [openedWithKeyboard] = useState(openedBy === 'keyboard');
  const boxRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const triggerId = useId();
  const listId = useId();

  // The stand-in that had or was about to get the focus is gone. As in the menu, a keyboard
  // opening goes to the first entry; otherwise the button keeps it, as a clicked button does.
  useLayoutEffect(() => {
    const first = listRef.current?.querySelector<HTMLElement>('a, button');
    (openedWithKeyboard ? first : triggerRef.current)?.focus();
  }, [openedWithKeyboard]);

  useInteractionOutside(boxRef, open, () => setOpen(false));

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    triggerRef.current?.focus();
  };

  const choose = (entry: HelpEntry) => {
    if (!isHelpLink(entry)) entry.action();
    setOpen(false);
    // A dialog opened by the entry takes the focus; otherwise it goes back to the button.
    if (!useOverlays.getState().current) triggerRef.current?.focus();
  };

  return (
    <div ref={boxRef} onKeyDown={closeOnEscape}>
      <HelpTrigger
        ref={triggerRef}
        id={triggerId}
        aria-expanded={open}
        aria-controls={listId}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onPointerDown={onIntent}
        onClick={(event) => {
          // A click with no pointer position came from the keyboard (Enter, Space).
          if (!open && onReopen(event.detail === 0 ? 'keyboard' : 'pointer')) return;
          setOpen((current) => !current);
        }}
      />
      {/* Hidden, not unmounted: a link removed in its own click handler would not navigate. */}
      <List id={listId} ref={listRef} aria-labelledby={triggerId} hidden={!open}>
        {entries.map((entry) => (
          <li key={entry.key}>
            {isHelpLink(entry) ? (
              <EntryLink
                {...linkAttributes(entry)}
                $variant="ghost"
                $fullWidth
                onClick={() => choose(entry)}
              >
                {entry.label}
              </EntryLink>
            ) : (
              <EntryButton variant="ghost" fullWidth onClick={() => choose(entry)}>
                {entry.label}
              </EntryButton>
            )}
          </li>
        ))}
      </List>
    </div>
  );
}
