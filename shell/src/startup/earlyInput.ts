/**
 * What a visitor does on a prerendered page before its scripts have run (docs/adr/0024): the
 * page is HTML only, so a field takes their typing and a button their press, and nothing else
 * happens. When React takes the page over, a frame's markup is rendered afresh (its fields come
 * back empty) and a hydrated page's buttons get their behaviour only then. This hands both over
 * to the live page:
 *
 * - A field the visitor changed (its value is no longer the one in the HTML) gives its value to
 *   the live field of the same `name` (the same element on a hydrated page), through the input
 *   event React listens to, so the page acts on it as if typed there; a live field the visitor
 *   has already typed into keeps its own value.
 * - The field or named button that had focus gets it back, with the same selection.
 * - A button the visitor pressed (focused by the pointer, clicked once this module runs, or on a
 *   hydrated page clicked before, as its loader records: earlyClicks.ts) is clicked once the
 *   page is live, on its live counterpart. On a hydrated page an unnamed button or in-page link
 *   clicked before is clicked again too, being its own live counterpart.
 *
 * Counterparts are found by `name` (and their place among the controls of that name), so a
 * control takes part by having one; the live page then owns the value, the focus and the press.
 */

import { takeEarlyClicks } from './earlyClicks';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** How long a handed-over field waits for its live counterpart (a slow remote's page). */
const WAIT_FOR_PAGE_MS = 30_000;

const NAMED_CONTROL = 'input[name], textarea[name], select[name], button[name]';
const NAMED_FIELD = 'input[name], textarea[name], select[name]';

function isField(element: Element): element is Field {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}

/** Whether the visitor changed the field from what the HTML said. */
function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked;
  }
  return field.value !== field.defaultValue;
}

/** Whether the live field still holds what the HTML's field held before the visitor changed it. */
function sameValue(live: Field, old: Field): boolean {
  if (live instanceof HTMLInputElement && (live.type === 'checkbox' || live.type === 'radio')) {
    return live.checked === (old as HTMLInputElement).defaultChecked;
  }
  if (old instanceof HTMLSelectElement) {
    const initial = [...old.options].find((option) => option.defaultSelected) ?? old.options[0];
    return live.value === (initial?.value ?? '');
  }
  return live.value === (old as HTMLInputElement | HTMLTextAreaElement).defaultValue;
}

/** The control's name and its place among the controls of that name in `root`. */
function keyOf(control: Element, root: ParentNode): { selector: string; index: number } | null {
  const name = control.getAttribute('name');
  if (!name) return null;
  const selector = `${control.localName}[name="${CSS.escape(name)}"]`;
  return { selector, index: [...root.querySelectorAll(selector)].indexOf(control) };
}

/**
 * Sets a field's value so that React sees a change: React keeps the value it last set on the
 * element and fires onChange only when the element's value differs from it.
 */
function giveValue(target: Field, source: Field): void {
  if (
    target instanceof HTMLInputElement &&
    (target.type === 'checkbox' || target.type === 'radio')
  ) {
    if (target.checked !== (source as HTMLInputElement).checked) target.click();
    return;
  }
  const prototype = Object.getPrototypeOf(target) as object;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  const value = source.value;
  if (target === source) {
    // The same element (hydrated): let React's record be the HTML's value, then the visitor's.
    target.value = target instanceof HTMLSelectElement ? '' : target.defaultValue;
  }
  setValue?.call(target, value);
  target.dispatchEvent(
    new Event(target instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

interface Selection {
  start: number | null;
  end: number | null;
}

function selectionOf(control: Element): Selection | null {
  if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) return null;
  try {
    return { start: control.selectionStart, end: control.selectionEnd };
  } catch {
    // Types without a selection (e.g. email in some browsers) throw.
    return null;
  }
}

export interface EarlyInput {
  /**
   * Call once the live page has committed its first render: hands over what the visitor did,
   * now or as soon as the fields' live counterparts appear.
   */
  handOver(): void;
  /** Stops watching (also done by handOver once everything is handed over). */
  dispose(): void;
}

/** Whether `control` is an in-page link whose target is on the page (`#contact`). */
function linksToElementOf(control: HTMLElement, doc: Document): boolean {
  if (!(control instanceof HTMLAnchorElement)) return false;
  const id = decodeURIComponent(control.hash.slice(1));
  return id !== '' && doc.getElementById(id) !== null;
}

/**
 * Starts watching the prerendered markup in `container` before React takes it over. Returns
 * the handover to run after React's first commit.
 */
export function watchEarlyInput(container: HTMLElement, doc: Document = document): EarlyInput {
  const oldFields = new Map<Field, { selector: string; index: number }>();
  for (const field of container.querySelectorAll(NAMED_FIELD)) {
    const key = keyOf(field, container);
    if (key && isField(field)) oldFields.set(field, key);
  }
  const oldControls = new Map<Element, { selector: string; index: number }>();
  for (const control of container.querySelectorAll(NAMED_CONTROL)) {
    const key = keyOf(control, container);
    if (key) oldControls.set(control, key);
  }

  /** The control with focus, whatever then became of it, unless the visitor went elsewhere. */
  let focused: Element | null = null;
  let focusSelection: Selection | null = null;
  /** A button the visitor pressed. */
  let pressed: Element | null = null;

  const noteFocus = (element: Element | null) => {
    if (!element || !container.contains(element)) {
      focused = null;
      return;
    }
    focused = element;
    // Buttons a pointer presses take focus without the keyboard focus ring (Chromium, Firefox).
    if (element instanceof HTMLButtonElement && !element.matches(':focus-visible')) {
      pressed = element;
    }
  };
  noteFocus(doc.activeElement);
  // The clicks a hydrated page's loader recorded before this module ran: the last one decides,
  // a named button's press is kept, a click anywhere else lets go of it (as onPointerDown).
  const early = doc.defaultView ? takeEarlyClicks(doc.defaultView).at(-1) : undefined;
  /**
   * An unnamed button or in-page link clicked then, pressed again only if React kept it (a
   * hydrated page): its click did nothing without the page's scripts (the footer's Complaints).
   * A link to an element of the page already did its part (the browser scrolled there), and is
   * not pressed again: the visitor may have read on since.
   */
  let pressedInPlace: HTMLElement | null = null;
  if (early instanceof Element) {
    const control = early.closest('button[name]');
    pressed = control && oldControls.has(control) ? control : null;
    const inPlace = pressed ? null : early.closest<HTMLElement>('button, a[href^="#"]');
    if (inPlace && !linksToElementOf(inPlace, doc)) pressedInPlace = inPlace;
  }

  const onFocusIn = (event: FocusEvent) => noteFocus(event.target as Element);
  const onPointerDown = (event: PointerEvent) => {
    const target = event.target as Element | null;
    const control = target?.closest(NAMED_CONTROL) ?? null;
    // A press anywhere else lets go of what was focused or pressed before.
    if (!control || !oldControls.has(control)) {
      focused = null;
      pressed = null;
    }
  };
  const onClick = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest('button[name]') ?? null;
    if (control && oldControls.has(control)) pressed = control;
  };
  const onSelect = () => {
    if (focused) focusSelection = selectionOf(focused);
  };
  doc.addEventListener('focusin', onFocusIn, true);
  doc.addEventListener('pointerdown', onPointerDown, true);
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('selectionchange', onSelect);

  let observer: MutationObserver | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const dispose = () => {
    doc.removeEventListener('focusin', onFocusIn, true);
    doc.removeEventListener('pointerdown', onPointerDown, true);
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('selectionchange', onSelect);
    observer?.disconnect();
    observer = null;
    clearTimeout(timer);
  };

  /** The live counterpart of an old control: itself if still in place, else by its key. */
  const counterpart = (old: Element, key: { selector: string; index: number }) => {
    if (old.isConnected && container.contains(old)) return old;
    return container.querySelectorAll(key.selector)[key.index] ?? null;
  };

  /** Focus is free to give when nobody else has taken it since the old control lost it. */
  const focusIsFree = (old: Element) => {
    const active = doc.activeElement;
    return active === null || active === doc.body || active === old;
  };

  // Read now: the old fields leave the document when React renders afresh, values and all.
  const pendingFields = new Set([...oldFields.keys()]);
  let pendingFocus = true;
  let pendingPress = true;

  const tryHandOver = (): boolean => {
    for (const old of [...pendingFields]) {
      if (!changed(old) && old !== focused) {
        pendingFields.delete(old);
        continue;
      }
      const live = counterpart(old, oldFields.get(old)!);
      if (!live || !isField(live)) continue;
      pendingFields.delete(old);
      // The live field no longer holds the HTML's value (the visitor typed into it, or the page
      // set it): it keeps its own. React keeps a controlled field's default value equal to its
      // value, so the HTML's field is the measure.
      if (live !== old && !sameValue(live, old)) continue;
      if (changed(old)) giveValue(live, old);
    }

    if (pendingFocus) {
      const old = focused;
      const key = old ? oldControls.get(old) : undefined;
      if (!old || !key) pendingFocus = false;
      else {
        const live = counterpart(old, key);
        if (live instanceof HTMLElement) {
          pendingFocus = false;
          if (live !== doc.activeElement && focusIsFree(old)) {
            const selection = focusSelection ?? selectionOf(old);
            live.focus({ preventScroll: true });
            if (
              selection &&
              (live instanceof HTMLInputElement || live instanceof HTMLTextAreaElement)
            ) {
              try {
                live.setSelectionRange(selection.start, selection.end);
              } catch {
                // A type without a selection.
              }
            }
          }
        }
      }
    }

    if (pendingPress) {
      const old = pressed;
      const key = old ? oldControls.get(old) : undefined;
      if (!old || !key) pendingPress = false;
      else {
        const live = counterpart(old, key);
        if (live instanceof HTMLElement) {
          pendingPress = false;
          live.click();
        }
      }
    }

    if (pressedInPlace) {
      if (pressedInPlace.isConnected && container.contains(pressedInPlace)) pressedInPlace.click();
      pressedInPlace = null;
    }

    return pendingFields.size === 0 && !pendingFocus && !pendingPress;
  };

  let handedOver = false;
  return {
    handOver() {
      if (handedOver) return;
      handedOver = true;
      // The visitor's own presses from here on reach the live page.
      doc.removeEventListener('click', onClick, true);
      if (tryHandOver()) {
        dispose();
        return;
      }
      // The page is not there yet (its remote is slow, the skeleton shows): wait for it.
      observer = new MutationObserver(() => {
        if (tryHandOver()) dispose();
      });
      observer.observe(container, { childList: true, subtree: true });
      timer = setTimeout(dispose, WAIT_FOR_PAGE_MS);
    },
    dispose,
  };
}
