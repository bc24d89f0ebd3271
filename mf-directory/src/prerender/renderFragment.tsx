import { DesignProvider } from '@nyaya/shared-design';
import { PlatformProviders } from '@nyaya/shared-platform';
import { createQueryClient, PlatformQueryProvider } from '@nyaya/shared-platform/query';
import { MemoryRouter, ROUTER_FUTURE_FLAGS } from '@nyaya/shared-platform/router';
import { StrictMode, type ReactElement } from 'react';
import { ServerStyleSheet } from 'styled-components';

/**
 * `page` rendered at `path` as the shell mounts it (theme, i18n, router, a query client), in its
 * first state: nothing is read, nobody is signed in, no runtime config is used. Returns its CSS in
 * `<style>` elements and its markup; the shell's page already has the theme's global styles.
 */
export function renderFragment(
  page: ReactElement,
  path: string,
  renderToString: (element: ReactElement) => string,
): string {
  const sheet = new ServerStyleSheet();
  const queryClient = createQueryClient();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <DesignProvider withGlobalStyle={false} withToaster={false}>
            <PlatformProviders>
              <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE_FLAGS}>
                <PlatformQueryProvider client={queryClient}>{page}</PlatformQueryProvider>
              </MemoryRouter>
            </PlatformProviders>
          </DesignProvider>
        </StrictMode>,
      ),
    );
    // Plain style elements: styled-components in the browser must not take them over as its own
    // (their group numbers are this render's, not the page's). They go with the markup when
    // React renders the page over it, having injected the same rules itself by then.
    const styles = sheet.getStyleTags().replace(/<style\b[^>]*>/g, '<style>');
    return `${styles}${html}`;
  } finally {
    sheet.seal();
    queryClient.clear();
  }
}
