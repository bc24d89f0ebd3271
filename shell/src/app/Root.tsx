import { DesignProvider } from '@nyaya/shared-design';
import { PlatformProviders } from '@nyaya/shared-platform';
import { BrowserRouter, ROUTER_FUTURE_FLAGS } from '@nyaya/shared-platform/router';
import { StartupErrorPage } from '../startup/StartupErrorPage';
import { App } from './App';
import { AppErrorBoundary } from './AppErrorBoundary';

/** The providers every page needs: theme and toasts, i18n, the router. */
export function Root() {
  return (
    <AppErrorBoundary fallback={<StartupErrorPage kind="crash" />}>
      <DesignProvider>
        <PlatformProviders>
          <BrowserRouter future={ROUTER_FUTURE_FLAGS}>
            <App />
          </BrowserRouter>
        </PlatformProviders>
      </DesignProvider>
    </AppErrorBoundary>
  );
}
