import { useSearchParams } from '@nyaya/shared-platform/router';
import { useEffect, useRef, type RefObject } from 'react';
import { CASE_ID_ATTRIBUTE } from './useFocusRescue';

/** The query parameter of the links in e-mails: `/lawyer-dashboard?request=<id>`. */
export const LINKED_REQUEST_PARAM = 'request';
/** Set on the linked card for a moment, so the eye finds it. */
export const LINKED_ATTRIBUTE = 'data-linked';
const HIGHLIGHT_MS = 2500;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * A link from an e-mail names a request (docs/product/notifications.md): once the lists have
 * loaded, that request's card, open or among the lawyer's cases, is scrolled into view, focused
 * and highlighted briefly (without smooth scrolling for those who prefer reduced motion). A
 * request in neither list (taken by another lawyer meanwhile) changes nothing. Each link is
 * followed once, not again when the lists refresh.
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
      ...(container.current?.querySelectorAll<HTMLElement>(`[${CASE_ID_ATTRIBUTE}]`) ?? []),
    ].find((element) => element.getAttribute(CASE_ID_ATTRIBUTE) === requestId);
    if (!card) return;
    card.focus({ preventScroll: true });
    card.scrollIntoView({
      block: 'center',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
    // Not undone by a re-render or a refresh of the lists; harmless on a card that has gone.
    card.setAttribute(LINKED_ATTRIBUTE, '');
    window.setTimeout(() => card.removeAttribute(LINKED_ATTRIBUTE), HIGHLIGHT_MS);
  }, [container, ids, requestId]);
}
