import type { RuntimeConfig } from '@nyaya/shared-platform';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Root } from '../app/Root';
import { registerRemotesFromConfig } from '../federation';
import { PRERENDERED_PATH_ATTRIBUTE } from '../prerender/pages';
import { rendersAlike } from '../prerender/rendersAlike';
import { startPlatform } from './startPlatform';
import { StartupErrorPage } from './StartupErrorPage';

function describeStartupError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Shows, instead of the page, that the site cannot start and why (no usable /config.json). */
export function showStartupError(container: HTMLElement, error: unknown): void {
  console.error('NyayaConnect could not start', error);
  createRoot(container).render(<StartupErrorPage reason={describeStartupError(error)} />);
}

/**
 * Takes over the page's root. A page the build prerendered (src/prerender) for what this address
 * renders is hydrated: its markup stays and gets its behaviour. Any other root (the app shell of
 * a remote's route, `pnpm dev`'s page, or a prerendered page this address renders differently)
 * is rendered afresh.
 */
function mount(container: HTMLElement, app: ReactNode): void {
  const prerenderedAt = container.getAttribute(PRERENDERED_PATH_ATTRIBUTE);
  if (prerenderedAt !== null && rendersAlike(prerenderedAt, window.location.pathname)) {
    // As a transition, hydration yields to the browser between components instead of blocking
    // the main thread until the whole page is done; the page is on screen meanwhile.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  createRoot(container).render(app);
}

/**
 * With /config.json loaded and valid: every remote is registered with the federation runtime
 * (or the first route would load nothing), the platform (config holder, i18n, Sentry, auth
 * session) is started, and the shell takes over the page.
 */
export function mountApp(container: HTMLElement, config: RuntimeConfig): void {
  try {
    startPlatform(config);
    registerRemotesFromConfig(config);
  } catch (error) {
    showStartupError(container, error);
    return;
  }
  mount(
    container,
    <StrictMode>
      <Root />
    </StrictMode>,
  );
}
