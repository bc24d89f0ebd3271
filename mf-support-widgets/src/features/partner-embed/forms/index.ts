// The partner widget's forms, loaded on the visitor's first intent (SupportWidgetElement).
import type { FormKind } from '../launcher/menuEntries';
import { openCallbackDialog } from './callbackDialog';
import { openComplaintDialog } from './complaintDialog';
import type { FormContext } from './formContext';
import { formStyles } from './formStyles';

const STYLE_ID = 'nyaya-form-styles';

/** Opens the callback or complaint dialog in the widget's shadow root. */
export function openForm(kind: FormKind, context: FormContext) {
  if (!context.root.getElementById(STYLE_ID)) {
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = formStyles;
    context.root.append(style);
  }
  (kind === 'callback' ? openCallbackDialog : openComplaintDialog)(context);
}

export type FormsModule = { openForm: typeof openForm };
