import { copyText } from '../../support-requests/copyText';
import { supportStatusHref } from '../../support-status/model/statusLink';
import { h, uniqueId } from '../dom';
import { t } from '../strings';
import type { ModalDialog } from './modalDialog';

/** Our site's status page for `reference`, or null when the embed does not know our site. */
function statusPageUrl(siteUrl: string | null, reference: string): string | null {
  if (!siteUrl) return null;
  try {
    return supportStatusHref(reference, siteUrl);
  } catch {
    return null;
  }
}

/**
 * A stored callback or complaint, as our site shows it: what happens next, the reference number
 * with a Copy button whose outcome is announced, 'Check the status of your request' (our site's
 * status page in a new tab: the partner's page stays), and Close, which gets the focus. Without
 * our site's address the link is left out.
 */
export function showReference(
  dialog: ModalDialog,
  message: string,
  reference: string,
  siteUrl: string | null = null,
) {
  const messageId = uniqueId('done-message');
  const referenceId = uniqueId('done-reference');
  const number = h('span', { class: 'reference', translate: 'no' }, reference);
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
  const statusUrl = statusPageUrl(siteUrl, reference);
  const statusLink =
    statusUrl &&
    h(
      'a',
      {
        class: 'status-link',
        href: statusUrl,
        target: '_blank',
        rel: 'noopener noreferrer',
        'aria-label': t('supportStatus.linkNewTab'),
      },
      t('supportStatus.link'),
    );
  dialog.hideCloseButton();
  dialog.body.replaceChildren(
    h('p', { id: messageId, class: 'done-message' }, message),
    h('div', { class: 'reference-row' }, sentence, copy, status),
    ...(statusLink ? [h('p', { class: 'status-line' }, statusLink)] : []),
    h('div', { class: 'actions' }, close),
  );
  close.focus();
}
