import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { Toaster, type ToasterProps } from '../primitives/Toast/Toaster';
import { GlobalStyle } from './GlobalStyle';
import { theme as defaultTheme, type Theme } from './theme';

export interface DesignProviderProps {
  children: ReactNode;
  /** Defaults to the NyayaConnect theme. */
  theme?: Theme;
  /** Injects the page reset and base typography; turn off on partner pages (embed.js). */
  withGlobalStyle?: boolean;
  /** Mounts the one Toaster of the page; turn off where a host page already has one. */
  withToaster?: boolean;
  toasterProps?: ToasterProps;
}

/** Theme, global style and toast viewport: wrap each application root (shell, dev hosts) once. */
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
      {withToaster && <Toaster {...toasterProps} />}
    </ThemeProvider>
  );
}
