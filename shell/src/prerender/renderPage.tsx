import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { Root } from '../app/Root';
import { PageSlot } from './PageSlot';

export interface RenderedPage {
  /** The root's markup. */
  html: string;
  /** `<style>` elements with the CSS of every styled component it renders. */
  styleTags: string;
}

/**
 * The shell rendered at `path` as bootstrap.tsx renders it in the browser, with the CSS it uses
 * collected by styled-components. Nothing on the page is signed in or configured yet: the auth
 * store is in its initial 'loading' state and the runtime config is not set (the parts that need
 * it wait for useHydrated), so the markup is what the browser's hydrating render produces.
 * Remotes are not rendered: the floating help mounts after the first paint.
 */
export function renderPage(path: string): RenderedPage {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <Root
            staticPath={path}
            remotePageStandIn={(moduleId) => <PageSlot moduleId={moduleId} />}
          />
        </StrictMode>,
      ),
    );
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
