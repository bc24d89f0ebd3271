import { DataError } from '@nyaya/shared-platform';
import * as z from 'zod/mini';
import { isSubmissionRefusal } from '../../support-requests/api/submissions';
import { h } from '../dom';
import { stringsLanguage, t } from '../strings';
import type { FormField } from './formField';
import type { ModalDialog } from './modalDialog';

/**
 * The sentence for a failed submission: the feature's or platform's own (with the values of a
 * database sentence), else the server's in English; in Hindi never the server's English words
 * (docs/product/languages.md).
 */
export function refusalMessage(error: unknown): string {
  if (error instanceof DataError && error.messageKey) {
    return t(error.messageKey, error.messageValues ?? {});
  }
  const message = error instanceof Error ? error.message.trim() : '';
  return message && stringsLanguage() === 'en' ? message : t('common:errors.generic');
}

export interface SupportFormOptions<Schema extends z.ZodMiniType> {
  dialog: ModalDialog;
  fields: Record<string, FormField>;
  schema: Schema;
  submitLabel: string;
  /** Cancel or Back: disabled with the submit button while sending. */
  secondary: HTMLButtonElement;
  submit: (values: z.output<Schema>) => Promise<string>;
  onSubmitted: (reference: string) => void;
  /** After a failure; the form stays with every value, and says why. */
  onFailed: (error: unknown) => void;
}

/**
 * A form validated by the feature's zod schema (the same rules and messages as on our site):
 * errors beside their fields and the focus on the first; while sending, 'Submitting...' with
 * both buttons disabled; a refusal is said in the form, whose values are all kept.
 */
export function createSupportForm<Schema extends z.ZodMiniType>(
  options: SupportFormOptions<Schema>,
) {
  const { dialog, fields, schema, submitLabel, secondary, submit, onSubmitted, onFailed } = options;
  const submitButton = h('button', { type: 'submit', class: 'button button-primary' }, submitLabel);
  const alert = h('p', { class: 'form-alert', role: 'alert', hidden: true });
  const form = h(
    'form',
    { novalidate: true, class: 'stack' },
    ...Object.values(fields).map((field) => field.element),
    alert,
    h('div', { class: 'actions' }, secondary, submitButton),
  );

  const setSending = (sending: boolean) => {
    submitButton.disabled = sending;
    secondary.disabled = sending;
    submitButton.textContent = sending ? t('submitting') : submitLabel;
    dialog.setBusy(sending);
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (submitButton.disabled) return;
    alert.hidden = true;
    const values = Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [name, field.control.value]),
    );
    const parsed = schema.safeParse(values);
    for (const [name, field] of Object.entries(fields)) {
      const issue = parsed.error?.issues.find((candidate) => candidate.path[0] === name);
      field.setError(issue ? t(issue.message) : null);
    }
    if (!parsed.success) {
      Object.values(fields)
        .find((field) => field.control.getAttribute('aria-invalid'))
        ?.control.focus();
      return;
    }
    setSending(true);
    try {
      const reference = await submit(parsed.data);
      setSending(false);
      onSubmitted(reference);
    } catch (error) {
      setSending(false);
      // As on our site: the database's refusal is said in the form; a network failure or a
      // server fault only in the toast, since trying again may be enough.
      if (isSubmissionRefusal(error)) {
        alert.textContent = refusalMessage(error);
        alert.hidden = false;
      }
      onFailed(error);
    }
  });
  return form;
}
