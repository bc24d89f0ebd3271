import { createContext, useContext } from 'react';

/**
 * The few texts the design system's own controls carry (a dialog's corner close button, the
 * toasts' region and buttons). The design system has no i18n: the application passes them in
 * its language through DesignProvider's `labels`, and every dialog and toast below uses them.
 */
export interface DesignLabels {
  /** The accessible name of a dialog's corner close button. */
  close: string;
  /** The toast region's name; Radix puts the hotkey where `{hotkey}` is. */
  notifications: string;
  /** The accessible name of a toast's dismiss button. */
  dismissNotification: string;
  /** What screen readers hear before a toast's text. */
  notification: string;
}

export const DEFAULT_DESIGN_LABELS: DesignLabels = {
  close: 'Close',
  notifications: 'Notifications ({hotkey})',
  dismissNotification: 'Dismiss notification',
  notification: 'Notification',
};

export const DesignLabelsContext = createContext<DesignLabels>(DEFAULT_DESIGN_LABELS);

/** The labels of the nearest DesignProvider (English without one). */
export function useDesignLabels(): DesignLabels {
  return useContext(DesignLabelsContext);
}
