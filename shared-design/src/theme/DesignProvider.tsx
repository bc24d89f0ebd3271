import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { DeferredToaster } from '../primitives/Toast/DeferredToaster';
import type { ToasterProps } from '../primitives/Toast/Toaster';
import { GlobalStyle } from './GlobalStyle';
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
}

/**
 * Theme, global style and toast viewport (lazily, see DeferredToaster): wrap each application
 * root (shell, dev hosts) once.
 */
export function DesignProvider({
  children,
  theme = defaultTheme,
  withGlobalStyle = true,
  withToaster = true,
  toasterProps,
}: DesignProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
      {withToaster && <DeferredToaster {...toasterProps} />}
    </ThemeProvider>
  );
}
