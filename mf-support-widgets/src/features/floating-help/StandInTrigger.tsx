import type { KeyboardEvent, PointerEvent } from 'react';
import type { OpenedBy } from './openedBy';
import { HelpTrigger } from './HelpTrigger';

/** The keys with which Radix's trigger opens its menu. */
const OPEN_KEYS = ['Enter', ' ', 'ArrowDown'];

export interface StandInTriggerProps {
  /** Activated, and waiting for the menu's code. */
  waiting: boolean;
  /** Hover, focus or a press: the visitor may be about to open the menu. */
  onIntent: () => void;
  onActivate: (by: OpenedBy) => void;
  onWithdraw: () => void;
}

/**
 * The Help button until the visitor first opens the menu: it looks and reads like Radix's
 * trigger of a closed menu, starts loading the menu's code on intent and takes activations the
 * way Radix's would, on pointer down or Enter, Space and ArrowDown.
 */
export function StandInTrigger({ waiting, onIntent, onActivate, onWithdraw }: StandInTriggerProps) {
  return (
    <HelpTrigger
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      // Not `loading`: that would disable the button and drop its focus.
      aria-busy={waiting || undefined}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onPointerDown={(event: PointerEvent) => {
        onIntent();
        if (event.button !== 0 || event.ctrlKey) return;
        // As Radix's trigger does: no focus for the button, so the opening menu can take it.
        event.preventDefault();
        onActivate('pointer');
      }}
      // A click with no press before it: assistive technology, or element.click().
      onClick={() => onActivate('pointer')}
      onKeyDown={(event: KeyboardEvent) => {
        if (OPEN_KEYS.includes(event.key)) {
          event.preventDefault();
          onActivate('keyboard');
        } else if (event.key === 'Escape') {
          onWithdraw();
        }
      }}
    />
  );
}
