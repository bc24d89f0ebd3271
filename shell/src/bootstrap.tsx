import { loadRuntimeConfig } from '@nyaya/shared-platform';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerRemotesFromConfig } from './federation';
import { Root } from './app/Root';
import { startPlatform } from './startup/startPlatform';
import { StartupErrorPage } from './startup/StartupErrorPage';

function describeStartupError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Before the first render: /config.json is loaded and validated, every remote is registered
 * with the federation runtime (or the first route would load nothing), and the platform
 * (config holder, i18n, Sentry, auth session) is started.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig();
    startPlatform(config);
    registerRemotesFromConfig(config);
  } catch (error) {
    console.error('NyayaConnect could not start', error);
    root.render(<StartupErrorPage reason={describeStartupError(error)} />);
    return;
  }
  root.render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
}

void start();
