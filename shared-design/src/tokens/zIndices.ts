/**
 * Stacking order. Popovers (select, dropdown menu) sit above dialogs because selects live inside
 * dialogs; toasts sit above everything so feedback is never hidden by the dialog that caused it.
 */
export const zIndices = {
  base: 0,
  raised: 1,
  sticky: 100,
  header: 200,
  floating: 300,
  overlay: 400,
  dialog: 410,
  popover: 500,
  toast: 600,
};

export type ZIndex = keyof typeof zIndices;
