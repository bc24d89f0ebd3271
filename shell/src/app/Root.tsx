import { LocalizedDesignProvider, PlatformProviders } from '@nyaya/shared-platform';
import { BrowserRouter, MemoryRouter, ROUTER_FUTURE_FLAGS } from '@nyaya/shared-platform/router';
import type { ReactNode } from 'react';
import { StartupErrorPage } from '../startup/StartupErrorPage';
import { App } from './App';
import { AppErrorBoundary } from './AppErrorBoundary';
import { PrerenderingContext, type RemotePageStandIn } from './prerendering';

export interface RootProps {
  /**
   * Renders the page at this path instead of the browser's address: the build prerenders pages
   * (src/prerender) where there is no address bar.
   */
  staticPath?: string;
  /** With staticPath: what the prerender renders where a remote's page goes. */
  remotePageStandIn?: RemotePageStandIn;
}

function PageRouter({ staticPath, children }: RootProps & { children: ReactNode }) {
  if (staticPath === undefined) {
    return <BrowserRouter future={ROUTER_FUTURE_FLAGS}>{children}</BrowserRouter>;
  }
  return (
    <MemoryRouter initialEntries={[staticPath]} future={ROUTER_FUTURE_FLAGS}>
      {children}
    </MemoryRouter>
  );
}

/** The providers every page needs: theme and toasts (labelled in the page's language), i18n, the router. */
export function Root({ staticPath, remotePageStandIn }: RootProps) {
  return (
    <AppErrorBoundary fallback={<StartupErrorPage kind="crash" />}>
      <LocalizedDesignProvider>
        <PlatformProviders>
          <PageRouter staticPath={staticPath}>
            <PrerenderingContext.Provider value={remotePageStandIn ?? null}>
              <App />
            </PrerenderingContext.Provider>
          </PageRouter>
        </PlatformProviders>
      </LocalizedDesignProvider>
    </AppErrorBoundary>
  );
}
