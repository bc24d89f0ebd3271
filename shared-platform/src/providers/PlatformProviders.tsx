import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { InjectedQueryClientContext } from '../data/queryClientContext';
import { initI18n } from '../i18n/i18n';

export interface PlatformProvidersProps {
  children: ReactNode;
  /**
   * The query client of this tree's data hooks; the first one given is kept. Tests pass
   * `createQueryClient({ test: true })` (from `@nyaya/shared-platform/data`). Without it the
   * hooks use the page's own client, created when the first of them renders.
   */
  queryClient?: QueryClient;
}

/**
 * Translations, and the query client injected for the data hooks, for a React tree. The shell
 * wraps the whole page in it (remotes rendered inside share it); a remote's dev host or partner
 * embed wraps its own tree. Add shared-design's theme provider around or inside it.
 * There is no QueryClientProvider here: react-query is not on the first paint, it loads with
 * `@nyaya/shared-platform/data` (docs/adr/0007).
 */
export function PlatformProviders({ children, queryClient }: PlatformProvidersProps) {
  const [client] = useState(() => queryClient ?? null);
  const [i18n] = useState(() => initI18n());
  // As QueryClientProvider did: while provided, the client follows window focus and the network.
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return (
    <InjectedQueryClientContext.Provider value={client}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </InjectedQueryClientContext.Provider>
  );
}
