import { loadRuntimeConfig } from '@nyaya/shared-platform';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { Root } from './app/Root';
import { registerRemotesFromConfig } from './federation';
import { PRERENDERED_PATH_ATTRIBUTE } from './prerender/pages';
import { rendersAlike } from './prerender/rendersAlike';
import { startPlatform } from './startup/startPlatform';
import { StartupErrorPage } from './startup/StartupErrorPage';

type ReactDomClient = typeof import('react-dom/client');

function describeStartupError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Takes over the page's root. A page the build prerendered (src/prerender) for what this address
 * renders is hydrated: its markup stays and gets its behaviour. Any other root (the app shell of
 * a remote's route, `pnpm dev`'s page, or a prerendered page this address renders differently)
 * is rendered afresh.
 */
function mount(container: HTMLElement, app: ReactNode, reactDom: ReactDomClient): void {
  const prerenderedAt = container.getAttribute(PRERENDERED_PATH_ATTRIBUTE);
  if (prerenderedAt !== null && rendersAlike(prerenderedAt, window.location.pathname)) {
    // As a transition, hydration yields to the browser between components instead of blocking
    // the main thread until the whole page is done; the page is on screen meanwhile.
    startTransition(() => {
      reactDom.hydrateRoot(container, app);
    });
    return;
  }
  reactDom.createRoot(container).render(app);
}

/**
 * Before the first render: /config.json is loaded and validated, every remote is registered
 * with the federation runtime (or the first route would load nothing), and the platform
 * (config holder, i18n, Sentry, auth session) is started. A prerendered page is on screen
 * meanwhile; it holds no config value. React DOM is requested beside /config.json rather than
 * with this module: its code then runs in a task of its own, not in one long task with
 * everything else this module imports (Total Blocking Time).
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const [config, reactDom] = await Promise.allSettled([
    loadRuntimeConfig(),
    import('react-dom/client'),
  ]);
  // Without React DOM the shell can show nothing, not even why; the browser reports the error.
  if (reactDom.status === 'rejected') throw reactDom.reason;
  try {
    if (config.status === 'rejected') throw config.reason;
    startPlatform(config.value);
    registerRemotesFromConfig(config.value);
  } catch (error) {
    console.error('NyayaConnect could not start', error);
    reactDom.value
      .createRoot(container)
      .render(<StartupErrorPage reason={describeStartupError(error)} />);
    return;
  }
  mount(
    container,
    <StrictMode>
      <Root />
    </StrictMode>,
    reactDom.value,
  );
}

void start();
