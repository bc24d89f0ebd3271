/**
 * The notification worker: `pnpm --filter @nyaya/notifications start`
 * (env: NOTIFICATIONS_DATABASE_URL or DATABASE_URL, SMTP_URL or SMTP_HOST/..., MAIL_FROM,
 * SITE_URL; see docs/product/notifications.md). Stops cleanly on SIGINT/SIGTERM.
 */
import { ConfigError, loadWorkerConfig, type WorkerConfig } from '../config/env.ts';
import { startWorker } from '../worker.ts';

let config: WorkerConfig;
try {
  config = loadWorkerConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Notification worker: ${error.message}`);
    process.exit(2);
  }
  throw error;
}

/** `npm start` may start the worker before the database listens: wait for it, up to a minute. */
async function startWhenReachable() {
  const deadline = Date.now() + 60_000;
  let said = false;
  for (;;) {
    try {
      return await startWorker(config);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (!['ECONNREFUSED', 'ECONNRESET', '57P03'].includes(code ?? '') || Date.now() > deadline) {
        throw error;
      }
      if (!said) console.log('Notification worker: waiting for the database...');
      said = true;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

const worker = await startWhenReachable();

let signals = 0;
const stop = (signal: NodeJS.Signals) => {
  signals += 1;
  if (signals > 1) process.exit(1);
  console.log(`Notification worker: ${signal}, stopping after the mails in flight`);
  worker.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`Notification worker: stop failed: ${(error as Error).message}`);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
