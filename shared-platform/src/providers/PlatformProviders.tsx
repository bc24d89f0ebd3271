import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '../data/queryClient';
import { initI18n } from '../i18n/i18n';

export interface PlatformProvidersProps {
  children: ReactNode;
  /** Defaults to one createQueryClient() per provider; tests pass createQueryClient({ test: true }). */
  queryClient?: QueryClient;
}

/**
 * Server-state cache and translations for a React tree. The shell wraps the whole page in it
 * (remotes rendered inside share it); a remote's dev host or partner embed wraps its own
 * tree. Add shared-design's theme provider around or inside it.
 */
export function PlatformProviders({ children, queryClient }: PlatformProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [i18n] = useState(() => initI18n());
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}
