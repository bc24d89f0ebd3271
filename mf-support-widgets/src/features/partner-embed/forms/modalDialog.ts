import { h, uniqueId } from '../dom';
import { t } from '../strings';

export interface ModalDialog {
  dialog: HTMLDialogElement;
  body: HTMLElement;
  /** While true, Escape and the close button do nothing (a submission is on its way). */
  setBusy: (busy: boolean) => void;
  close: () => void;
  /** For a view with a Close button of its own (the reference number). */
  hideCloseButton: () => void;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab go round the dialog: the browser keeps the focus out of the rest of the
 * frame, but from a frame's last control Tab would leave for the partner's page.
 */
function keepTabInside(dialog: HTMLDialogElement, event: KeyboardEvent) {
  if (event.key !== 'Tab') return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  if (focusable.length === 0) return;
  const first = focusable[0]!;
  const last = focusable[focusable.length - 1]!;
  const active = (dialog.getRootNode() as ShadowRoot | Document).activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal `<dialog>` in the frame's shadow root: the browser makes the rest inert and closes it
 * on Escape. It is removed when closed, so reopening starts empty, and `onClose` hands the
 * focus back to the launcher on the partner's page.
 */
export function openModalDialog(
  root: ShadowRoot,
  { title, description, onClose }: { title: string; description: string; onClose: () => void },
): ModalDialog {
  const titleId = uniqueId('dialog-title');
  const descriptionId = uniqueId('dialog-description');
  let busy = false;
  const body = h('div', { class: 'stack' });
  const closeButton = h(
    'button',
    { type: 'button', class: 'close', 'aria-label': t('common:close') },
    '×',
  );
  const dialog = h(
    'dialog',
    { class: 'dialog', 'aria-labelledby': titleId, 'aria-describedby': descriptionId },
    h(
      'div',
      { class: 'dialog-header' },
      h('h2', { id: titleId }, title),
      h('p', { class: 'dialog-description', id: descriptionId }, description),
      closeButton,
    ),
    body,
  );
  const close = () => dialog.close();
  closeButton.addEventListener('click', () => !busy && close());
  dialog.addEventListener('cancel', (event) => busy && event.preventDefault());
  dialog.addEventListener('keydown', (event) => keepTabInside(dialog, event));
  dialog.addEventListener('close', () => {
    dialog.remove();
    onClose();
  });
  root.append(dialog);
  dialog.showModal();
  return {
    dialog,
    body,
    setBusy(value) {
      busy = value;
      closeButton.disabled = value;
    },
    close,
    hideCloseButton() {
      closeButton.hidden = true;
    },
  };
}
