import { useCallback, useLayoutEffect, useRef, type FocusEvent } from 'react';
import type { CaseLists } from '../model/caseLists';

export type CaseSectionKey = keyof CaseLists;

/** Marks a card (its article) for the rescue: `data-case-id`. */
export const CASE_ID_ATTRIBUTE = 'data-case-id';
/** Marks where focus goes when a section (or both) runs out of cards: a heading. */
export const FOCUS_FALLBACK_ATTRIBUTE = 'data-focus-fallback';

interface FocusedCard {
  section: CaseSectionKey;
  id: string;
}

/**
 * Keeps keyboard focus on the lists when an action takes away what had it: the request left
 * its list (accepted, declined, released, or taken by another lawyer), or its button went (a
 * completed case has none). Focus then goes to the same card if it is still listed, else to
 * the card that took its place (or the one before it), else to the section's heading, else to
 * the empty state's. It moves only when focus fell to the page (the body), never away from
 * where the user put it.
 */
export function useFocusRescue(lists: CaseLists | null) {
  const containerRef = useRef<HTMLDivElement>(null);
  const focused = useRef<FocusedCard | null>(null);
  const previous = useRef<CaseLists | null>(lists);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = lists;
    const card = focused.current;
    const container = containerRef.current;
    if (!lists || !before || !card || !container) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;

    const cardElement = (id: string) =>
      container.querySelector<HTMLElement>(`[${CASE_ID_ATTRIBUTE}="${id}"]`);
    const ids = lists[card.section].map((request) => request.id);
    if (ids.includes(card.id)) {
      cardElement(card.id)?.focus();
      return;
    }
    const index = before[card.section].findIndex((request) => request.id === card.id);
    const nextId = ids[Math.min(Math.max(index, 0), ids.length - 1)];
    const target =
      (nextId && cardElement(nextId)) ||
      container.querySelector<HTMLElement>(`[${FOCUS_FALLBACK_ATTRIBUTE}="${card.section}"]`) ||
      container.querySelector<HTMLElement>(`[${FOCUS_FALLBACK_ATTRIBUTE}="empty"]`);
    focused.current = nextId && target ? { section: card.section, id: nextId } : null;
    target?.focus();
  }, [lists]);

  /**
   * Handlers for a card's list item. React passes focus events up from the card's dialogs too
   * (portals), so a card keeps the focus while its dialog is open.
   */
  const trackFocus = useCallback(
    (section: CaseSectionKey, id: string) => ({
      onFocus: () => {
        focused.current = { section, id };
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        // Focus went somewhere else on purpose. Without a relatedTarget it may have been
        // removed with its element, which is what the rescue is for.
        const next = event.relatedTarget;
        if (next && !event.currentTarget.contains(next) && focused.current?.id === id) {
          focused.current = null;
        }
      },
    }),
    [],
  );

  return { containerRef, trackFocus };
}
