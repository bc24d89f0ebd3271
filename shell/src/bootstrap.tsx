import {
  changeLanguage,
  detectLanguage,
  initI18n,
  loadRuntimeConfig,
  translationsReady,
  type SupportedLanguage,
} from '@nyaya/shared-platform';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { Root } from './app/Root';
import { preloadPage } from './features/routing/preloadPage';
import { registerRemotesFromConfig } from './federation';
import { PRERENDERED_PATH_ATTRIBUTE } from './prerender/pages';
import { declareFontOnLanguageChange } from './startup/devanagariFont';
import { watchEarlyInput } from './startup/earlyInput';
import { EarlyInputHandover } from './startup/EarlyInputHandover';
import { hydratesPrerendered } from './startup/firstRender';
import { startPlatform } from './startup/startPlatform';
import { StartupErrorPage } from './startup/StartupErrorPage';

type ReactDomClient = typeof import('react-dom/client');

/** How long the first render waits for the first page's module (see start). */
const FIRST_PAGE_WAIT_MS = 1500;

function settledWithin(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function describeStartupError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Takes over the page's root. A page the build prerendered (src/prerender) for what this address
 * renders, in the language `hydrate` was decided for, is hydrated: its markup stays and gets its
 * behaviour. Any other root (a remote route's frame, `pnpm dev`'s page, a prerendered page this
 * address renders differently or in another language) is rendered afresh.
 */
function mount(
  container: HTMLElement,
  app: ReactNode,
  reactDom: ReactDomClient,
  hydrate: boolean,
): void {
  if (hydrate) {
    // As a transition, hydration yields to the browser between components instead of blocking
    // the main thread until the whole page is done; the page is on screen meanwhile.
    startTransition(() => {
      reactDom.hydrateRoot(container, app);
    });
    return;
  }
  // Rendered as a transition for the same reason: the first render of a remote's page (the
  // shell, then the page when its module arrives) yields between components.
  startTransition(() => {
    reactDom.createRoot(container).render(app);
  });
}

/**
 * The visit's language (docs/adr/0033-hindi-and-language-negotiation.md): the choice stored on
 * this device, else the cookie, else the browser's. i18next starts in it; in Hindi its catalogs
 * start loading at once (their own chunks), beside /config.json, and the first render waits for
 * them, so that no English shows first. In English nothing is loaded.
 */
function startLanguage(): { language: SupportedLanguage; documentLanguage: string } {
  // A switch to Hindi declares the Devanagari font (an English document does not).
  declareFontOnLanguageChange();
  const language = detectLanguage();
  initI18n(language);
  return { language, documentLanguage: document.documentElement.lang };
}

/**
 * Before the first render: /config.json is loaded and validated, every remote is registered
 * with the federation runtime (or the first route would load nothing), and the platform
 * (config holder, i18n, Sentry, auth session) is started. A prerendered page is on screen
 * meanwhile; it holds no config value. React DOM is requested beside /config.json rather than
 * with this module: its code then runs in a task of its own, not in one long task with
 * everything else this module imports (Total Blocking Time). The visit's language's catalogs
 * load meanwhile too (startLanguage).
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const { language, documentLanguage } = startLanguage();
  const [config, reactDom] = await Promise.allSettled([
    loadRuntimeConfig(),
    import('react-dom/client'),
    translationsReady(),
  ]);
  // Without React DOM the shell can show nothing, not even why; the browser reports the error.
  if (reactDom.status === 'rejected') throw reactDom.reason;
  let firstPage: Promise<void>;
  try {
    if (config.status === 'rejected') throw config.reason;
    startPlatform(config.value);
    registerRemotesFromConfig(config.value);
    firstPage = preloadPage(window.location, language);
  } catch (error) {
    console.error('NyayaConnect could not start', error);
    reactDom.value
      .createRoot(container)
      .render(<StartupErrorPage reason={describeStartupError(error)} />);
    return;
  }
  // A remote's page is rendered with its module when that arrives soon: its frame and skeleton
  // are on screen meanwhile (src/prerender), and the page then shows in React's first commit
  // instead of a moment after its skeleton. A slow remote gets the skeleton from React as well.
  await settledWithin(firstPage, FIRST_PAGE_WAIT_MS);
  // What the visitor typed or pressed on the HTML meanwhile goes to the live page.
  const earlyInput = watchEarlyInput(container);
  const hydrate = hydratesPrerendered({
    prerenderedAt: container.getAttribute(PRERENDERED_PATH_ATTRIBUTE),
    pathname: window.location.pathname,
    documentLanguage,
    language,
  });
  // A document in another language than the visit's (a server that did not know the choice):
  // the page says its language and the cookie tells the server next time.
  if (documentLanguage !== language) await changeLanguage(language);
  mount(
    container,
    <StrictMode>
      <Root />
      <EarlyInputHandover earlyInput={earlyInput} />
    </StrictMode>,
    reactDom.value,
    hydrate,
  );
}

void start();
