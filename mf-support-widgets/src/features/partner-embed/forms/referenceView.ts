import { copyText } from '../../support-requests/copyText';
import { h, uniqueId } from '../dom';
import { t } from '../strings';
import type { ModalDialog } from './modalDialog';

/**
 * A stored callback or complaint, as our site shows it: what happens next, the reference number
 * with a Copy button whose outcome is announced, and Close, which gets the focus.
 */
export function showReference(dialog: ModalDialog, message: string, reference: string) {
  const messageId = uniqueId('done-message');
  const referenceId = uniqueId('done-reference');
  const number = h('span', { class: 'reference' }, reference);
  const sentence = h(
    'p',
    { id: referenceId, class: 'reference-sentence' },
    t('referenceNumber.label'),
    ' ',
    number,
  );
  const status = h('p', { role: 'status', class: 'copy-status' });
  const copy = h(
    'button',
    {
      type: 'button',
      class: 'button button-outline button-small',
      'aria-label': t('referenceNumber.copyLabel'),
    },
    t('referenceNumber.copy'),
  );
  copy.addEventListener('click', async () => {
    const copied = await copyText(reference, dialog.dialog);
    copy.textContent = copied ? t('referenceNumber.copied') : t('referenceNumber.copy');
    copy.setAttribute(
      'aria-label',
      copied ? t('referenceNumber.copied') : t('referenceNumber.copyLabel'),
    );
    status.classList.toggle('copy-failed', !copied);
    status.textContent = copied
      ? t('referenceNumber.copiedAnnouncement')
      : t('referenceNumber.copyFailed');
    if (!copied) number.ownerDocument.getSelection()?.selectAllChildren(number);
  });
  const close = h(
    'button',
    {
      type: 'button',
      class: 'button button-primary',
      'aria-describedby': `${messageId} ${referenceId}`,
      onclick: dialog.close,
    },
    t('common:close'),
  );
  dialog.hideCloseButton();
  dialog.body.replaceChildren(
    h('p', { id: messageId, class: 'done-message' }, message),
    h('div', { class: 'reference-row' }, sentence, copy, status),
    h('div', { class: 'actions' }, close),
  );
  close.focus();
}
