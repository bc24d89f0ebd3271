import { useSearchParams } from '@nyaya/shared-platform/router';
import { useEffect, useRef, type RefObject } from 'react';

/** The query parameter of the links in e-mails: `/client-dashboard?request=<id>`. */
export const LINKED_REQUEST_PARAM = 'request';
/** Marks a card (its article) with its request's id. */
export const REQUEST_ID_ATTRIBUTE = 'data-request-id';
/** Set on the linked card for a moment, so the eye finds it. */
export const LINKED_ATTRIBUTE = 'data-linked';
const HIGHLIGHT_MS = 2500;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * A link from an e-mail names a request (docs/product/notifications.md): once the list has
 * loaded, that request's card is scrolled into view, focused and highlighted briefly (without
 * smooth scrolling for those who prefer reduced motion). A request not in the list changes
 * nothing. Each link is followed once, not again when the list refreshes.
 */
export function useFocusLinkedRequest(
  container: RefObject<HTMLElement | null>,
  ids: readonly string[] | null,
) {
  const [params] = useSearchParams();
  const requestId = params.get(LINKED_REQUEST_PARAM);
  const followed = useRef<string | null>(null);

  useEffect(() => {
    if (!requestId || !ids || followed.current === requestId) return;
    followed.current = requestId;
    if (!ids.includes(requestId)) return;
    const card = [
      ...(container.current?.querySelectorAll<HTMLElement>(`[${REQUEST_ID_ATTRIBUTE}]`) ?? []),
    ].find((element) => element.getAttribute(REQUEST_ID_ATTRIBUTE) === requestId);
    if (!card) return;
    card.focus({ preventScroll: true });
    card.scrollIntoView({
      block: 'center',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
    // Not undone by a re-render or a refresh of the list; harmless on a card that has gone.
    card.setAttribute(LINKED_ATTRIBUTE, '');
    window.setTimeout(() => card.removeAttribute(LINKED_ATTRIBUTE), HIGHLIGHT_MS);
  }, [container, ids, requestId]);
}
