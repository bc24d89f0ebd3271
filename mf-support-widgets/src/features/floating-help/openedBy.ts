/**
 * How the visitor opened the help menu: with the keyboard the first entry takes the focus (as
 * Radix does), with a pointer the menu itself does.
 */
export type OpenedBy = 'pointer' | 'keyboard';
