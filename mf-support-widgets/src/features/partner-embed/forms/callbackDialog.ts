import { telHref } from '@nyaya/shared-design';
import { callbackSchema } from '../../support-requests/model/callbackSchema';
import { submitPartnerCallback } from '../api/partnerSubmissions';
import { h } from '../dom';
import { t } from '../strings';
import { createField } from './formField';
import type { FormContext } from './formContext';
import { openModalDialog } from './modalDialog';
import { showReference } from './referenceView';
import { createSupportForm } from './supportForm';
import { showToast } from './toasts';

/**
 * 'Get Personal Legal Assistance' (docs/product/support-widgets.md) on a partner's page: 'Call
 * Right Now', or 'Request Call Back' and its form. The request is stored with the partner's id as
 * `source`.
 */
export function openCallbackDialog({
  root,
  onClose,
  contact,
  client,
  partner,
  siteUrl,
}: FormContext) {
  const dialog = openModalDialog(root, {
    title: t('callback.title'),
    description: t('callback.description'),
    onClose,
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
        { class: 'button button-primary button-full', href: telHref(contact.phone) },
        t('callback.callNow'),
      ),
      h('p', { class: 'phone' }, contact.phone),
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
      submit: (values) => submitPartnerCallback(client, values, partner),
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
    showReference(dialog, t('toasts.callbackSucceeded'), reference, siteUrl);
  }

  showChoice();
}
