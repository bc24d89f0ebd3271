/** The notification worker's front door. */
export { startWorker, type RunningWorker, type WorkerOptions } from './worker.ts';
export {
  loadWorkerConfig,
  describeSmtp,
  ConfigError,
  type WorkerConfig,
  type SmtpSettings,
} from './config/env.ts';
export { deliveryQueue } from './delivery/queue.ts';
export * from './templates/index.ts';
