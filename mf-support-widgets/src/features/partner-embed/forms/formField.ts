import { h, uniqueId } from '../dom';

export interface FieldOptions {
  name: string;
  label: string;
  placeholder?: string;
  type?: 'text' | 'email' | 'tel';
  multiline?: number;
  autocomplete?: string;
}

export interface FormField {
  element: HTMLElement;
  control: HTMLInputElement | HTMLTextAreaElement;
  setError: (message: string | null) => void;
}

/** A labelled input or textarea whose error is tied to it (aria-invalid, aria-describedby). */
export function createField({
  name,
  label,
  placeholder,
  type = 'text',
  multiline,
  autocomplete,
}: FieldOptions): FormField {
  const id = uniqueId(name);
  const errorId = `${id}-error`;
  const attributes = { id, name, placeholder, autocomplete, required: true };
  const control = multiline
    ? h('textarea', { ...attributes, rows: multiline })
    : h('input', { ...attributes, type });
  const error = h('p', { class: 'field-error', id: errorId, hidden: true });
  const element = h('div', { class: 'field' }, h('label', { for: id }, label), control, error);
  return {
    element,
    control,
    setError(message) {
      error.textContent = message ?? '';
      error.hidden = message === null;
      if (message === null) {
        control.removeAttribute('aria-invalid');
        control.removeAttribute('aria-describedby');
      } else {
        control.setAttribute('aria-invalid', 'true');
        control.setAttribute('aria-describedby', errorId);
      }
    },
  };
}
