import { loadRuntimeConfig } from '@nyaya/shared-platform';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { registerRemotesFromConfig } from './federation';
import { Root } from './app/Root';
import { PRERENDERED_PATH_ATTRIBUTE } from './prerender/pages';
import { rendersAlike } from './prerender/rendersAlike';
import { startPlatform } from './startup/startPlatform';
import { StartupErrorPage } from './startup/StartupErrorPage';

function describeStartupError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
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
    // the main thread until the whole page is done; the page is already painted meanwhile.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  createRoot(container).render(app);
}

/**
 * Before the first render: /config.json is loaded and validated, every remote is registered
 * with the federation runtime (or the first route would load nothing), and the platform
 * (config holder, i18n, Sentry, auth session) is started. A prerendered page is on screen
 * meanwhile; it holds no config value.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  try {
    const config = await loadRuntimeConfig();
    startPlatform(config);
    registerRemotesFromConfig(config);
  } catch (error) {
    console.error('NyayaConnect could not start', error);
    createRoot(container).render(<StartupErrorPage reason={describeStartupError(error)} />);
    return;
  }
  mount(
    container,
    <StrictMode>
      <Root />
    </StrictMode>,
  );
}

void start();
