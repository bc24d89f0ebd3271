import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, type ComponentType, type ReactNode } from 'react';
import { pageQueryClient } from './queryClient';

export interface PlatformQueryProviderProps {
  children: ReactNode;
  /** Another client (tests); by default an enclosing provider's, else the page's own. */
  client?: QueryClient;
}

/**
 * Makes plain TanStack Query hooks (`useQuery(myQueryOptions)`) work below it, on the page's one
 * query client. An enclosing provider (a test, a dev host) wins. The shell does not wrap the page
 * in it: react-query would then be on every first paint (docs/adr/0007); a remote module that
 * uses server state wraps itself (`withPlatformQuery`), so react-query arrives with it.
 */
export function PlatformQueryProvider({ children, client }: PlatformQueryProviderProps) {
  const enclosing = useContext(QueryClientContext);
  if (enclosing && !client) return children;
  return <QueryClientProvider client={client ?? pageQueryClient()}>{children}</QueryClientProvider>;
}

/** `Component` inside PlatformQueryProvider: how a remote's exposed module brings its server state. */
export function withPlatformQuery<Props extends object>(
  Component: ComponentType<Props>,
): ComponentType<Props> {
  function WithPlatformQuery(props: Props) {
    return (
      <PlatformQueryProvider>
        <Component {...props} />
      </PlatformQueryProvider>
    );
  }
  WithPlatformQuery.displayName = `withPlatformQuery(${Component.displayName ?? Component.name})`;
  return WithPlatformQuery;
}
