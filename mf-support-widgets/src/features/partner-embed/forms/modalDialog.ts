import { h, uniqueId } from '../dom';
import { t } from '../strings';

export interface ModalDialog {
  dialog: HTMLDialogElement;
  body: HTMLElement;
  /** While true, Escape and the close button do nothing (a submission is on its way). */
  setBusy: (busy: boolean) => void;
  close: () => void;
}

/**
 * A modal `<dialog>` in the widget's shadow root: the browser traps focus, makes the page
 * inert and closes it on Escape. It is removed when closed, so reopening starts empty, and
 * focus goes back to where the visitor opened it.
 */
export function openModalDialog(
  root: ShadowRoot,
  {
    title,
    description,
    returnFocus,
  }: { title: string; description: string; returnFocus: HTMLElement },
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
  dialog.addEventListener('close', () => {
    dialog.remove();
    returnFocus.focus();
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
  };
}
