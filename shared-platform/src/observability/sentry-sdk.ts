// The parts of the Sentry SDK we use, named so the bundler leaves the rest (replay, feedback,
// tracing) out of the lazily loaded chunk.
export {
  captureException,
  getClient,
  init,
  isInitialized,
  makeFetchTransport,
  makeMultiplexedTransport,
  moduleMetadataIntegration,
  withScope,
} from '@sentry/react';
