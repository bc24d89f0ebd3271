// The partner widget's forms, rendered in the frame of our own origin (frame/startFrame).
import type { FormKind } from '../launcher/menuEntries';
import { openCallbackDialog } from './callbackDialog';
import { openComplaintDialog } from './complaintDialog';
import type { FormContext } from './formContext';
import { formStyles } from './formStyles';

const STYLE_ID = 'nyaya-form-styles';

/**
 * The forms' styles in the frame's shadow root: a constructed style sheet, which the frame
 * page's Content-Security-Policy need not allow as inline style, else a `<style>` element.
 */
function addStyles(root: ShadowRoot) {
  if (root.adoptedStyleSheets?.length || root.getElementById(STYLE_ID)) return;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(formStyles);
    root.adoptedStyleSheets = [sheet];
  } catch {
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = formStyles;
    root.append(style);
  }
}

/** Opens the callback or complaint dialog in the frame's shadow root. */
export function openForm(kind: FormKind, context: FormContext) {
  addStyles(context.root);
  (kind === 'callback' ? openCallbackDialog : openComplaintDialog)(context);
}
