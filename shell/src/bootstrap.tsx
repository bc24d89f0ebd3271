import { loadRuntimeConfig } from '@nyaya/shared-platform';

/**
 * /config.json is loaded and validated before the shell renders anything; a prerendered page is
 * on screen meanwhile (it holds no config value). The shell's own code (React DOM, the pages)
 * is a chunk of its own, requested beside /config.json: its modules then run in a task of their
 * own, after the platform's, so the main thread gets a break between the two instead of one
 * long task (Total Blocking Time).
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const [config, app] = await Promise.allSettled([
    loadRuntimeConfig(),
    import('./startup/mountApp'),
  ]);
  // Without its code the shell can show nothing, not even why; the browser reports the error.
  if (app.status === 'rejected') throw app.reason;
  if (config.status === 'rejected') {
    app.value.showStartupError(container, config.reason);
    return;
  }
  app.value.mountApp(container, config.value);
}

void start();
