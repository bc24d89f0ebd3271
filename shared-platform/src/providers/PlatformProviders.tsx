import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../i18n/i18n';

export interface PlatformProvidersProps {
  children: ReactNode;
}

/**
 * Translations for a React tree. The shell wraps the whole page in it (remotes rendered inside
 * share it); a remote's dev host or partner embed wraps its own tree. Add shared-design's theme
 * provider around or inside it. Server state is not provided here: react-query is not on the
 * first paint, a remote module brings it with `withPlatformQuery` (`@nyaya/shared-platform/query`).
 */
export function PlatformProviders({ children }: PlatformProvidersProps) {
  const [i18n] = useState(() => initI18n());
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
