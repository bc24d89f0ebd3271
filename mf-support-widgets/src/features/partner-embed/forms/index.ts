// The partner widget's forms, rendered in the frame of our own origin (frame/startFrame).
import type { FormKind } from '../launcher/menuEntries';
import { openCallbackDialog } from './callbackDialog';
import { openComplaintDialog } from './complaintDialog';
import type { FormContext } from './formContext';
import { formStyles } from './formStyles';

const STYLE_ID = 'nyaya-form-styles';

/** Opens the callback or complaint dialog in the frame's shadow root. */
export function openForm(kind: FormKind, context: FormContext) {
  if (!context.root.getElementById(STYLE_ID)) {
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = formStyles;
    context.root.append(style);
  }
  (kind === 'callback' ? openCallbackDialog : openComplaintDialog)(context);
}
