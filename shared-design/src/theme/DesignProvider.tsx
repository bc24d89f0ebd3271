import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { DeferredToaster } from '../primitives/Toast/DeferredToaster';
import type { ToasterProps } from '../primitives/Toast/Toaster';
import { GlobalStyle } from './GlobalStyle';
import { DEFAULT_DESIGN_LABELS, DesignLabelsContext, type DesignLabels } from './labels';
import { theme as defaultTheme, type Theme } from './theme';

export interface DesignProviderProps {
  children: ReactNode;
  /** Defaults to the NyayaConnect theme. */
  theme?: Theme;
  /** Injects the page reset and base typography; turn off on partner pages (embed.js). */
  withGlobalStyle?: boolean;
  /**
   * Mounts the one Toaster of the page, loaded with its code when the first toast is queued;
   * turn off where a host page already has one.
   */
  withToaster?: boolean;
  toasterProps?: ToasterProps;
  /** The texts of the design system's own controls, in the page's language (English by default). */
  labels?: Partial<DesignLabels>;
}

/**
 * Theme, the design system's own labels, global style and toast viewport (lazily, see DeferredToaster): wrap each application
 * root (shell, dev hosts) once.
 */
export function DesignProvider({
  children,
  theme = defaultTheme,
  withGlobalStyle = true,
  withToaster = true,
  toasterProps,
  labels,
}: DesignProviderProps) {
  const { close, notifications, dismissNotification, notification } = {
    ...DEFAULT_DESIGN_LABELS,
    ...labels,
  };
  const value = useMemo(
    () => ({ close, notifications, dismissNotification, notification }),
    [close, notifications, dismissNotification, notification],
  );
  return (
    <ThemeProvider theme={theme}>
      <DesignLabelsContext.Provider value={value}>
        {withGlobalStyle && <GlobalStyle />}
        {children}
        {withToaster && <DeferredToaster {...toasterProps} />}
      </DesignLabelsContext.Provider>
    </ThemeProvider>
  );
}
