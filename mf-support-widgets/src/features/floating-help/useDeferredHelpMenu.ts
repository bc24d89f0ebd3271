import { reportRemoteError } from '@nyaya/shared-platform';
import { useCallback, useRef, useState, type RefObject } from 'react';
import { REMOTE_NAME } from '../../remote';
import type { OpenedBy } from './openedBy';
import { useInteractionOutside } from './useInteractionOutside';

/*
 * The Radix menu and, through it, the design system's dropdown-menu entry (31.7 KB gzip, ADR
 * 0006): a shared singleton, so this import() is what makes the federation runtime fetch it.
 * Never import HelpMenu statically, or every page downloads it again.
 */
const loadHelpMenu = () => import('./HelpMenu').then((module) => module.default);

export type HelpMenuComponent = Awaited<ReturnType<typeof loadHelpMenu>>;

type MenuCode =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'loaded'; HelpMenu: HelpMenuComponent };

/** What the widget shows: the stand-in trigger until the visitor opens it, then the real thing. */
type HelpView =
  | { kind: 'stand-in'; waiting: boolean }
  | { kind: 'menu'; HelpMenu: HelpMenuComponent; openedBy: OpenedBy }
  | { kind: 'fallback'; openedBy: OpenedBy };

/**
 * Loads the help menu's code on the first sign of intent (`preload`) and keeps the stand-in
 * trigger until the visitor opens it (`requestOpen`): then, as soon as the code is there, the
 * menu replaces the stand-in, open. Swapping the button only together with opening means it
 * never changes under a hovering pointer or a focus that has not acted yet.
 *
 * `anchorRef` is the widget's box: pressing or focusing outside it while the code is still on
 * its way withdraws the opening.
 */
export function useDeferredHelpMenu(
  anchorRef: RefObject<HTMLElement | null>,
  loadMenu: () => Promise<HelpMenuComponent> = loadHelpMenu,
) {
  const [view, setViewState] = useState<HelpView>({ kind: 'stand-in', waiting: false });
  const viewRef = useRef(view);
  const setView = useCallback((next: HelpView) => {
    viewRef.current = next;
    setViewState(next);
  }, []);
  // Refs, not state: the import's callbacks must see the latest of both.
  const code = useRef<MenuCode>({ status: 'idle' });
  const openedBy = useRef<OpenedBy | null>(null);

  /**
   * Replaces the stand-in once the visitor has asked for the menu and its code has settled. The
   * fallback list is never swapped under the visitor: it gives way on their next opening.
   */
  const showIfReady = useCallback((): boolean => {
    const by = openedBy.current;
    const settled = code.current;
    if (by === null || viewRef.current.kind === 'fallback') return false;
    if (settled.status === 'loaded') {
      setView({ kind: 'menu', HelpMenu: settled.HelpMenu, openedBy: by });
      return true;
    }
    if (settled.status === 'failed') {
      setView({ kind: 'fallback', openedBy: by });
      return true;
    }
    return false;
  }, [setView]);

  /** Loads the menu's code unless it is loaded or on its way; after a failure, tries again. */
  const preload = useCallback(() => {
    if (code.current.status === 'loading' || code.current.status === 'loaded') return;
    code.current = { status: 'loading' };
    loadMenu().then(
      (HelpMenu) => {
        code.current = { status: 'loaded', HelpMenu };
        showIfReady();
      },
      (error: unknown) => {
        reportRemoteError(REMOTE_NAME, error, { during: 'loading the floating help menu' });
        code.current = { status: 'failed' };
        showIfReady();
      },
    );
  }, [showIfReady, setView, loadMenu]);

  /** From the fallback list: the menu opens instead if its code has arrived since. */
  const reopen = useCallback(
    (by: OpenedBy): boolean => {
      const settled = code.current;
      if (settled.status !== 'loaded') return false;
      openedBy.current = by;
      setView({ kind: 'menu', HelpMenu: settled.HelpMenu, openedBy: by });
      return true;
    },
    [setView],
  );

  /** The trigger was activated; the first way counts (a click after Space changes nothing). */
  const requestOpen = useCallback(
    (by: OpenedBy) => {
      openedBy.current ??= by;
      preload();
      if (!showIfReady()) setView({ kind: 'stand-in', waiting: true });
    },
    [preload, showIfReady, setView],
  );

  const withdrawOpen = useCallback(() => {
    openedBy.current = null;
    const current = viewRef.current;
    if (current.kind === 'stand-in' && current.waiting)
      setView({ kind: 'stand-in', waiting: false });
  }, [setView]);

  // A menu that appears seconds later must not take the focus from what the visitor went on to.
  const waiting = view.kind === 'stand-in' && view.waiting;
  useInteractionOutside(anchorRef, waiting, withdrawOpen);

  return { view, preload, requestOpen, withdrawOpen, reopen };
}
