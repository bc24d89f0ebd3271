import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { loadRuntimeConfigForFederation, registerRemotesFromConfig } from './federation';
import { StartupErrorPage } from './startup/StartupErrorPage';

function describeStartupError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Remotes must be registered before the first render, or the first route would load nothing. */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfigForFederation();
    registerRemotesFromConfig(config);
  } catch (error) {
    console.error('NyayaConnect could not start', error);
    root.render(<StartupErrorPage reason={describeStartupError(error)} />);
    return;
  }
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
