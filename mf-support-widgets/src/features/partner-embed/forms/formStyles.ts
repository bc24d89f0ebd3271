import { theme } from '@nyaya/shared-design';

const { colors, shadows } = theme;
const font = theme.fonts.body;

/** The dialogs', fields' and toasts' styles, added to the shadow root with the forms' code. */
export const formStyles = `
[hidden] { display: none !important; }
*, *::before, *::after { box-sizing: border-box; }
.dialog {
  width: min(480px, calc(100vw - 24px)); max-height: calc(100dvh - 24px); overflow: auto;
  margin: auto; padding: 24px; border: 0; border-radius: 8px;
  background: ${colors.surface}; color: ${colors.text.primary}; box-shadow: ${shadows.xl};
  font: 400 16px/1.5 ${font};
  /* Long words (a Hindi label, an e-mail address) wrap rather than widen the dialog. */
  overflow-wrap: anywhere;
}
.dialog::backdrop { background: ${colors.overlay}; }
.dialog-header { position: relative; padding-right: 40px; margin-bottom: 16px; }
.dialog h2 { margin: 0 0 4px; font: 700 20px/1.3 ${font}; }
.dialog-description { margin: 0; color: ${colors.text.secondary}; }
.close {
  position: absolute; top: -8px; right: -8px; width: 44px; height: 44px;
  border: 0; border-radius: 6px; background: transparent; color: ${colors.text.secondary};
  font: 400 24px/1 ${font}; cursor: pointer;
}
.close:hover { background: ${colors.surfaceMuted}; }
.stack { display: flex; flex-direction: column; gap: 16px; }
.field { display: flex; flex-direction: column; gap: 4px; }
.field label { font-weight: 600; font-size: 14px; }
.field input, .field textarea {
  width: 100%; padding: 10px 12px; border: 1px solid ${colors.border.control}; border-radius: 6px;
  background: ${colors.surface}; color: ${colors.text.primary}; font: 400 16px/1.4 ${font};
}
.field textarea { resize: vertical; }
.field input::placeholder, .field textarea::placeholder { color: ${colors.text.placeholder}; }
.field [aria-invalid="true"] { border-color: ${colors.danger.base}; }
.field-error { margin: 0; font-size: 14px; color: ${colors.danger.base}; }
.form-alert {
  margin: 0; padding: 12px; border-radius: 6px;
  background: ${colors.tones.danger.background}; color: ${colors.tones.danger.text};
}
.actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 8px; }
.button {
  display: inline-flex; align-items: center; justify-content: center; min-height: 44px;
  padding: 8px 16px; border: 1px solid transparent; border-radius: 6px;
  /* Room above and below for Devanagari's marks when a label wraps. */
  font: 600 16px/1.3 ${font}; text-align: center; text-decoration: none; cursor: pointer;
}
.button-primary { background: ${colors.primary.base}; color: ${colors.primary.contrast}; }
.button-primary:hover { background: ${colors.primary.hover}; }
.button-outline { background: ${colors.surface}; color: ${colors.text.primary}; border-color: ${colors.border.default}; }
.button-outline:hover { background: ${colors.surfaceMuted}; }
.button-full { width: 100%; }
.button:disabled { background: ${colors.disabled.background}; color: ${colors.disabled.text}; cursor: not-allowed; }
.button:focus-visible, .close:focus-visible, .field input:focus-visible, .field textarea:focus-visible {
  outline: 3px solid ${colors.focusRing}; outline-offset: 2px;
}
.phone { margin: 0; text-align: center; color: ${colors.text.secondary}; }
.reference {
  font: 700 18px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; white-space: nowrap; user-select: all;
}
.done-message { margin: 0; font-weight: 600; }
.reference-row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.reference-sentence { margin: 0; overflow-wrap: anywhere; }
.status-line { margin: 0; }
.status-link { color: ${colors.text.link}; font-weight: 600; text-decoration: underline; }
.status-link:hover { color: ${colors.text.linkHover}; }
.status-link:focus-visible { outline: 3px solid ${colors.focusRing}; outline-offset: 2px; }
.button-small { min-height: 36px; padding: 4px 12px; font-size: 14px; }
.copy-status { width: 100%; margin: 0; font-size: 14px; }
/* "Copied" shows on the button and is only announced; a failure's hint shows. */
.copy-status:not(.copy-failed) {
  position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden;
  clip-path: inset(50%); white-space: nowrap;
}
.toasts {
  inset: auto 16px 16px auto; margin: 0; padding: 0; border: 0; background: transparent;
  overflow: visible; display: flex; flex-direction: column; gap: 8px; width: min(360px, calc(100vw - 32px));
}
.toast {
  position: relative; padding: 12px 44px 12px 16px; border-radius: 8px; box-shadow: ${shadows.lg};
  background: ${colors.surface}; color: ${colors.text.primary}; border: 1px solid ${colors.border.default};
  font: 400 15px/1.4 ${font};
}
.toast-error { border-color: ${colors.danger.base}; }
.toast-title { margin: 0; font-weight: 700; }
.toast-description { margin: 0; }
.toast .close { top: 0; right: 0; }
`;
