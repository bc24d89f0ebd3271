import type { ReactElement } from 'react';
import { DesignProvider } from '@nyaya/shared-design';
import { PlatformProviders } from '@nyaya/shared-platform';
import { render, type RenderResult } from '@testing-library/react';
import {
  MemoryRouter,
  Route,
  ROUTER_FUTURE_FLAGS,
  Routes,
  useLocation,
} from '@nyaya/shared-platform/router';

/** Shows where the router is, for assertions on navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search + location.hash}</div>;
}

/** Renders with the shell's providers and a memory router at `path`. */
export function renderWithShell(
  ui: ReactElement,
  { path = '/', routePattern }: { path?: string; routePattern?: string } = {},
): RenderResult {
  return render(
    <DesignProvider>
      <PlatformProviders>
        <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE_FLAGS}>
          {routePattern ? (
            <Routes>
              <Route path={routePattern} element={ui} />
              <Route path="*" element={null} />
            </Routes>
          ) : (
            ui
          )}
          <LocationProbe />
        </MemoryRouter>
      </PlatformProviders>
    </DesignProvider>,
  );
}
