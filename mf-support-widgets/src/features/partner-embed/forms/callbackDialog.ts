import { telHref } from '../../contact/contactLinks';
import { callbackSchema } from '../../support-requests/model/callbackSchema';
import { submitPartnerCallback } from '../api/partnerSubmissions';
import { h } from '../dom';
import { t } from '../strings';
import { createField } from './formField';
import type { FormContext } from './formContext';
import { openModalDialog } from './modalDialog';
import { createSupportForm } from './supportForm';
import { showToast } from './toasts';

/**
 * 'Get Personal Legal Assistance' (spec section 2) on a partner's page: 'Call Right Now', or
 * 'Request Call Back' and its form. The request is stored with the partner's id as `source`.
 */
export function openCallbackDialog({ root, returnFocus, config, client, partner }: FormContext) {
  const dialog = openModalDialog(root, {
    title: t('callback.title'),
    description: t('callback.description'),
    returnFocus,
  });

  const showChoice = () => {
    const requestButton = h(
      'button',
      { type: 'button', class: 'button button-outline button-full', onclick: showForm },
      t('callback.requestCallBack'),
    );
    dialog.body.replaceChildren(
      h(
        'a',
        { class: 'button button-primary button-full', href: telHref(config.contact.phone) },
        t('callback.callNow'),
      ),
      h('p', { class: 'phone' }, config.contact.phone),
      requestButton,
    );
  };

  function showForm() {
    const fields = {
      name: createField({ name: 'name', label: t('callback.form.name'), autocomplete: 'name' }),
      mobileNumber: createField({
        name: 'mobileNumber',
        label: t('callback.form.mobileNumber'),
        placeholder: t('callback.form.mobilePlaceholder'),
        type: 'tel',
        autocomplete: 'tel',
      }),
      issueDescription: createField({
        name: 'issueDescription',
        label: t('callback.form.issueDescription'),
        placeholder: t('callback.form.issuePlaceholder'),
        multiline: 4,
      }),
    };
    const back = h(
      'button',
      { type: 'button', class: 'button button-outline', onclick: showChoice },
      t('callback.form.back'),
    );
    const form = createSupportForm({
      dialog,
      fields,
      schema: callbackSchema,
      submitLabel: t('callback.requestCallBack'),
      secondary: back,
      submit: (values) => submitPartnerCallback(client, values, partner.id),
      onSubmitted: (reference) => {
        showToast(root, { key: 'callback', title: t('toasts.callbackSucceeded') });
        showDone(reference);
      },
      onFailed: (error) => {
        console.error('[NyayaConnect] Failed to submit the callback request:', error);
        showToast(root, { key: 'callback', title: t('toasts.callbackFailed'), tone: 'error' });
      },
    });
    dialog.body.replaceChildren(form);
    fields.name.control.focus();
  }

  function showDone(reference: string) {
    const close = h(
      'button',
      { type: 'button', class: 'button button-primary', onclick: dialog.close },
      t('common:close'),
    );
    dialog.body.replaceChildren(
      h('p', { role: 'status' }, t('toasts.callbackSucceeded')),
      h('p', {}, t('referenceNumber.label'), ' ', h('span', { class: 'reference' }, reference)),
      h('div', { class: 'actions' }, close),
    );
    close.focus();
  }

  showChoice();
}
