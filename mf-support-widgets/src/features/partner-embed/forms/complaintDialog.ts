import { complaintSchema } from '../../support-requests/model/complaintSchema';
import { submitPartnerComplaint } from '../api/partnerSubmissions';
import { h } from '../dom';
import { t } from '../strings';
import { createField } from './formField';
import type { FormContext } from './formContext';
import { openModalDialog } from './modalDialog';
import { showReference } from './referenceView';
import { createSupportForm } from './supportForm';
import { showToast } from './toasts';

/**
 * 'File a Complaint' (docs/product/support-widgets.md) on a partner's page. A partner's visitor is
 * never signed in to NyayaConnect, so the complaint carries no user id; its `source` is the
 * partner's id.
 */
export function openComplaintDialog({ root, onClose, client, partner, siteUrl }: FormContext) {
  const dialog = openModalDialog(root, {
    title: t('complaint.title'),
    description: t('complaint.intro'),
    onClose,
  });
  const fields = {
    email: createField({
      name: 'email',
      label: t('complaint.form.email'),
      placeholder: t('complaint.form.emailPlaceholder'),
      type: 'email',
      autocomplete: 'email',
    }),
    phoneNumber: createField({
      name: 'phoneNumber',
      label: t('complaint.form.phoneNumber'),
      placeholder: t('complaint.form.phonePlaceholder'),
      type: 'tel',
      autocomplete: 'tel',
    }),
    complaintText: createField({
      name: 'complaintText',
      label: t('complaint.form.complaintText'),
      placeholder: t('complaint.form.complaintPlaceholder'),
      multiline: 4,
    }),
  };
  const cancel = h(
    'button',
    { type: 'button', class: 'button button-outline', onclick: dialog.close },
    t('common:cancel'),
  );
  const form = createSupportForm({
    dialog,
    fields,
    schema: complaintSchema,
    submitLabel: t('complaint.form.submit'),
    secondary: cancel,
    submit: (values) => submitPartnerComplaint(client, values, partner),
    onSubmitted: (reference) => {
      // The success toast, and the number in the dialog until the visitor closes it, as on our
      // site.
      showToast(root, {
        key: 'complaint',
        title: t('toasts.complaintSubmitted.title'),
        description: t('toasts.complaintSubmitted.description'),
      });
      showReference(dialog, t('toasts.complaintSubmitted.description'), reference, siteUrl);
    },
    onFailed: (error) => {
      // A failed complaint is also logged to the console (docs/product/support-widgets.md).
      console.error('Error submitting complaint:', error);
      showToast(root, {
        key: 'complaint',
        title: t('toasts.complaintFailed.title'),
        description: t('toasts.complaintFailed.description'),
        tone: 'error',
      });
    },
  });
  dialog.body.replaceChildren(form);
  fields.email.control.focus();
}
